/**
 * Prints the evaluation with every failure and the time of each answer:
 * `npx tsx lib/ai/evaluation/report.ts`. Timings are a measurement, not a test.
 */
import { loadCatalog } from "../../content/catalog";
import { warmKnowledge } from "../warm";
import { evaluationCases } from "./questions";
import { describeFailure, isOnTopic, runEvaluation } from "./run";
import { worldLawCases } from "./world-law-questions";

const catalog = loadCatalog();
const started = performance.now();
warmKnowledge(catalog);
console.log(`indexes built in ${(performance.now() - started).toFixed(0)} ms`);
const heldOut = new Set(worldLawCases().map((c) => JSON.stringify([c.agent, c.ask, c.previous])));
const results = runEvaluation(catalog, [...evaluationCases(catalog), ...worldLawCases()]);
const failures = results.filter((r) => !isOnTopic(r));
for (const failure of failures) console.log(`${describeFailure(failure)}\n`);
for (const slow of [...results].sort((a, b) => b.ms - a.ms).slice(0, 5))
  console.log(
    `slowest: ${slow.ms.toFixed(1)} ms [${slow.case.agent}] ${JSON.stringify(slow.case.ask)}`,
  );
const times = results.map((r) => r.ms).sort((a, b) => a - b);
const at = (q: number) =>
  times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
const worldLaw = results.filter((r) =>
  heldOut.has(JSON.stringify([r.case.agent, r.case.ask, r.case.previous])),
);
console.log(
  `held-out world-law questions: ${worldLaw.filter(isOnTopic).length} of ${worldLaw.length} on topic`,
);
console.log(
  `${results.length - failures.length} of ${results.length} on topic; answer time median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
);
