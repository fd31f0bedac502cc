/**
 * A question about one of our articles, named as a reader names it, is answered from that article:
 * its author, the sentences that hold the detail asked, or a shelf of the journal; a verb that
 * looks like an article's name ("report us to the police") names none.
 */
import { loadCatalog } from "../../content/catalog";
import { formatLongDate } from "../../format";
import { createLocalEngine } from "./engine";
import { journalArticleAnswer, namedArticle } from "./journal-answer";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const chat = (message: string) => engine.chat({ message, context: { previous_messages: [] } }).text;
const post = (slug: string) => catalog.posts.find((p) => p.slug === slug)!;

describe("a question about one of our articles", () => {
  it("answers a figure asked with the sentence of the item that gives it", () => {
    // "How close" asks a distance: the guideline's 5 meters, not the penguins of a landing.
    expect(chat("your antarctic trip report: how close can we go to the wildlife?")).toMatch(
      /\(\/blog\/antarctic-expedition-report\): Keep at least 5 meters from wildlife/,
    );
  });

  it("answers 'which ones?' of a list with the names its items open with", () => {
    // "quiet beaches" is in the article's title, yet asked after it: not taken for its name.
    expect(
      chat("your mykonos beyond the party article - which quiet beaches did it recommend?"),
    ).toMatch(
      /Our favorite quieter beaches: Agios Sostis, Fokos and Mersini, Kapari, Lia, Agrari\./,
    );
    // A paragraph of labels ("**HIV.** Some insurers …") is no list of names.
    expect(chat("which hormones does your travel insurance article say to declare?")).not.toMatch(
      /HIV\., /,
    );
  });

  it("quotes a list item from its opening, and prefers the item to a story on a tie", () => {
    expect(
      chat("the tallinn weekend guide mentions sauna - what kind do you actually book?"),
    ).toMatch(/A private sauna with a sauna master, who .* This is what we book/);
    expect(chat("taipei night markets article: where was the place for pepper buns?")).toMatch(
      /Raohe Street, in Songshan, .* At the entrance, line up for pepper buns/,
    );
  });

  it("meets a word asked only with words a few letters longer, not a longer name", () => {
    // "water" is not "Waterkant", Cape Town's gay village.
    expect(
      chat("your cape town guide says the water is freezing. where can we swim somewhere warmer?"),
    ).toMatch(/False Bay/);
    expect(
      chat("in your lisbon principe real guide, which tram goes through the neighbourhood?"),
    ).toMatch(/24E tram/);
  });

  it("answers who wrote an article and, from it, the rest of the question", () => {
    const answer = chat(
      "who wrote the antarctic expedition trip report, and what month did they sail?",
    );
    expect(answer).toMatch(/was written by Eliot Marsh/);
    // "sail" meets "sailed": a word's "-ed" and "-ing" are read off.
    expect(answer).toMatch(/From it: .*We sailed in January/);
  });

  it("reads 'how far ahead' as a time, from the section its heading dates", () => {
    // "Eighteen to twelve months out": the Antarctic item, not a rail sentence with "ahead" in it.
    expect(
      chat("how far ahead should we book antarctica, according to your booking timeline article?"),
    ).toMatch(/: Antarctic expeditions\. .*a year or more/);
  });

  it("finds the article by the words before or after the word for it", () => {
    expect(namedArticle(catalog, "from the queer tango piece, what's a cabeceo?")?.slug).toBe(
      "buenos-aires-queer-tango",
    );
    expect(namedArticle(catalog, "in your antarctic report how many can land?")?.slug).toBe(
      "antarctic-expedition-report",
    );
    expect(namedArticle(catalog, "the post about dating apps: what about sextortion?")?.slug).toBe(
      "dating-apps-abroad-safety",
    );
    expect(namedArticle(catalog, "iceland honeymoon post - did they see the lights")?.slug).toBe(
      "iceland-ring-road-honeymoon",
    );
  });

  it("takes no verb and no common word for an article's name", () => {
    expect(namedArticle(catalog, "do hotels have to report us to the police?")).toBeUndefined();
    expect(
      namedArticle(catalog, "can i report something that happened on a trip without my name"),
    ).toBeUndefined();
    // "pride" names several articles, so none of them.
    expect(namedArticle(catalog, "your pride article, when should i book?")).toBeUndefined();
  });

  it("answers with the sentences that hold the detail, from that article only", () => {
    const tango = post("buenos-aires-queer-tango");
    const answer = chat("from the queer tango piece, what's a cabeceo?");
    expect(answer.startsWith(`From our journal, "${tango.title}" (/blog/${tango.slug}):`)).toBe(
      true,
    );
    expect(answer).toMatch(/cabeceo\. In traditional milongas you invite someone with a look/);
    // The detail, not the city's scores.
    expect(answer).not.toMatch(/Queer Safety Index/);
    expect(chat("in your antarctic report how many people can go ashore at once?")).toMatch(
      /no more than 100 visitors may be ashore at once/,
    );
  });

  it("opens a section its heading alone names with that section's answer", () => {
    // "Sextortion" stands in the heading only; the advice is the section's third sentence.
    expect(chat("the dating apps article - what should you do about sextortion")).toMatch(
      /Do not pay\./,
    );
    // A common word of the question in one of its sentences ("someone") does not outweigh it.
    expect(
      chat("in the dating apps abroad post, what should i do if someone tries sextortion on me?"),
    ).toMatch(/Do not pay\./);
  });

  it("names an article's author, role and date", () => {
    const report = post("sydney-mardi-gras-report");
    const answer = journalArticleAnswer(catalog, "who wrote the sydney mardi gras trip report")!;
    expect(answer.text).toBe(
      `"${report.title}" (/blog/${report.slug}) was written by ${report.author}, our ${report.author_profile.role}, and published on March 31, 2026.`,
    );
  });

  it("lists a shelf of the journal by its category", () => {
    const shelf = catalog.posts.filter((p) => p.category === "Sustainable Travel");
    const answer = chat("what articles do you have in the sustainable travel section");
    expect(answer).toContain(
      `Our journal's Sustainable Travel section has ${shelf.length} articles:`,
    );
    for (const p of shelf) expect(answer).toContain(`"${p.title}", /blog/${p.slug}`);
  });

  it("gives the article's summary when the question asks nothing more of it", () => {
    const lisbon = post("lisbon-principe-real-guide");
    expect(
      journalArticleAnswer(catalog, "tell me about your lisbon principe real guide")!.text,
    ).toBe(`Our journal's "${lisbon.title}" (/blog/${lisbon.slug}): ${lisbon.excerpt}`);
  });

  it("says plainly when no article is about what the question names, and who writes the journal", () => {
    expect(chat("who wrote the article about bali")).toMatch(
      /^We have no article about Bali in our journal\./,
    );
    // A common word beside the unknown one does not find an article about something else.
    expect(chat("have you written a post about fiji beaches?")).toMatch(
      /^We have no article about Fiji beaches/,
    );
    // A word an article's text holds ("herbalists" holds "bali") is not an article about it.
    expect(chat("who wrote the article about taipei")).toMatch(/was written by /);
    const writers = new Set(catalog.posts.map((post) => post.author));
    const team = chat("who writes your articles");
    expect(team).toContain(`Our journal's ${catalog.posts.length} articles are written by`);
    for (const writer of writers) expect(team).toContain(writer);
    expect(chat("who wrote the article about the trip")).toMatch(/^Every article in our journal/);
  });

  it("dates a quote by the day its article was written where it says 'this year'", () => {
    const taipei = catalog.posts.find((post) => post.slug === "taipei-night-markets-and-pride")!;
    expect(chat("when is taipei pride this year")).toContain(
      `(/blog/${taipei.slug}, written ${formatLongDate(taipei.created_at)})`,
    );
  });
});
