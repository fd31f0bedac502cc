/**
 * The assistants' evaluation: realistic questions against the local engine, each with the facts its
 * answer must hold. At least 90% must be on topic; every failure is printed with its answer.
 */
import { loadCatalog } from "../../content/catalog";
import { evaluationCases } from "./questions";
import { describeFailure, isOnTopic, runEvaluation } from "./run";
import { tripCases } from "./trip-questions";
import { worldLawCases } from "./world-law-questions";

const catalog = loadCatalog();
/**
 * Our own questions, and the held-out ones written apart from the engine: the world baseline's law,
 * and trips through several countries.
 */
const cases = [...evaluationCases(catalog), ...worldLawCases(), ...tripCases()];
const results = runEvaluation(catalog, cases);
const failures = results.filter((r) => !isOnTopic(r));

describe("the assistants' evaluation", () => {
  it("names every country of a trip with its law, and says no plain yes to a trip through a crime", () => {
    const trips = results.filter((r) => tripCases().some((c) => c.ask === r.case.ask));
    expect(trips.filter((r) => !isOnTopic(r)).map(describeFailure)).toEqual([]);
  });

  it("holds at least 80 questions, each with a fact to check", () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
    for (const c of cases) expect(c.facts.length).toBeGreaterThan(0);
  });

  /**
   * The goal is 90%; this floor is what the engine scores now (136 of 137 on November 28, 2026), so
   * a change that loses a question fails here instead of passing under the goal. Raise it with them.
   */
  const floor = 136;

  it(`answers at least 90% of them on topic, and no fewer than ${floor}`, () => {
    const onTopic = results.length - failures.length;
    const share = onTopic / results.length;
    const report = [
      `${onTopic} of ${results.length} on topic (${(share * 100).toFixed(1)}%)`,
      ...failures.map(describeFailure),
    ].join("\n\n");
    if (failures.length > 0) console.log(report);
    expect({ share: share >= 0.9, floor: onTopic >= floor, report }).toEqual({
      share: true,
      floor: true,
      report,
    });
  });

  it("warns first about Dubai, Jamaica and Uganda, from the chat and the safety research agent", () => {
    const warned = results.filter(
      (r) =>
        (r.case.agent === "chat" || r.case.agent === "safety_research") &&
        /^Warning: (The United Arab Emirates|Jamaica|Uganda) criminalises/.test(r.answer),
    );
    const seen = new Set(
      warned.map(
        (r) => `${r.case.agent} ${/United Arab Emirates|Jamaica|Uganda/.exec(r.answer)![0]}`,
      ),
    );
    expect([...seen].sort()).toEqual(
      [
        "chat Jamaica",
        "chat Uganda",
        "chat United Arab Emirates",
        "safety_research Jamaica",
        "safety_research Uganda",
        "safety_research United Arab Emirates",
      ].sort(),
    );
  });
});
