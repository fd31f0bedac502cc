/**
 * Prints how long each answer runs: every evaluation question with its agent, and the issue's
 * examples asked of all four agents as the chat sends them. `npx tsx lib/ai/evaluation/lengths.ts`
 * (add `--all` to list every answer, not only the long ones). A measurement, not a test.
 */
import { loadCatalog } from "../../content/catalog";
import { findDestination } from "../../chat/destination";
import { warmKnowledge } from "../warm";
import { answerLength, tooLong } from "../knowledge/length";
import { evaluationCases, type Agent, type EvaluationCase } from "./questions";
import { runEvaluation, wordLimitOf } from "./run";
import { worldLawCases } from "./world-law-questions";

const examples = [
  "What is the best time to visit Mykonos and is it gay friendly?",
  "Can I bring my HIV medication to Bangkok?",
  "Which packages include Berlin?",
  "Is Tel Aviv safe for a trans woman traveling alone?",
  "How much is the Antarctic trip?",
  "Is Dubai safe for a gay couple?",
  "What is your cancellation policy?",
  "How much deposit do I pay?",
  "When is the balance due?",
  "Do I need travel insurance?",
  "How long must my passport be valid?",
  "Is the Antarctic trip wheelchair accessible?",
];
const agents: Agent[] = ["chat", "safety_research", "travel_planning", "price_comparison"];

const catalog = loadCatalog();
warmKnowledge(catalog);
const names = catalog.destinations.map((d) => ({ name: d.name, slug: d.id }));
const exampleCases: EvaluationCase[] = examples.flatMap((ask) =>
  agents.map((agent) => ({ agent, ask, destination: findDestination(ask, names), facts: [] })),
);
const results = [
  ...runEvaluation(catalog, [...evaluationCases(catalog), ...worldLawCases()]).map((r) => ({
    ...r,
    set: "evaluation",
  })),
  ...runEvaluation(catalog, exampleCases).map((r) => ({ ...r, set: "example" })),
];

const all = process.argv.includes("--all");
for (const r of results) {
  const length = answerLength(r.answer);
  if (!all && length.words <= 150) continue;
  const list = length.isList
    ? ` (list: ${length.items} lines, ${length.prose} words of prose)`
    : "";
  console.log(
    `${String(length.words).padStart(4)} words${list} [${r.set} ${r.case.agent}] ${JSON.stringify(r.case.ask)}`,
  );
}

function summary(label: string, rows: typeof results) {
  const words = rows.map((r) => answerLength(r.answer).words).sort((a, b) => a - b);
  const median = words[Math.floor(words.length / 2)] ?? 0;
  const over = (n: number) => words.filter((w) => w > n).length;
  const overLimit = rows.filter((r) => tooLong(r.answer, wordLimitOf(r.case.agent))).length;
  console.log(
    `${label.padEnd(34)} ${String(rows.length).padStart(3)} answers: median ${median}, max ${words.at(-1)}, over 150: ${over(150)}, over 200: ${over(200)}, over the limit (lists excepted): ${overLimit}`,
  );
}
console.log("");
summary("all", results);
for (const agent of agents)
  summary(
    `  ${agent}`,
    results.filter((r) => r.case.agent === agent),
  );
summary(
  "evaluation questions",
  results.filter((r) => r.set === "evaluation"),
);
summary(
  "issue examples, four agents",
  results.filter((r) => r.set === "example"),
);
summary(
  "issue examples, chat",
  results.filter((r) => r.set === "example" && r.case.agent === "chat"),
);
