/**
 * How far ahead to book is answered from the destination's record where it says how soon it books
 * up, and from the journal's booking timeline under the heading that gives the time frame, not
 * with the terms' booking steps.
 */
import { loadCatalog } from "../../content/catalog";
import { createLocalEngine } from "./engine";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const chat = (message: string) => engine.chat({ message, context: { previous_messages: [] } }).text;

describe("how far ahead to book", () => {
  it("gives the journal's time frame for a trip asked about", () => {
    const answer = chat("how far ahead do i need to book antarctica");
    expect(answer).toMatch(
      /^From our journal, "When to Book: A Timeline for a Luxury Trip" \(\/blog\/when-to-book-a-luxury-trip\), under "Eighteen to twelve months out": Antarctic/,
    );
    expect(answer).not.toMatch(/Terms of Service/);
  });

  it("gives the timeline's own summary to the question asked in general, not the booking steps", () => {
    const answer = chat("How far in advance should I book?");
    expect(answer).toMatch(
      /^From our journal, "When to Book: A Timeline for a Luxury Trip" \(\/blog\/when-to-book-a-luxury-trip\): Eighteen months for Antarctica, a year for a yacht in August, a few months for a city in spring\./,
    );
    expect(answer).not.toMatch(/Terms of Service/);
  });

  it("leads with the destination's own word on how soon its rooms go", () => {
    const sentence = catalog.safety
      .get("provincetown")!
      .notes.split(/(?<=\.)\s+/)
      .find((s) => /a year ahead/.test(s))!;
    expect(chat("how far in advance do ppl book rooms for provincetown carnival")).toMatch(
      new RegExp(`^From Provincetown's record: ${sentence.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
  });

  it("quotes the article's own word on booking what the question names, before the timeline", () => {
    expect(
      chat("thinking about european snow pride in march - by when should we book rooms?"),
    ).toMatch(
      /^From our journal, "Winter Prides[^"]*" \(\/blog\/winter-prides-ski-weeks\): For January events we like to confirm rooms by early autumn; for March, by November at the latest\./,
    );
    expect(chat("how far in advance should we book our honeymoon")).toContain(
      "start nine to twelve months ahead",
    );
  });

  it("reads 'how far in advance for…' alone as how far ahead to book, from a sentence about booking", () => {
    const answer = chat("how far in advance for sydney mardi gras");
    expect(answer).toContain("rooms held six to nine months ahead");
    expect(answer).not.toContain("register months in advance");
  });

  it("leaves a question that does not ask how soon to its own answer", () => {
    expect(chat("how do i book the antarctic cruise")).not.toMatch(/When to Book/);
    // How soon to act is not how soon to book.
    expect(chat("how soon must you start PEP after an exposure")).not.toMatch(/When to Book/);
  });

  it("reads 'by when should we have rooms sorted', 'lock in', 'start planning' as how far ahead", () => {
    for (const question of [
      "we want to go to european snow pride in tignes in march — by when should we have rooms sorted?",
      "when should i lock in rooms for snow pride in tignes in march?",
    ])
      expect(chat(question)).toContain("for March, by November at the latest");
    expect(
      chat("8 of us want a villa for someone's 40th next august. when should we start planning?"),
    ).toContain("villas with the views are often committed a year ahead");
    // When the trip is ("next year") names nothing booked: the honeymoon is what the sentence names.
    expect(
      chat("we're getting married next year, how early should we book the honeymoon?"),
    ).toMatch(
      /^From our journal, "Planning a Same-Sex Honeymoon[^"]*" .*start nine to twelve months ahead/,
    );
  });
});
