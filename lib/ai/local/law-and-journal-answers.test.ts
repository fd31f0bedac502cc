/**
 * A question about a place's law is answered with that law, its source and the day the source was
 * read, before any score; a question about the traveler's own papers, body or health with no place
 * named is answered from the journal's guide on it before any policy.
 */
import { loadCatalog } from "../../content/catalog";
import { createLocalEngine } from "./engine";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const ask = (message: string) => engine.chat({ message, context: { previous_messages: [] } }).text;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("law questions", () => {
  it("answer with the law and its dated source before any score", () => {
    const answer = ask("can we get married in lisbon?");
    expect(answer).toMatch(/^Marriage or partnership \(Portugal\): yes\. .*2010/);
    // Dated by the day the page was read, as every claim is, never "as of".
    expect(answer).toMatch(/\(Equaldex[^)]*, read [A-Z][a-z]+ \d{1,2}, \d{4}\)/);
    expect(answer).not.toMatch(/as of/);
    expect(answer.indexOf("read ")).toBeLessThan(answer.indexOf("scores"));
    expect(answer).toContain("/destinations/lisbon");
  });

  it("add whether a marriage made elsewhere counts where two people cannot marry", () => {
    const answer = ask("me and my gf want to get married in tel aviv, can we do that?");
    expect(answer).toMatch(/^Marriage or partnership \(Israel\): partly\. .*cannot marry/);
    expect(answer).toContain("Foreign marriages recognized (Israel)");
  });

  it("find a country written in lower case, though a link in the journal names it", () => {
    expect(ask("since when is homosexuality legal in iceland")).toMatch(
      /^Same-sex relations legal \(Iceland\): yes\. .*1940/,
    );
  });

  it("asked with whether it is safe, give the law, then the verdict and scores once", () => {
    const answer = ask("is it safe for a gay couple in Tallinn and can we marry there?");
    expect(answer).toMatch(/^Marriage or partnership \(Estonia\): yes\./);
    expect(answer.match(/scores 3\.8\/5 overall/g)).toHaveLength(1);
    expect(answer.match(/Family Law Act/g)).toHaveLength(1);
    expect(words(answer)).toBeLessThanOrEqual(180);
  });
});

describe("questions the journal's guides answer", () => {
  it("quote the guide's sentences and its address, without a list of destinations", () => {
    const answer = ask("airport body scanners freak me out (trans). tips?");
    expect(answer).toMatch(
      /^From our journal, "Traveling as a Trans or Non-Binary Person[^"]*" \(\/blog\/trans-nonbinary-travel-safety-guide\): /,
    );
    expect(answer).toContain("private screening");
    expect(answer).not.toContain("The highest-rated");
  });

  it("still list destinations when the visitor asks where to go", () => {
    expect(ask("which destinations are safest for a trans traveler?")).toContain(
      "The highest-rated",
    );
  });

  it("lead with the journal, not the passport-validity rule, for an X-marker question", () => {
    const answer = ask("which countries even issue X passports?");
    expect(answer).toMatch(/^From our journal, "Passports, Gender Markers/);
  });
});

describe("a law asked in everyday words", () => {
  it("reads changing gender legally and laws on drag or expression as the law, said first", () => {
    const engine = createLocalEngine(() => catalog);
    const ask = (message: string) =>
      engine.chat({ message, context: { previous_messages: [] } }).text;
    expect(ask("can trans people change gender legally in thailand")).toMatch(
      /^Legal gender recognition \(Thailand\): no\./,
    );
    expect(
      ask("are there any laws against cross-dressing or gender expression in bangkok?"),
    ).toMatch(/^'Propaganda' or censorship law \(Thailand\): none\./);
  });

  it("reads homophobia as a crime, a hotel refusing a couple and whether Pride may march as the law", () => {
    expect(ask("is homophobia actually a crime in brazil or just frowned on")).toMatch(
      /^Hate-crime law \(orientation and gender identity\) \(Brazil\): yes\. .*2019/,
    );
    expect(ask("can a hotel refuse us a room in bangkok for being gay")).toMatch(
      /^Anti-discrimination law \(Thailand\): partly\./,
    );
    expect(ask("since when has homosexuality been legal in portugal?")).toMatch(
      /^Same-sex relations legal \(Portugal\): yes\. .*1982/,
    );
    expect(ask("when did new york get rid of its sodomy law")).toMatch(
      /^Same-sex relations legal \(United States\): yes\. .*Onofre \(1980\)/,
    );
    expect(ask("is pride even allowed in tel aviv right now")).toMatch(
      /^Pride and assembly unrestricted \(Israel\): partly\. .*canceled in June 2025/,
    );
  });
});

describe("questions an outside reviewer's sets asked twice", () => {
  const after = (previous: string, message: string) =>
    engine.chat({
      message,
      context: {
        previous_messages: [
          { id: "1", type: "user", content: previous, timestamp: "2026-11-29T00:00:00Z" },
        ],
      },
    }).text;

  it("tell a couple of two countries whether a marriage with a foreign partner is possible", () => {
    const answer = ask(
      "my boyfriend is taiwanese and i'm from a country without marriage equality, can we still marry in taiwan?",
    );
    expect(answer).toMatch(/^Marriage or partnership \(Taiwan\): yes\./);
    expect(answer).toMatch(/Foreign marriages recognized \(Taiwan\): yes\. .*since January 2023/);
  });

  it("find the section headed by a country we do not cover, over a closer match elsewhere", () => {
    const answer = ask("is there a gay ski week in france?");
    expect(answer).toContain("European Snow Pride");
    expect(answer).not.toContain("Aspen");
  });

  it("read 'train-based' as a kind of trip, not a question about where we are", () => {
    expect(ask("we'd love a train-based trip in europe. what packages do you have?")).not.toMatch(
      /We're based in/,
    );
    expect(ask("where are you based?")).toMatch(/^We're based in /);
  });

  it("compare the places just listed by price when asked which is cheaper", () => {
    const answer = after("do you have any trips in mexico?", "which is cheaper?");
    expect(answer).toMatch(
      /^By our packages, Mexico City is the lower price: .* at \$7,200 per person\./,
    );
    expect(answer).toContain("Puerto Vallarta: from $8,900 per person");
    expect(after("do you have any trips in mexico?", "which is safer?")).toMatch(
      /^On our Queer Safety Index, Mexico City scores highest of the 2/,
    );
  });
});
