/**
 * Asked who to call somewhere a package goes, the chat gives that country's emergency numbers and
 * LGBTQ+ lines from the local-help file, each with the page that confirms it, before anything
 * else; where we hold no verified numbers it gives none.
 */
import { loadCatalog } from "../../content/catalog";
import { getLocalHelp } from "../../content/local-help";
import { createLocalEngine } from "./engine";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const chat = (message: string) => engine.chat({ message, context: { previous_messages: [] } }).text;
const help = getLocalHelp().countries;

describe("who to call", () => {
  it("answers with the country's emergency number and its source, first", () => {
    const greece = help.get("GR")!.emergency[0]!;
    const answer = chat("whats the emergency number in mykonos");
    expect(answer.startsWith(`In Greece, call ${greece.number}: ${greece.what} (`)).toBe(true);
    expect(answer.split("\n")[0]).toMatch(/read November \d+, 2026\)\.$/);
    // The agency's own emergency line is quoted after the country's numbers, not instead of them.
    expect(answer.indexOf("+1 (603) 555-0199")).toBeGreaterThan(answer.indexOf("call 112"));
  });

  it("puts the LGBTQ+ line first when one is asked for, and no safety verdict before it", () => {
    const triangle = help.get("ZA")!.help.find((line) => line.lgbtq && line.phone)!;
    const answer = chat("is there an lgbt helpline in cape town");
    expect(
      answer.startsWith(`LGBTQ+ help in South Africa: ${triangle.name}, ${triangle.phone}`),
    ).toBe(true);
    expect(chat("who do i call if something happens in bangkok")).not.toMatch(/Queer Safety Index/);
  });

  it("gives someone in crisis the country's crisis line first, whoever it serves, and nothing else before it", () => {
    const lifeline = help.get("US")!.help.find((entry) => !entry.lgbtq && entry.phone)!;
    for (const asked of [
      "i'm feeling suicidal in san francisco, what number",
      "crisis line in provincetown?",
    ]) {
      const answer = chat(asked);
      expect(
        answer.startsWith(`In the United States, for someone in crisis: ${lifeline.name}: `),
      ).toBe(true);
      expect(answer).toContain("call 911");
      expect(answer).not.toContain("From our journal");
    }
    // Asked for the emergency number, the crisis line does not come first.
    expect(
      chat("emergency number in provincetown").startsWith("In the United States, call 911"),
    ).toBe(true);
  });

  it("says a line's number once where its name holds it", () => {
    const line = help.get("GR")!.help.find((entry) => entry.lgbtq && entry.phone)!;
    expect(line.name).toContain(line.phone!);
    const answer = chat("is there an lgbt helpline in mykonos");
    expect(answer.startsWith(`LGBTQ+ help in Greece: ${line.name}: `)).toBe(true);
    expect(answer.split(line.phone!)).toHaveLength(2);
  });

  it("names an LGBTQ+ service confirmed without its number, with the page that says how to reach it", () => {
    const counselling = help.get("DK")!.help.find((line) => line.lgbtq)!;
    expect(counselling.phone).toBeUndefined();
    const answer = chat("who can i call for lgbtq+ help in copenhagen?");
    expect(
      answer.startsWith(`LGBTQ+ help in Denmark: ${counselling.name}: ${counselling.what} (`),
    ).toBe(true);
    expect(answer.split("\n")[0]).toContain(counselling.sources[0]!.url);
  });

  it("gives no number for a country whose numbers we have not confirmed", () => {
    expect(help.has("JP")).toBe(false);
    expect(chat("what's the emergency number in japan")).not.toMatch(/\bcall \d/);
  });
});
