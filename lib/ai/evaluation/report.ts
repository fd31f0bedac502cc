/**
 * Prints the evaluation with every failure and the time of each answer:
 * `npx tsx lib/ai/evaluation/report.ts`. Timings are a measurement, not a test.
 */
import { loadCatalog } from "../../content/catalog";
import { warmKnowledge } from "../warm";
import { evaluationCases } from "./questions";
import { describeFailure, isOnTopic, runEvaluation } from "./run";

const catalog = loadCatalog();
const started = performance.now();
warmKnowledge(catalog);
console.log(`indexes built in ${(performance.now() - started).toFixed(0)} ms`);
const results = runEvaluation(catalog, evaluationCases(catalog));
const failures = results.filter((r) => !isOnTopic(r));
for (const failure of failures) console.log(`${describeFailure(failure)}\n`);
for (const slow of [...results].sort((a, b) => b.ms - a.ms).slice(0, 5))
  console.log(
    `slowest: ${slow.ms.toFixed(1)} ms [${slow.case.agent}] ${JSON.stringify(slow.case.ask)}`,
  );
const times = results.map((r) => r.ms).sort((a, b) => a - b);
const at = (q: number) =>
  times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(
  `${results.length - failures.length} of ${results.length} on topic; answer time median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
);
