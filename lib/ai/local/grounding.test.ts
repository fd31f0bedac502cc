/**
 * The local engine says only what the catalog holds: every destination and package it names exists,
 * every safety figure it quotes equals the record, every price is a catalog price or computed from one.
 */
import { indicatorInWords } from "../../contract/safety";
import type { Destination } from "../../contract";
import { loadCatalog } from "../../content/catalog";
import { formatScore } from "../../format";
import { containsPhrase, firstSentence } from "../knowledge/text";
import { figuresIn } from "../providers/guard";
import { createLocalEngine } from "./engine";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const unknownPlaces = ["Atlantis", "Paris", "Dubai"];

const chat = (message: string) => engine.chat({ message, context: { previous_messages: [] } });
const plan = (destination: string, duration = 7, interests = "food, beaches and nightlife") =>
  engine.planTravel({
    agent_type: "travel_planning",
    data: { destination, duration, budget: "luxury", interests, safety_priority: "high" },
  });
const safety = (destination: string) =>
  engine.researchSafety({ agent_type: "safety_research", data: { destination } });
const prices = (destination: string, travelers = 2) =>
  engine.comparePrices({
    agent_type: "price_comparison",
    data: { destination, dates: "flexible", travelers, budget_range: "luxury" },
  });
const recommend = (preferences: string, safety_priority = 5) =>
  engine.recommend({
    preferences,
    budget_range: "luxury",
    travel_style: "luxury",
    safety_priority,
  });

const preferenceSamples = [
  "Beaches, great food and a relaxed gay scene in June",
  "A romantic honeymoon somewhere very safe, we love art and museums",
  "Pride events with friends, budget under $10,000 each",
  "Northern lights and nature in winter",
  "Somewhere in Asia with night markets",
  "I want to go to Tallinn",
  "no idea, surprise me",
];

/** Every answer the engine gives for a broad set of inputs. */
function allAnswers(): string[] {
  const names = [...catalog.destinations.map((d) => d.name), ...unknownPlaces];
  return [
    ...names.flatMap((name) => [plan(name).text, safety(name).text, prices(name).text]),
    ...preferenceSamples.flatMap((p) => recommend(p).lenses.map((lens) => lens.response)),
    ...[
      "How do cancellations work?",
      "What deposit do you take?",
      "Tell me about Lisbon",
      "hello",
      "Can I bring my dog to Paris?",
    ].map((m) => chat(m).text),
  ];
}

const catalogText = JSON.stringify({
  destinations: catalog.destinations,
  safety: [...catalog.safety.values()],
  packages: catalog.packages,
  posts: catalog.posts.map((p) => [p.title, p.excerpt, p.tags]),
  legal: catalog.legal.map((d) => d.body),
});

describe("the local engine never names a place the catalog does not hold", () => {
  const famousElsewhere = [
    "Rome",
    "Tokyo",
    "Bali",
    "Prague",
    "Vienna",
    "Athens",
    "Santorini",
    "Miami",
    "Toronto",
    "Havana",
    "Marrakech",
    "Istanbul",
    "Singapore",
    "Seoul",
    "Dublin",
    "Ibiza",
    "Key West",
    "Honolulu",
    "Cairo",
    "Doha",
    "Paris",
    "Dubai",
    "Atlantis",
  ];

  it("mentions a well-known place only when our own data mentions it", () => {
    for (const answer of allAnswers()) {
      for (const place of famousElsewhere) {
        if (containsPhrase(answer, place)) {
          // Only the visitor's own words may bring it in, in the not-covered reply.
          expect({
            place,
            inCatalog: containsPhrase(catalogText, place) || /We don't cover/.test(answer),
          }).toEqual({ place, inCatalog: true });
        }
      }
    }
  });

  it("recommends only real destinations and packages, 2 or 3 per lens unless the visitor's limits leave one", () => {
    // A pick is "Name, Country: ..." or "Package Name (route): ..."; package names may hold colons.
    const starts = [
      ...catalog.destinations.map((d) => `${d.name}, ${d.country}: `),
      ...catalog.packages.map((p) => `${p.name} (`),
    ];
    for (const preferences of preferenceSamples) {
      const { lenses } = recommend(preferences);
      expect(lenses.map((l) => l.model)).toEqual([
        "Safety-first lens (local engine)",
        "Experiences lens (local engine)",
        "Value lens (local engine)",
      ]);
      for (const lens of lenses) {
        const lines = lens.response.split("\n").filter((line) => /^\d\. /.test(line));
        // One pick only where the visitor's region, budget or dates leave no other, and it says so.
        if (lines.length < 2)
          expect(lens.response).toMatch(/^Every pick keeps to what you asked: /);
        expect(lines.length).toBeGreaterThanOrEqual(lens.response.startsWith("Every pick") ? 1 : 2);
        expect(lines.length).toBeLessThanOrEqual(3);
        for (const line of lines) {
          const pick = line.replace(/^\d\. /, "");
          expect({ pick, real: starts.some((start) => pick.startsWith(start)) }).toEqual({
            pick,
            real: true,
          });
        }
      }
    }
  });

  it("names only packages that really reach the destination, in plans and comparisons", () => {
    for (const destination of catalog.destinations) {
      const reaching = catalog.packages
        .filter((p) => p.destination_ids.includes(destination.id))
        .map((p) => p.name);
      const inPlan = [...plan(destination.name).text.matchAll(/^- (.+?): \d+ days/gm)].map(
        (m) => m[1],
      );
      const inComparison = [...prices(destination.name).text.matchAll(/^\d+\. (.+?) \(/gm)].map(
        (m) => m[1],
      );
      expect(inPlan.sort()).toEqual([...reaching].sort());
      expect(inComparison.sort()).toEqual([...reaching].sort());
    }
  });
});

describe("safety figures equal the data", () => {
  const expectScores = (text: string, d: Destination) => {
    const record = catalog.safety.get(d.id)!;
    expect(text).toContain(`- Overall: ${formatScore(record.overall_score)}`);
    expect(text).toContain(`- Legal protection: ${formatScore(record.legal_protection)}`);
    expect(text).toContain(
      record.social_acceptance === null
        ? "- Social acceptance: not scored"
        : `- Social acceptance: ${formatScore(record.social_acceptance)}`,
    );
    expect(text).toContain(`- Safety index: ${formatScore(record.safety_index)}`);
  };

  it("in every safety report, with each indicator, the notes' opening, trans guidance and dated sources", () => {
    for (const d of catalog.destinations) {
      const record = catalog.safety.get(d.id)!;
      const { text } = safety(d.name);
      expectScores(text, d);
      for (const indicator of record.indicators)
        expect(text).toContain(`- ${indicatorInWords(indicator.label, indicator.status)}`);
      // The report opens each note; the record's page, which it links, holds the rest.
      expect(text).toContain(firstSentence(record.notes));
      expect(text).toContain(
        `For trans and non-binary travelers: ${firstSentence(record.trans_notes)}`,
      );
      expect(text).toContain(`/destinations/${d.id}`);
      for (const source of record.sources) expect(text).toContain(source.label);
      // Dated by the day each page was read (a survey by its year), never "as of".
      expect(text).toMatch(/\(read [A-Z][a-z]+ \d{1,2}, \d{4}\)/);
      expect(text).not.toMatch(/as of [A-Z][a-z]+ \d/);
    }
  });

  it("in every score the recommendation lenses and plans quote", () => {
    const byName = new Map(catalog.destinations.map((d) => [`${d.name}, ${d.country}`, d]));
    let checked = 0;
    for (const preferences of preferenceSamples) {
      for (const lens of recommend(preferences).lenses) {
        for (const m of lens.response.matchAll(
          /^\d\. ([^:]+?, [^:]+?): .*?([\d.]+)\/5 (?:overall )?on our Queer Safety Index(?: \(legal protection ([\d.]+)\/5, .*?safety index ([\d.]+)\/5\))?/gm,
        )) {
          const d = byName.get(m[1]!)!;
          const record = catalog.safety.get(d.id)!;
          expect(`${m[1]} ${m[2]}/5`).toBe(`${m[1]} ${formatScore(d.safety_score)}`);
          if (m[3])
            expect(`${m[3]}/5 ${m[4]}/5`).toBe(
              `${formatScore(record.legal_protection)} ${formatScore(record.safety_index)}`,
            );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(preferenceSamples.length * 3);
    for (const d of catalog.destinations) {
      expect(plan(d.name).text).toContain(`Safety: ${formatScore(d.safety_score)} overall`);
    }
  });
});

describe("prices are catalog prices or computed from them", () => {
  it("compares totals, per day and per traveler exactly", () => {
    for (const travelers of [1, 2, 4]) {
      const { text } = prices("Lisbon", travelers);
      const pkg = catalog.packages.find((p) => p.id === "iberian-rail-journey")!;
      expect(text).toContain(
        `Total for ${travelers === 1 ? "1 traveler" : `${travelers} travelers`}: ${`$${(pkg.price * travelers).toLocaleString("en-US")}`}`,
      );
      expect(text).toContain(`Per traveler: $${pkg.price.toLocaleString("en-US")}`);
      expect(text).toContain(
        `Per day: about $${Math.round(pkg.price / pkg.duration_days).toLocaleString("en-US")} per traveler`,
      );
      expect(text).toMatch(/Deposit: typically 25% to 50% of the total trip cost/);
      expect(text).toContain(
        "More than 60 days before travel: A full refund, minus a $250 processing fee",
      );
    }
  });

  it("quotes no dollar figure that is neither in our data nor computed from a package price", () => {
    const computed = catalog.packages.flatMap((p) => {
      const perDay = Math.round(p.price / p.duration_days);
      // A group's day is its total over the days; a deposit a quarter of the total, the balance the rest.
      return [1, 2, 3, 4].flatMap((n) => [
        `$${p.price * n}`,
        `$${perDay * n}`,
        `$${Math.round((p.price * n) / p.duration_days)}`,
        `$${Math.round(p.price * n * 0.25)}`,
        `$${p.price * n - Math.round(p.price * n * 0.25)}`,
      ]);
    });
    const allowed = new Set([...figuresIn(catalogText.replace(/\\n/g, " ")), ...computed]);
    for (const answer of allAnswers()) {
      for (const figure of figuresIn(answer)) {
        if (figure.startsWith("$"))
          expect({ figure, allowed: allowed.has(figure) }).toEqual({ figure, allowed: true });
      }
    }
  });
});

describe("travel plans", () => {
  it.each([1, 2, 3, 7, 12, 30])("a %i-day plan has exactly that many days, in order", (days) => {
    const { text } = plan("Barcelona", days);
    const numbers = [...text.matchAll(/^Days? (\d+)(?:-(\d+))?:/gm)].flatMap((m) => {
      const from = Number(m[1]);
      const to = Number(m[2] ?? m[1]);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
    expect(numbers).toEqual(Array.from({ length: days }, (_, i) => i + 1));
    expect(text).toContain(`${days}-day plan for Barcelona, Spain`);
    expect(text).toContain("When to go: May to June and September to October.");
  });

  it("puts the highlights that fit the interests first", () => {
    const { text } = plan("Lisbon", 4, "fado music");
    expect(text).toMatch(/Day 2: Fado/);
  });
});

describe("an indicator named by an absence", () => {
  it("says what is there, so a yes never reads as a law that exists", () => {
    expect(indicatorInWords("No 'propaganda' or censorship law (Estonia)", "yes")).toBe(
      "'Propaganda' or censorship law (Estonia): none",
    );
    expect(indicatorInWords("No HIV-related entry restrictions", "no")).toBe(
      "HIV-related entry restrictions: yes, there are",
    );
    expect(indicatorInWords("Marriage or partnership", "partial")).toBe(
      "Marriage or partnership: partly",
    );
  });
});
