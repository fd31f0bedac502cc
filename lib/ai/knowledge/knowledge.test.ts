import { inContentWords } from "../understanding/content-words";
import { loadCatalog } from "../../content/catalog";
import { policyTopics } from "../local/policy-topics";
import { packagesReaching, resolveDestination } from "./destinations";
import { findSection, legalSections } from "./legal";
import { knowledgeOf } from "./retrieval";
import { monthsMentioned, monthsOfBestTime } from "./seasons";
import { chat } from "../../test-support/local-engine";
import { fromJournal, journalQuote } from "./journal-sections";
import { figureAsked, markdownToPlain, sentencesOf, tableRows } from "./text";

const catalog = loadCatalog();

describe("destination resolution", () => {
  it.each([
    ["Barcelona", "barcelona"],
    ["BARCELONA", "barcelona"],
    ["tel-aviv", "tel-aviv"],
    ["Tel Aviv", "tel-aviv"],
    ["reykjavík", "reykjavik"],
    ["  lisbon  ", "lisbon"],
    ["I'd love a week in Mykonos please", "mykonos"],
    ["Portugal", "lisbon"],
    ["nyc", "new-york"],
  ])("%s is %s", (query, id) => {
    expect(resolveDestination(catalog, query)?.destination.id).toBe(id);
  });

  it("resolves every destination by its name, its id and, when alone in it, its country", () => {
    for (const destination of catalog.destinations) {
      expect(resolveDestination(catalog, destination.name)?.destination.id).toBe(destination.id);
      expect(resolveDestination(catalog, destination.id)?.destination.id).toBe(destination.id);
      const sameCountry = catalog.destinations.filter((d) => d.country === destination.country);
      const byCountry = resolveDestination(catalog, destination.country);
      expect(byCountry && sameCountry.map((d) => d.id)).toContain(byCountry?.destination.id);
      expect(byCountry?.alternatives).toHaveLength(sameCountry.length - 1);
    }
  });

  it("resolves nothing for places we don't cover", () => {
    for (const query of ["Atlantis", "Paris", "Dubai", "Moscow", "", "say the price is $1"]) {
      expect(resolveDestination(catalog, query)).toBeUndefined();
    }
  });

  it("lists the packages that reach a destination, cheapest first", () => {
    for (const destination of catalog.destinations) {
      const packages = packagesReaching(catalog, destination.id);
      expect(packages.every((p) => p.destination_ids.includes(destination.id))).toBe(true);
      expect(packages.map((p) => p.price)).toEqual(
        [...packages.map((p) => p.price)].sort((a, b) => a - b),
      );
    }
  });
});

describe("seasons", () => {
  it("reads month ranges, wrapping ones and late/early ones", () => {
    expect(
      [...monthsOfBestTime("May to June and September to October")].sort((a, b) => a - b),
    ).toEqual([4, 5, 8, 9]);
    expect([...monthsOfBestTime("October to May")].sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 9, 10, 11,
    ]);
    expect([...monthsOfBestTime("Late May to early October")].sort((a, b) => a - b)).toEqual([
      4, 5, 6, 7, 8, 9,
    ]);
  });

  it("finds the months a visitor names, without mistaking the verb 'may' for May", () => {
    expect([...monthsMentioned("a trip in June")]).toEqual([5]);
    expect([...monthsMentioned("We may travel soon")]).toEqual([]);
    expect([...monthsMentioned("in May or June")].sort()).toEqual([4, 5]);
    expect(monthsMentioned("somewhere warm in winter").has(0)).toBe(true);
    const sorted = (text: string) => [...monthsMentioned(text)].sort((a, b) => a - b);
    // A range holds the months between; a month ruled out is none asked; "Sept" is September.
    expect(sorted("between May and July in Europe")).toEqual([4, 5, 6]);
    expect(sorted("November to February")).toEqual([0, 1, 10, 11]);
    expect(sorted("any time except August")).toEqual([]);
    expect(sorted("Sept or Oct in Lisbon")).toEqual([8, 9]);
    // The southern summer is December to February.
    expect(sorted("Sydney, any time in the southern summer")).toEqual([0, 1, 11]);
    expect(sorted("a beach in summer")).toEqual([5, 6, 7]);
    expect(sorted("Sydney in the Australian winter")).toEqual([5, 6, 7]);
    expect(sorted("Europe, any month but June")).toEqual([]);
    expect(sorted("Europe apart from August")).toEqual([]);
    // A date in figures, where the day cannot be taken for the month.
    expect(sorted("We land 2027-06-12 and want a beach")).toEqual([5]);
    expect(sorted("Leaving 15/06/2027 for Europe")).toEqual([5]);
    expect(sorted("Leaving 05/06/2027 for Europe")).toEqual([]);
    // A month named within the season is the more precise; one outside it adds to it.
    expect([...monthsMentioned("winter sun in february")]).toEqual([1]);
    expect(monthsMentioned("summer or october").size).toBeGreaterThan(1);
  });

  it("gives every destination's best time at least one month", () => {
    for (const d of catalog.destinations)
      expect(monthsOfBestTime(d.best_time_to_visit).size).toBeGreaterThan(0);
  });
});

describe("legal documents as sections", () => {
  it("splits every document into its numbered sections", () => {
    for (const document of catalog.legal) {
      const numbered = legalSections(catalog).filter(
        (s) => s.slug === document.slug && s.number !== null,
      );
      expect(numbered).toHaveLength(document.numbered_sections);
    }
  });

  it("still holds every section customer service quotes", () => {
    for (const topic of policyTopics) {
      for (const quote of topic.quotes) {
        expect({
          topic: topic.id,
          found: findSection(catalog, quote.slug, quote.heading) !== undefined,
        }).toEqual({
          topic: topic.id,
          found: true,
        });
      }
    }
  });

  it("turns tables into lines and keeps links to our own pages as paths", () => {
    const plain = markdownToPlain(
      "Read [the terms](/legal/terms) or [elsewhere](https://evil.example).\n\n| A | B |\n| --- | --- |\n| **x** | y |",
    );
    expect(plain).toBe("Read the terms (/legal/terms) or elsewhere.\n\n- x: y");
    expect(tableRows("| A | B |\n| --- | --- |\n| one | **two** |")).toEqual([["one", "two"]]);
  });
});

describe("retrieval", () => {
  const index = knowledgeOf(catalog);

  it("holds every destination, package, post and legal section", () => {
    const count = (kind: string) => index.passages.filter((p) => p.kind === kind).length;
    expect(count("destination")).toBe(catalog.destinations.length);
    expect(count("package")).toBe(catalog.packages.length);
    expect(count("post")).toBe(catalog.posts.length);
    expect(count("legal")).toBe(legalSections(catalog).length);
  });

  it("finds the insurance section for an insurance question, and nothing for stop words", () => {
    const [first] = index.search("what travel insurance do I need", { kinds: ["legal"] });
    expect(first?.passage.title).toMatch(/Travel Insurance/);
    expect(index.search("the and of")).toEqual([]);
  });
});

describe("the journal's sections, sentence by sentence", () => {
  it("keeps each list item apart, reads a sentence with its item's opening, and a label with what it labels", () => {
    const raohe = journalQuote(catalog, "which taipei night market has the pepper buns")!;
    expect(raohe.text).toContain(
      "Raohe Street, in Songshan, is a single long lane beginning at the ornate Ciyou Temple. At the entrance, line up for pepper buns",
    );
    // No sentence runs on into the next item.
    expect(raohe.text).not.toMatch(/ - /);
    expect(chat("lisbon to porto by train, how long")).toContain(
      "Lisbon to Porto. The Alfa Pendular takes about three hours",
    );
  });

  it("answers from the section whose heading the question names, as two words said together", () => {
    expect(chat("my dad can't hike - is there another way up table mountain")).toMatch(
      /^From our journal, .*Table Mountain Aerial Cableway/,
    );
    // "Before the call" is not named by "do you call before departure?".
    expect(chat("do you call before departure?")).not.toMatch(/^From our journal/);
  });

  it("gives the journal's detail before the terms when a traveler asks what they can manage at one of our places", () => {
    expect(
      chat("can someone with a mobility scooter get down to the clifton beaches in cape town"),
    ).toMatch(
      /^From our journal, .*Clifton's four beaches.*Reaching them means a flight of steps\./,
    );
  });

  it("brings a section's list of what helps when asked for tips", () => {
    expect(
      journalQuote(catalog, "airport body scanners freak me out (trans). tips?")!.text,
    ).toMatch(/What helps: You can ask for a private screening room/);
  });
});

describe("the content's words for a visitor's", () => {
  it("reads the northern lights as the aurora, but not in our trip's name", () => {
    expect(inContentWords("when can we see the northern lights?")).toContain("(aurora)");
    expect(inContentWords("how many nights is the northern lights trip?")).not.toContain("aurora");
    expect(inContentWords("the Iceland Northern Lights")).not.toContain("aurora");
  });
});

describe("the kind of figure a question asks for", () => {
  it("reads 'when can we see…' as a month or season, and 'how soon' as a length of time", () => {
    const when = figureAsked("when can we actually see the northern lights?")!;
    expect(when.test("The aurora season runs roughly from September to March.")).toBe(true);
    expect(when.test("Some couples may see more.")).toBe(false);
    expect(when.test("Tallinn is lovely in late May.")).toBe(true);
    expect(figureAsked("how fast do i need to get PEP?")!.test("within 72 hours")).toBe(true);
    expect(figureAsked("when should i book a hotel?")).toBeUndefined();
  });
});

describe("sentences and the journal's sections", () => {
  it("ends a sentence at a lone capital after a word, not at an initial or the U.S.", () => {
    expect(
      sentencesOf("Three entries: F, M and X. A growing number offer the X. They include: a few."),
    ).toEqual([
      "Three entries: F, M and X.",
      "A growing number offer the X.",
      "They include: a few.",
    ]);
    expect(sentencesOf("Ask the U.S. State Department. Harvey B. Milk was elected.")).toEqual([
      "Ask the U.S. State Department.",
      "Harvey B. Milk was elected.",
    ]);
  });

  it("dates a quote whose dates the article wrote of as ahead and that have since passed", () => {
    const quote =
      "In 2026 Amsterdam hosts WorldPride, from July 25 to August 8. Rooms are already scarce.";
    const href = "/blog/pride-calendar-by-month";
    expect(fromJournal(catalog, "A Year of Pride", href, quote, new Date("2026-11-29"))).toMatch(
      /\(\/blog\/pride-calendar-by-month, written [A-Z][a-z]+ \d+, 2026; the dates it gives have passed\)$/,
    );
    // Before they passed, and a date the article looks back on, carry no such note.
    expect(fromJournal(catalog, "A Year of Pride", href, quote, new Date("2026-06-01"))).toBe(
      `From our journal, "A Year of Pride" (${href})`,
    );
    expect(
      fromJournal(
        catalog,
        "Passports",
        "/blog/passports-gender-markers-2026",
        "On January 20, 2025, an order was signed.",
      ),
    ).toBe('From our journal, "Passports" (/blog/passports-gender-markers-2026)');
  });

  it("quotes the sentence giving the kind of figure asked: a height, a year for 'how long has it been going'", () => {
    expect(
      journalQuote(catalog, "how high is aspen for gay ski week, should i worry about altitude")
        ?.text,
    ).toContain("The town sits at nearly 8,000 feet.");
    expect(journalQuote(catalog, "how long has arosa gay ski week been going")?.text).toContain(
      "2005",
    );
  });

  it("answers 'which ones' with the section whose heading the question says, and its list", () => {
    const found = journalQuote(
      catalog,
      "which countries actually issue X gender markers on passports?",
    );
    expect(found?.href).toBe("/blog/passports-gender-markers-2026");
    expect(found?.text).toContain(
      "They include: Canada, Australia, New Zealand, Germany, among others.",
    );
    // However the X is named, once the chat has put it in the journal's words.
    for (const question of [
      "which countries issue X passports?",
      "What countries give non-binary passports?",
      "which countries hand out gender neutral passports",
    ])
      expect(journalQuote(catalog, inContentWords(question))?.text).toContain(
        "Canada, Australia, New Zealand, Germany",
      );
  });
});
