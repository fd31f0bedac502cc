/**
 * When an event happens is answered with the line that dates it: the events we list with their
 * source, a destination's highlight or record, a journal section; a "when" that names no event,
 * or names one too common to tell apart, is left to the other answers.
 */
import { loadCatalog } from "../../content/catalog";
import { createLocalEngine } from "./engine";
import { eventDateAnswer } from "./event-dates";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const chat = (message: string) => engine.chat({ message, context: { previous_messages: [] } }).text;
const highlight = (id: string, holds: RegExp) =>
  catalog.destinations.find((d) => d.id === id)!.highlights.find((h) => holds.test(h))!;

describe("when an event happens", () => {
  it("gives a listed event's place and dates with the page that confirms them", () => {
    const [event] = catalog.events;
    expect(event).toBeDefined();
    expect(chat(`when and where is ${event!.name.toLowerCase()}?`)).toMatch(
      new RegExp(
        `^${event!.name}: ${event!.location}, .*\\(${event!.dates_source.label.slice(0, 20)}`,
      ),
    );
  });

  it("says where an event is held, asked 'where' or 'which city', from the same line", () => {
    const [event] = catalog.events;
    expect(chat(`where is ${event!.name.toLowerCase()}?`)).toMatch(
      new RegExp(`^${event!.name}: ${event!.location}, `),
    );
    // A package that shares one word with the event ("Baltic") does not take the question; the
    // section's date said in three words ("Usually in June.") comes with the sentence after it.
    expect(chat("which city hosted baltic pride in 2025")).toMatch(
      /^From our journal, .*Baltic Pride: .*Usually in June\. Baltic Pride rotates .*Vilnius in 2025/,
    );
  });

  it("takes 'in march' for the month, not a Pride march", () => {
    const answer = chat("when does the iceland trip leave in march");
    expect(answer).toMatch(/^The Iceland Northern Lights departs on .*March \d+, 20\d\d/);
    expect(answer).not.toContain("From our journal");
  });

  it("dates a destination's event by its highlight, before its scores", () => {
    const pride = highlight("puerto-vallarta", /Vallarta Pride/);
    expect(chat("what month is vallarta pride?")).toBe(
      `${pride.replace(/\.$/, "")} (Puerto Vallarta, /destinations/puerto-vallarta).`,
    );
    expect(chat("when is modernism week in palm springs")).toContain(
      highlight("palm-springs", /Modernism Week/).replace(/\.$/, ""),
    );
  });

  it("dates an event only the journal covers by the section that names it", () => {
    expect(chat("aspen gay ski week is when usually?")).toMatch(
      /^From our journal, "Winter Prides: .*Aspen Gay Ski Week, Colorado: Usually held in mid-January/,
    );
  });

  it("leaves a when that names no event, or too common a one, to the other answers", () => {
    expect(eventDateAnswer(catalog, "when was the red house in ximending built")).toBeUndefined();
    expect(
      eventDateAnswer(catalog, "will they test me for hiv when i visit canada?"),
    ).toBeUndefined();
    expect(eventDateAnswer(catalog, "when is pride?")).toBeUndefined();
    // A law's year is the law's answer, a due date the policy's.
    expect(chat("when did denmark first recognise same sex couples")).toMatch(/1989/);
    expect(chat("when is the balance due")).not.toMatch(/^From our journal/);
  });
});
