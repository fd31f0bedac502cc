/** Chat answers say each fact once, offer an alternative in one line, and quote only what is asked. */
import { loadCatalog } from "../../content/catalog";
import { findCountryBaseline } from "../../content/world-baseline";
import { repeats } from "../knowledge/text";
import { understandQuestion } from "../understanding/question";
import { marriageLine } from "./country-baseline";
import { createLocalEngine } from "./engine";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const chat = (message: string) => engine.chat({ message, context: { previous_messages: [] } }).text;

describe("a package offered instead of the place asked about", () => {
  it("is one line with its days, price and link, without its inclusions", () => {
    const text = chat("Is Jamaica ok for two men on honeymoon?");
    expect(text).toMatch(/^Warning: Jamaica criminalises/);
    expect(text).toContain(
      "Instead, we offer the Cape Winelands Honeymoon: 9 days in Cape Town, $14,800 per person, /packages#cape-winelands-honeymoon.",
    );
    expect(text).not.toContain("Included:");
    expect(text).not.toContain("costs $14,800");
  });

  it("is still answered in full when it is the package asked about", () => {
    expect(chat("What's included in the Cape Winelands Honeymoon?")).toContain("Included:");
  });
});

describe("each fact once", () => {
  it("says the couples' law once, not again in the source's note", () => {
    const line = marriageLine(findCountryBaseline("Jamaica")!);
    expect(line.match(/marriage/g)).toHaveLength(1);
  });

  it("keeps a short note that differs in one word, and a note that adds a fact", () => {
    const gender = "legal gender can be changed, with requirements; an X marker is available.";
    expect(repeats(gender, "A third-gender 'O' marker is available on passports.")).toBe(false);
    expect(repeats("same-sex couples can marry since 2022.", "Nationwide since 2022.")).toBe(false);
  });

  it("does not quote the Terms' deposit sentence after the booking step's own rule", () => {
    const text = chat("When is the balance due?");
    expect(text).toContain("the balance 30 days before departure");
    expect(text).toContain("- Balance: due 30 days before travel.");
    expect(text).not.toContain("is reserved with a deposit of 25% of the total");
  });

  it("lists a package's inclusions only when asked what it holds", () => {
    const route = chat("the grand tour by charter jet, which countries does it pass through?");
    expect(route).toContain("The route passes through");
    expect(route).not.toContain("Included:");
  });
});

describe("a document that says who travels", () => {
  const asked = (message: string) => {
    const u = understandQuestion(catalog, message);
    return { concerns: [...u.concerns], topics: u.topics.map((t) => t.id) };
  };

  it("makes a non-binary traveler's safety question, not a documents question", () => {
    const u = asked("How safe is Reykjavik for a non-binary person with an X passport?");
    expect(u.concerns).toContain("safety");
    expect(u.concerns).not.toContain("documents");
    expect(u.topics).toEqual([]);
    expect(chat("How safe is Reykjavik for a non-binary person with an X passport?")).not.toContain(
      "Travel Documents",
    );
  });

  it("leaves a question about documents, validity or markers a documents question", () => {
    for (const question of [
      "What documents do I need with an X passport?",
      "How long must my passport be valid?",
      "My passport has a different gender marker",
    ])
      expect(asked(question).topics).toContain("documents");
  });
});
