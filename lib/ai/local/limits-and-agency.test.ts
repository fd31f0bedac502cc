/**
 * What the chat cannot do from here, questions about the agency, privacy questions from the whole
 * policy, a detail an article holds, and a destination's notes chosen by the question.
 */
import { loadCatalog } from "../../content/catalog";
import { createLocalEngine } from "./engine";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const chat = (message: string) => engine.chat({ message, context: { previous_messages: [] } }).text;

describe("what the chat cannot do from here", () => {
  it.each([
    ["whats the weather gonna be in berlin next tuesday", /can't see live weather/, /scores/],
    [
      "what's the euro to dollar exchange rate today",
      /can't give live exchange rates/,
      /packages run from/,
    ],
    [
      "can you book me a flight to lisbon for tomorrow",
      /can't book flights/,
      /Iberian Rail Journey: 10 days/,
    ],
    ["what's my booking reference? lost the email", /can't see bookings/, /Terms of Service/],
    ["can u recommend a dentist in palm springs", /local services/, /scores 4\.4/],
  ])("%s", (question, says, not) => {
    const answer = chat(question);
    expect(answer).toMatch(says);
    expect(answer).not.toMatch(not);
    expect(answer).toContain("/contact");
  });

  it("still answers the season a visitor asks about", () => {
    expect(chat("what's the weather like in berlin in july?")).not.toMatch(
      /can't see live weather/,
    );
  });
});

describe("questions about the agency", () => {
  const { site, authors, partners } = catalog;
  it("says where we are, when and by whom we were founded, and who does what", () => {
    expect(chat("where are you guys based")).toContain(site.town);
    const founded = chat("when was lavender compass founded and who started it");
    expect(founded).toContain(String(site.founded));
    expect(founded).toContain(authors.find((a) => /found/i.test(a.role))!.name);
    const head = authors.find((a) => /safety research/i.test(a.role))!;
    expect(chat("who's your head of safety research")).toContain(head.name);
  });

  it("gives the emergency line and the partners from our own records", () => {
    expect(chat("whats the emergency number if something happens while were away")).toContain(
      site.contact.emergency_phone,
    );
    const partnered = chat("which organisations do you partner with?");
    for (const partner of partners) expect(partnered).toContain(partner.name);
  });

  it("counts what the site holds from its own content, and says the year it started", () => {
    expect(chat("how many packages and journal articles do you have?")).toBe(
      `We cover ${catalog.destinations.length} destinations (/destinations), sell ${catalog.packages.length} fixed-price packages (/packages) and have published ${catalog.posts.length} journal articles (/blog).`,
    );
    expect(chat("what year did u start")).toContain(String(site.founded));
  });

  it("quotes the currency of our prices and the animal encounters we never book", () => {
    expect(chat("what currency are your prices in")).toMatch(/US dollars/);
    expect(chat("can you book us an elephant ride or swimming with dolphins in a pool?")).toMatch(
      /Sustainable Travel Policy/,
    );
  });

  it("leaves a question about a place to the place's record", () => {
    expect(chat("are you based in amsterdam?")).toMatch(/Amsterdam/);
    expect(chat("is your team safe in bangkok?")).not.toMatch(/^Our team:/);
  });
});

describe("privacy, details and notes", () => {
  it("quotes the privacy policy's own section for keeping, selling and cookies", () => {
    expect(chat("how long do you keep my booking records")).toMatch(/Privacy Policy, section 10/);
    expect(chat("do you sell my personal data")).toMatch(/Privacy Policy/);
    expect(chat("do you use cookies or tracking?")).toMatch(/Privacy Policy, section 9/);
  });

  it("quotes the sentence of an article that holds the detail asked", () => {
    const answer = chat("do i need swimwear at the beitou hot springs");
    expect(answer).toMatch(/^From our journal, "Taipei/);
    expect(answer).toMatch(/Beitou/);
  });

  it("quotes an article for a word only it holds, in a question, not for a wish", () => {
    // "Neptune's Bellows" stands in one article and in no policy, trip or destination.
    const answer = chat("what is neptune's bellows?");
    expect(answer).toMatch(/^From our journal, "Twelve Days at the Bottom of the World/);
    expect(answer).toMatch(/Neptune's Bellows/);
    // A wish with an uncommon word is not a question about an article.
    expect(chat("beach holiday in europe pls")).not.toMatch(/^From our journal/);
  });

  it("chooses the notes that answer the question, not the first two", () => {
    expect(chat("what's the main risk in palm springs")).toMatch(/heat/i);
  });

  it("answers a traveler's own need from the notes: a wheelchair, a heart condition, a doctor", () => {
    const note = (id: string, holds: RegExp) =>
      catalog.safety
        .get(id)!
        .notes.split(/(?<=\.)\s+/)
        .find((sentence) => holds.test(sentence))!;
    // None of these is among the notes' first two sentences, which answer by default.
    expect(
      chat("my partner uses a wheelchair, is lisbon going to be hard to get around?"),
    ).toContain(note("lisbon", /cobbles/));
    expect(chat("my mum has a heart condition, is the altitude in mexico city an issue")).toContain(
      note("mexico-city", /Altitude/),
    );
    const doctors = chat("where can i find lgbtq friendly doctors in sydney");
    expect(doctors).toContain(note("sydney", /ACON/));
    expect(doctors).not.toMatch(/local services like that/);
    // A dentist is still a local service we do not vet.
    expect(chat("any good dentists in sydney")).toMatch(/local services like that/);
  });

  it("answers hormones asked with a place from the journal's guide, not with HIV entry rules", () => {
    const testosterone = chat("is testosterone a controlled substance in the us? flying with it");
    expect(testosterone).toMatch(/^From our journal, "Traveling on PrEP and HRT/);
    expect(testosterone).toMatch(/Schedule III controlled substance/);
    expect(testosterone).not.toMatch(/HIV/);
    // Where the record has its own sentence on hormones, it is the answer.
    expect(chat("estrogen in my luggage to tallinn, any issue?")).toMatch(
      /^From Tallinn's safety record: .*hormones/,
    );
    // A question about HIV medication still gets the entry rules.
    expect(chat("hiv meds to bangkok ok?")).toMatch(/no HIV-related entry restrictions/);
  });

  it("gives no yes where everyday safety is 2/5 or less, whatever the overall score", () => {
    const rio = catalog.safety.get("rio-de-janeiro")!;
    expect(rio.safety_index).toBeLessThanOrEqual(2);
    expect(rio.overall_score).toBeGreaterThanOrEqual(3);
    expect(chat("Is Rio safe?")).toMatch(
      /^With caution: Rio de Janeiro scores [\d.]+\/5 overall on our Queer Safety Index, mainly because Brazil records/,
    );
    expect(chat("is barcelona safe")).toMatch(/^Yes: Barcelona/);
  });

  it("tells a visitor living with HIV that a country whose rules touch only long stays lets them in", () => {
    const answer = chat("I'm HIV positive, can I travel to Sydney?");
    expect(answer).toMatch(
      /^For a visit, yes: Australia has no HIV-related entry restrictions for visitors/,
    );
    expect(answer).toMatch(/Longer stays differ: /);
    expect(answer).not.toMatch(/^Be careful/);
    // Where visitors are refused or deported, the warning stays.
    expect(chat("hiv meds to dubai ok?")).toMatch(/HIV-related entry or residence rules/);
  });
});
