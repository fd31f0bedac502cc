/**
 * A question that names one of our documents is answered from the section of that document that
 * answers the rest of it, quoted with its link.
 */
import { loadCatalog } from "../../content/catalog";
import { sectionLabel } from "../knowledge/legal";
import { createLocalEngine } from "./engine";
import { namedPolicyAnswer } from "./named-policy";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const chat = (message: string) => engine.chat({ message, context: { previous_messages: [] } }).text;

describe("a question that names one of our documents", () => {
  it("quotes the section of that document that answers it", () => {
    const answer = namedPolicyAnswer(
      catalog,
      "the client agreement - do you call before departure?",
    )!;
    expect(sectionLabel(answer.section)).toBe(
      "Client Agreement, section 12 (Support Before and During Your Trip)",
    );
    expect(answer.text).toMatch(/48 hours before/);
    expect(chat("the client agreement - do you call before departure?")).toMatch(
      /^From our Client Agreement, section 12/,
    );
  });

  it("tells the staff code from the travelers' code", () => {
    expect(
      namedPolicyAnswer(catalog, "what does the staff code of conduct say about pronouns")!.section
        .slug,
    ).toBe("staff-conduct");
    expect(
      namedPolicyAnswer(catalog, "what does the code of conduct say about photos")!.section.slug,
    ).toBe("traveler-conduct");
  });

  it("leaves a question that names no document, or asks nothing of it, to the other answers", () => {
    expect(namedPolicyAnswer(catalog, "can i cancel my trip?")).toBeUndefined();
    expect(namedPolicyAnswer(catalog, "where is your privacy policy")).toBeUndefined();
  });
});
