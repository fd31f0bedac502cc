/**
 * What the assistants say of a country's law, as a traveler reads it: the current law first, the
 * law on being out there, honest dates on every claim, and answers within the chat's length.
 */
import { loadCatalog } from "../../content/catalog";
import { listCountryBaselines } from "../../content/world-baseline";
import { CHAT_WORD_LIMIT, tooLong, WORD_LIMIT } from "../knowledge/length";
import { copyContent, criminaliseInCopy } from "../../safety/test-content";
import { createLocalEngine } from "./engine";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const chat = (message: string, previous: string[] = []) =>
  engine.chat({
    message,
    context: {
      previous_messages: previous.map((content, i) => ({
        id: String(i),
        type: "user" as const,
        content,
        timestamp: "2026-11-25T12:00:00Z",
      })),
    },
  }).text;
const safety = (message: string, destination = "Barcelona") =>
  engine.researchSafety({ agent_type: "safety_research", message, data: { destination } }).text;
const paragraphs = (text: string) => text.split("\n\n");

/** The countries where we plan no trip: their answers come from the world baseline alone. */
const uncovered = listCountryBaselines().filter(
  (country) => !catalog.destinations.some((d) => d.country === country.name),
);

describe("the law of a country we don't cover", () => {
  it("warns that Niger's 2026 penal code makes same-sex relations a crime", () => {
    const answer = chat("Is Niger safe for a gay couple?");
    expect(paragraphs(answer)[0]).toMatch(
      /^Warning: Niger criminalises same-sex relations, and the maximum penalty is prison \(5 to 10 years/,
    );
    expect(answer).toContain("A new penal code announced by the military government in 2026");
    // Compiled, and said so: no page that counts has been read for it.
    expect(answer).toMatch(
      /compiled from our editors' notes on [A-Z][a-z]+ \d+, 2026; not yet re-checked/,
    );
    expect(answer).not.toMatch(/legal in Niger/);
  });

  it("gives the state of the law right after the warning: Trinidad and Tobago's appeal is pending", () => {
    const [warning, state] = paragraphs(chat("Is Trinidad safe for a gay man?"));
    expect(warning).toMatch(/up to 5 years/);
    expect(warning).not.toMatch(/25 years/);
    expect(state).toMatch(/Court of Appeal restored them on March 25, 2025/);
    expect(state).toMatch(/Privy Council is pending/);
  });

  it("answers a question on the penalty with the warning first, not an article about elsewhere", () => {
    for (const [question, country] of [
      ["What is the penalty for same-sex relations in Senegal now?", "Senegal"],
      ["what's the punishment for being gay in Jamaica", "Jamaica"],
    ] as const) {
      const answer = chat(question);
      expect(answer.startsWith(`Warning: ${country} criminalises same-sex relations`)).toBe(true);
      expect(answer).not.toMatch(/From our journal/);
    }
  });

  it("answers a name two countries share for both, each by its full name", () => {
    const congo = chat("Is Congo safe for gay travelers?");
    expect(congo).toMatch(/legal in the Democratic Republic of the Congo\./);
    expect(congo).toMatch(/legal in the Republic of the Congo\./);
    // Beside the other country, the Democratic Republic's restriction on expression is shortened,
    // never left out, and names its country.
    expect(congo).toContain(
      "Expression in the Democratic Republic of the Congo: In June 2024 the justice minister ordered prosecutors to pursue people who 'promote' homosexuality",
    );
    // Named in full, each is one country.
    expect(chat("Is the DRC safe for a gay couple?")).not.toMatch(
      /(?<!Democratic )Republic of the Congo/,
    );
    expect(chat("Is it safe to go to Brazzaville?")).not.toMatch(/Democratic Republic/);
  });

  it("keeps a law on expression in an answer with little room, in a few words with its source", () => {
    // Mali's law on 'promotion' is named after the warning and the state of the law, with its source.
    const mali = chat("Is Mali safe for a lesbian couple?");
    expect(mali).toMatch(
      /Be careful: Mali has a law against LGBTQ\+ "propaganda"\.(?: [^\n]*)? \(.+[;,] read November \d+, 2026\)$/m,
    );
    // Senegal's 'promotion' offence is in the law passed in March 2026, which no page read says was
    // signed: the answer gives no ban in force, and the authorities' practice, with its source.
    const senegal = chat("Is Senegal safe for a lesbian couple?");
    expect(senegal).not.toMatch(/law against LGBTQ\+ "propaganda"/);
    expect(senegal).toMatch(
      /^Expression: (Senegal restricts LGBTQ\+ expression\. )?No law in force names LGBTQ\+ expression, but police have arrested men .* \(.+; read November \d+, 2026\)$/m,
    );
    expect(senegal).toMatch(/awaited the president's signature/);
    expect(senegal).not.toMatch(/Pride marches/);
    // Myanmar's restriction has no name of its own: the first sentence of its text says it.
    const myanmar = chat("Is Myanmar safe for gay travelers?");
    expect(myanmar).toMatch(/Expression: The military government bans LGBTQ\+ books as 'obscene'/);
    for (const answer of [mali, senegal, myanmar])
      expect(tooLong(answer, CHAT_WORD_LIMIT)).toBeUndefined();
  });

  it("names a propaganda ban right after the law, asked whether it is safe or about being out", () => {
    const kazakhstan = chat("Is Kazakhstan safe for LGBTQ travelers?");
    expect(kazakhstan).toMatch(/Same-sex relations are legal in Kazakhstan \(since 1998\)/);
    expect(kazakhstan).toContain('Be careful: Kazakhstan has a law against LGBTQ+ "propaganda".');
    expect(kazakhstan).toMatch(/up to 10 days' detention/);
    // Asked about holding hands, the expression law is the direct answer, before anything else.
    const moscow = safety("can we hold hands in Moscow?");
    expect(moscow).toMatch(/^Be careful: Russia bans LGBTQ\+ "propaganda" and Pride marches\./);
    const bulgaria = chat("Is Sofia safe for queer travelers?");
    expect(bulgaria).toMatch(/schools and preschools may not promote/);
  });

  it("dates a checked claim by the page read and a compiled one as compiled, never 'as of'", () => {
    expect(chat("Is Senegal safe for gay travelers?")).toMatch(
      /\(Dakaractu, published March 11, 2026; read November 25, 2026\)/,
    );
    // Macau's year of decriminalisation is still compiled (Nov 28, 2026), as are Niger's criminalisation
    // and expression claims; Argentina's, Bulgaria's and Equatorial Guinea's were checked that day.
    expect(chat("is it legal to be gay in Macau?")).toContain(
      "(compiled from ILGA World Database on November 25, 2026; not yet re-checked)",
    );
    for (const country of uncovered) {
      expect([country.code, chat(`Is ${country.name} safe?`)]).not.toEqual([
        country.code,
        expect.stringMatching(/as of [A-Z][a-z]+ \d/),
      ]);
      expect([country.code, safety(country.name)]).not.toEqual([
        country.code,
        expect.stringMatching(/as of [A-Z][a-z]+ \d/),
      ]);
    }
  });

  it("says where each claim comes from when asked", () => {
    const answer = chat("where is that from?", ["Is Niger safe for LGBT travelers?"]);
    expect(answer).toContain(
      "Our sources for Niger: we compiled this entry on November 24, 2026 and compared it with stored copies of its sources on November 28, 2026.",
    );
    // No page that counts states the 2026 code's penalty, so the criminal law is shown as compiled.
    expect(answer).toMatch(
      /^- Criminal law: compiled from our editors' notes on November 25, 2026; not yet re-checked/m,
    );
    expect(answer).toMatch(
      /^- Couples: compiled from Equaldex on November 24, 2026; not yet re-checked/m,
    );
  });

  it("compares two countries we don't cover on the law alone, after the warning", () => {
    const [warning, direct] = paragraphs(chat("Which is safer for us, Senegal or Namibia?"));
    expect(warning).toMatch(/^Warning: Senegal criminalises/);
    expect(direct).toBe(
      "On the law alone, Namibia is the safer of the two: same-sex relations are legal there, while Senegal criminalises them.",
    );
  });

  it("keeps every country's answer within the chat's length, and the safety report within its own", () => {
    for (const country of uncovered) {
      for (const ask of [`Is ${country.name} safe for a gay couple?`, `${country.name}?`]) {
        expect([ask, tooLong(chat(ask), CHAT_WORD_LIMIT)]).toEqual([ask, undefined]);
      }
      expect([country.code, tooLong(safety(`Is ${country.name} safe?`), WORD_LIMIT)]).toEqual([
        country.code,
        undefined,
      ]);
    }
  });

  it("takes the US Virgin Islands for themselves, not for the United States", () => {
    const answer = chat("Is US Virgin Islands safe for a gay couple?");
    expect(answer).toMatch(/^Same-sex relations are legal in the US Virgin Islands \(since 1985\)/);
    expect(answer).not.toContain("New York City");
  });

  it("answers about Greenland without quoting the sustainability policy", () => {
    expect(chat("Is Greenland safe for a gay couple?")).not.toContain("Sustainable Travel Policy");
  });
});

describe("a destination's safety report", () => {
  it("says which destination it answers for when the question names none", () => {
    expect(safety("Is it safe for me as a trans woman?")).toMatch(
      /^This answers for Barcelona, the destination your question was sent for; /,
    );
    expect(safety("Is Barcelona safe for me as a trans woman?")).not.toMatch(/^This answers/);
  });

  it("warns first about another country named on the same trip", () => {
    const answer = safety(
      "Bangkok then a week in Myanmar as a trans woman - any trouble with police?",
      "Bangkok",
    );
    expect(answer).toMatch(/^Warning: Myanmar criminalises same-sex relations/);
    expect(answer).toMatch(/'disguise' laws to harass LGBTQ\+ people, especially trans women/);
    expect(answer).toContain("Bangkok, Thailand: ");
    expect(tooLong(answer, WORD_LIMIT)).toBeUndefined();
  });

  it("dates each source by the day it was read, and the survey by its year", () => {
    const answer = safety("", "Mykonos");
    expect(answer).toMatch(/- ILGA-Europe Rainbow Map 2026 – Greece \(read November 22, 2026\)/);
    expect(answer).toMatch(/\(survey of 2024\)/);
    expect(answer).not.toMatch(/as of/);
  });
});

describe("a destination whose country criminalises", () => {
  it("gives the crime as the reason for its capped score, not its safety level", () => {
    const copy = copyContent();
    try {
      criminaliseInCopy(copy, "TH", "up to 10 years");
      copy.edit<{ indicators: Record<string, Record<string, unknown>> }>(
        "safety/bangkok.json",
        (file) => {
          file.indicators.decriminalised = {
            ...file.indicators.decriminalised,
            status: "no",
            since: 2026,
            detail: "A new penal code punishes consensual same-sex relations.",
          };
        },
      );
      const { catalog: copied } = copy.load();
      const answer = createLocalEngine(() => copied).chat({
        message: "Is Bangkok safe for a gay couple?",
        context: { previous_messages: [] },
      }).text;
      expect(answer).toMatch(
        /With great caution for a gay couple: Bangkok scores 1\/5 overall on our Queer Safety Index, mainly because same-sex relations are a crime there, which caps the score\./,
      );
      expect(answer).not.toMatch(/mainly because we rate/);
    } finally {
      copy.remove();
    }
  });
});
