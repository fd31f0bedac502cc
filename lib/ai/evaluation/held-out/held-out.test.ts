/**
 * The held-out evaluation (./held-out.ts): written apart from the engine, scored apart from the
 * development set. The scores below are floors, not the goal: they are what the engine scored on
 * 27 November 2026, before any fix for the failures this set found, and a change may only raise
 * them. The goal is at least 90% of questions on topic, every lens keeping every hard constraint and
 * two lenses of three meeting the soft wishes; a new score counts only on a set written after the
 * fixes it measures.
 */
import { loadCatalog } from "../../../content/catalog";
import {
  answersQuestion,
  describeQuestion,
  describeRequest,
  heldOutQuestions,
  heldOutRequests,
  respectsRequest,
  runHeldOutChat,
  runHeldOutRecommendations,
} from "./held-out";

const catalog = loadCatalog();
const chat = runHeldOutChat(catalog);
const requests = runHeldOutRecommendations(catalog);

/**
 * Before any fix for this set's failures (27 November 2026): 133 questions, 30 lenses, 26 requests.
 * After the first round (law questions answered with the law; the traveler's papers, body and
 * health from the journal's guides; region, budget, dates and a safety score asked for filtering
 * every lens; the chat's "what do you have in ...?" read the same way): 164 questions, 99 of 111
 * lenses, 33 of 37 requests. Those figures are floors, not
 * claimed scores: this set found the classes they measure.
 */
const floors = { questions: 164, lensesKeepingHardConstraints: 99, requestsMeetingSoftWishes: 33 };

describe("the held-out evaluation", () => {
  it("holds at least 150 questions and 30 requests, each checkable against our own data", () => {
    expect(heldOutQuestions.length).toBeGreaterThanOrEqual(150);
    expect(heldOutRequests.length).toBeGreaterThanOrEqual(30);
    expect(new Set(heldOutQuestions.map((q) => q.id)).size).toBe(heldOutQuestions.length);
    for (const question of heldOutQuestions) {
      expect(question.must.length).toBeGreaterThan(0);
      for (const group of question.must) expect(group.length).toBeGreaterThan(0);
    }
    const ids = new Set(catalog.destinations.map((d) => d.id));
    for (const request of heldOutRequests) {
      expect(request.none_fit).toBe(request.hard.allowed.length === 0);
      for (const place of [...request.hard.allowed, ...request.soft.best]) {
        expect(ids.has(place) ? place : `${request.id}: unknown ${place}`).toBe(place);
      }
      for (const place of request.soft.best) expect(request.hard.allowed).toContain(place);
    }
  });

  it(`answers at least ${floors.questions} of the questions on topic`, () => {
    const answered = chat.filter(answersQuestion);
    const byClass = new Map<string, [number, number]>();
    for (const result of chat) {
      const counts = byClass.get(result.question.class) ?? [0, 0];
      byClass.set(result.question.class, [
        counts[0] + Number(answersQuestion(result)),
        counts[1] + 1,
      ]);
    }
    const report = [
      `held-out chat: ${answered.length} of ${chat.length} on topic`,
      [...byClass].map(([name, [yes, all]]) => `${name} ${yes}/${all}`).join(", "),
      ...chat.filter((result) => !answersQuestion(result)).map(describeQuestion),
    ].join("\n");
    expect({ answered: answered.length >= floors.questions, report }).toEqual({
      answered: true,
      report,
    });
  });

  it("keeps hard constraints and meets soft wishes at least as often as before", () => {
    const lenses = requests.flatMap((result) => result.lenses);
    const keeping = lenses.filter((lens) => lens.hard).length;
    const meeting = requests.filter(
      (result) => result.lenses.filter((lens) => lens.soft).length * 3 >= result.lenses.length * 2,
    ).length;
    const report = [
      `held-out recommendations: ${requests.filter(respectsRequest).length} of ${requests.length} respected in every lens; ` +
        `${keeping} of ${lenses.length} lenses keep every hard constraint; ` +
        `${meeting} of ${requests.length} requests have two lenses of three meeting the soft wishes`,
      ...requests.filter((result) => !respectsRequest(result)).map(describeRequest),
    ].join("\n");
    expect({
      keeping: keeping >= floors.lensesKeepingHardConstraints,
      meeting: meeting >= floors.requestsMeetingSoftWishes,
      report,
    }).toEqual({ keeping: true, meeting: true, report });
  });
});
