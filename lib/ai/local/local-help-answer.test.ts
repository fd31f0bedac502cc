/**
 * Asked who to call somewhere a package goes, the chat gives that country's emergency numbers and
 * LGBTQ+ lines from the local-help file, each with the page that confirms it, before anything
 * else; where we hold no verified numbers it gives none.
 */
import { getLocalHelp } from "../../content/local-help";
import { catalog, chat, compare, plan, research } from "../../test-support/local-engine";

const help = getLocalHelp().countries;
/** Our own 24/7 line, as every answer to someone in danger gives it after the local numbers. */
const line = `Our emergency line, ${catalog.site.contact.emergency_phone}, is answered 24 hours a day`;

describe("who to call", () => {
  it("answers 'same in Tallinn?' after the emergency number in Mykonos with Estonia's", () => {
    const answer = chat("same in tallinn?", ["what's the emergency number in mykonos?"]);
    expect(answer).toMatch(/^In Estonia, call 112/);
    // And the next short follow-up too.
    expect(
      chat("and in Berlin?", ["What's the emergency number in Copenhagen?", "same in Tallinn?"]),
    ).toMatch(/^In Germany, call 112/);
    // Asked of a place's safety, "and Tallinn?" is still its safety: "is Tallinn safe?", answered
    // with its verdict.
    expect(chat("and tallinn?", ["is mykonos safe?"])).toMatch(
      /^Mostly yes, with some care: Tallinn scores/,
    );
  });

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

  it("gives Canada's crisis line to someone in crisis in Montreal", () => {
    const line = help.get("CA")!.help.find((entry) => !entry.lgbtq && entry.phone === "988")!;
    expect(chat("i'm in montreal and feeling suicidal, who can i call")).toMatch(
      new RegExp(`^In Canada, for someone in crisis: ${line.name}: `),
    );
  });

  it('reads "the us" and "the uk" written in small letters as the countries', () => {
    const trans = help.get("US")!.help.find((entry) => entry.lgbtq && entry.phone)!;
    expect(
      chat("is there an lgbt helpline in the us?").startsWith(
        `LGBTQ+ help in the United States: ${trans.name}, ${trans.phone}`,
      ),
    ).toBe(true);
    // No package passes through the United Kingdom: no number, and that said first.
    expect(help.has("GB")).toBe(false);
    const uk = chat("lgbt hotline in the uk?");
    expect(
      uk.startsWith("We hold no checked emergency or help line numbers for the United Kingdom"),
    ).toBe(true);
    expect(uk).not.toMatch(/\bcall \d/);
  });

  it("gives no number for a country whose numbers we have not confirmed, and says so", () => {
    expect(help.has("JP")).toBe(false);
    const answer = chat("what's the emergency number in japan");
    expect(answer).not.toMatch(/\bcall \d/);
    expect(
      answer.startsWith("We hold no checked emergency or help line numbers for Japan yet"),
    ).toBe(true);
  });

  it("gives someone in crisis or danger what to call first, never a list of destinations", () => {
    for (const asked of [
      "i need help, im scared and alone in my hotel room and thinking of hurting myself",
      "i want to kill myself",
      "I'm in crisis",
      "is there a suicide hotline",
    ]) {
      const answer = chat(asked);
      expect(
        answer.startsWith("If you are in danger right now, call the local emergency number first."),
      ).toBe(true);
      expect(answer).toContain(line);
      expect(answer).not.toMatch(/Queer Safety Index|don't have that/);
    }
    // Said in crisis without a place: the crisis lines we hold, each with its country.
    expect(chat("i want to kill myself")).toMatch(
      /in the United States, 988 Suicide & Crisis Lifeline/,
    );
    // In danger somewhere a package goes: that country's numbers first, then ours.
    const threatened = chat("someone is threatening me at my hotel in cape town, what do I do");
    expect(
      threatened.startsWith(`In South Africa, call ${help.get("ZA")!.emergency[0]!.number}`),
    ).toBe(true);
    expect(threatened).toContain(line);
    expect(threatened).not.toMatch(/per person/);
    expect(chat("i got arrested in bangkok for being gay what do i do")).toMatch(
      /^In Thailand, call /,
    );
  });

  it("gives a line asked for by name where we hold it, and says so where we do not", () => {
    const lifelines = chat("trans lifeline number?");
    for (const code of ["US", "CA"]) {
      const entry = help.get(code)!.help.find((e) => e.name.startsWith("Trans Lifeline"))!;
      expect(lifelines).toContain(entry.phone!);
    }
    const trevor = chat("what's the phone number for the trevor project");
    expect(trevor).toMatch(/^We hold no checked number for that line/);
    expect(trevor).not.toContain(catalog.site.contact.phone);
  });

  it("answers someone in crisis or danger first whichever assistant they ask", () => {
    const thai = `In Thailand, call ${help.get("TH")!.emergency[0]!.number}`;
    const answers = [
      plan("Bangkok", "honestly i want to kill myself, nothing matters", {
        duration: 5,
        interests: "food",
      }),
      research("Bangkok", "someone is following me back to my hotel, what do i do"),
      compare("Bangkok", "i was just arrested, please help"),
    ];
    for (const answer of answers) {
      // The country of the destination asked about gives its numbers; then ours.
      expect(answer.startsWith(thai)).toBe(true);
      expect(answer).toContain(line);
      expect(answer).not.toMatch(/Queer Safety Index|per person|Day 1/);
    }
    // Without a message, or with an ordinary one, each assistant does its own work.
    expect(research("Bangkok", "is it safe for a trans woman?")).not.toContain(line);
  });

  it("hears danger however it is said: to a partner, to the body, at the door, or only 'help'", () => {
    for (const [asked, first] of [
      ["we've been attacked in mykonos, my boyfriend is unconscious", /^In Greece, call 112/],
      [
        "my friend overdosed in our hotel in Amsterdam, not breathing",
        /^In the Netherlands, call 112/,
      ],
      ["someone spiked my drink in bangkok", /^In Thailand, call /],
      [
        "someone is outside my hotel room door in Mexico City banging and shouting slurs",
        /^In Mexico, call 911/,
      ],
      [
        "my partner hit me and took my passport, we are in tel aviv",
        /^If you are in danger right now/,
      ],
      ["I was raped", /^If you are in danger right now/],
      ["help", /^If you are in danger right now/],
      ["I'm having a panic attack at Heathrow", /^If you are in danger right now/],
    ] as const) {
      const answer = chat(asked);
      expect([asked, first.test(answer)]).toEqual([asked, true]);
      expect(answer).toContain(line);
    }
    // Words that are other things too are not danger without "was", "got" or "been".
    for (const asked of [
      "what hit shows are on in london",
      "is berlin safe, i read someone was attacked there",
    ])
      expect(chat(asked)).not.toContain(line);
  });
});
