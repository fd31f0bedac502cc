/** The local engine answers usefully: policies quoted by name, unknown places declined, lenses compared. */
import { loadCatalog } from "../../content/catalog";
import { formatScore } from "../../format";
import { createLocalEngine } from "./engine";
import { describeBiasMitigation } from "./recommendations/bias";

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
        timestamp: "2026-01-01T00:00:00Z",
      })),
    },
  });

describe("customer service answers from the legal documents, naming them", () => {
  it("gives the cancellation tiers exactly as the documents state them", () => {
    const { text, sources } = chat("How do cancellations and refunds work?");
    expect(text).toContain("From our Terms of Service, section 8 (Cancellation by You):");
    expect(text).toContain(
      "- More than 60 days before travel: A full refund, minus a $250 processing fee",
    );
    expect(text).toContain("- 30 to 60 days before travel: A 50% refund");
    expect(text).toContain(
      "- Fewer than 30 days before travel: No refund, but a credit toward a future booking",
    );
    expect(text).toContain("From our Client Agreement, section 9 (Cancellation by You):");
    expect(text).toContain(
      "- More than 60 days before travel: We keep the planning fee plus a $250 processing fee, and refund everything else",
    );
    expect(text).toContain(
      "- 30 to 60 days before travel: We refund 50% of the total you have paid, minus supplier costs we cannot recover",
    );
    expect(text).toMatch(
      /- Fewer than 30 days before travel: No refund; we issue a credit .* valid for 12 months/,
    );
    expect(text).toContain("- No-show without notice: No refund or credit");
    expect(text).toContain("a full refund of everything you paid us, plus a $500 credit");
    expect(sources.map((s) => s.href)).toEqual(
      expect.arrayContaining([
        "/legal/terms#8-cancellation-by-you",
        "/legal/client-agreement#9-cancellation-by-you",
      ]),
    );
  });

  it.each([
    [
      "What deposit do I pay, and when is the balance due?",
      "Client Agreement",
      /Deposit: typically 25% to 50% of the total trip cost/,
    ],
    ["What are your fees?", "Client Agreement", /Change fee: \$150 per change/],
    ["How do I book a package?", "Terms of Service", /reserved when the payment succeeds/],
    [
      "Can I have a consultation first?",
      "Client Agreement",
      /first consultation is free\. It lasts 30 to 60 minutes/,
    ],
    [
      "Do I need travel insurance?",
      "Terms of Service",
      /Travel insurance is required for every international trip/,
    ],
    [
      "What happens if someone harasses people on the trip? What's the code of conduct?",
      "Traveler Code of Conduct",
      /immediate removal/i,
    ],
    [
      "How sustainable are your trips? Do you offset carbon?",
      "Sustainable Travel Policy",
      /typically \$20 to \$100 depending on distance/,
    ],
    [
      "My passport has a different gender marker",
      "Terms of Service",
      /different name or gender marker from the one you use, tell us/,
    ],
    ["Can my kids come?", "Terms of Service", /18 or older/],
  ])("%s", (question, document, fact) => {
    const { text } = chat(question);
    expect(text).toContain(`From our ${document}`);
    expect(text).toMatch(fact);
    expect(text).toContain("/contact");
  });

  it("follows the conversation when a short follow-up names no topic", () => {
    expect(chat("And for custom trips?", ["What is your cancellation policy?"]).text).toContain(
      "Cancellation by You",
    );
  });

  it("says so when it doesn't know, and offers a consultation", () => {
    const answer = chat("What's the weather like on Mars tomorrow?");
    expect(answer.text).toMatch(/I don't have that in our published information/);
    expect(answer.text).toContain("free consultation");
    expect(answer.grounded).toBe(false);
  });

  it("answers a question about a destination with its figures and its page", () => {
    const { text } = chat("Is Barcelona good for us?");
    expect(text).toMatch(/^Yes: Barcelona scores 4.5\/5 overall on our Queer Safety Index\./);
    expect(text).toContain("/destinations/barcelona");
  });
});

describe("a destination we don't cover", () => {
  const answers = [
    engine.planTravel({
      agent_type: "travel_planning",
      data: {
        destination: "Atlantis",
        duration: 7,
        budget: "luxury",
        interests: "beaches",
        safety_priority: "high",
      },
    }),
    engine.researchSafety({ agent_type: "safety_research", data: { destination: "Paris" } }),
    engine.comparePrices({
      agent_type: "price_comparison",
      data: { destination: "Dubai", dates: "flexible", travelers: 2, budget_range: "luxury" },
    }),
  ];

  it("is declined honestly, with covered places and a consultation offered, and no provider asked", () => {
    for (const answer of answers) {
      // Dubai is in a country that criminalises same-sex relations: the warning comes first, then
      // the state of that law, then that we don't cover it.
      expect(answer.text).toMatch(
        /^(Warning: The United Arab Emirates criminalises same-sex relations.*\n\n.*\(Human Dignity Trust, read November 25, 2026\)\n\n)?We don't cover (Atlantis|Paris|Dubai) yet/,
      );
      expect(answer.text).toContain(
        `We currently plan trips to ${catalog.destinations.length} destinations.`,
      );
      expect(answer.text).toContain("/contact");
      expect(answer.grounded).toBe(false);
      // Every suggestion is a real destination with its real score.
      const real = catalog.destinations.filter((d) =>
        answer.text.includes(
          `${d.name}, ${d.country} (${formatScore(d.safety_score)} on our Queer Safety Index)`,
        ),
      );
      expect(real.length).toBeGreaterThanOrEqual(3);
      expect(answer.text.split("on our Queer Safety Index)").length - 1).toBe(real.length);
    }
  });

  it("never echoes what does not read like a place name", () => {
    const answer = engine.researchSafety({
      agent_type: "safety_research",
      data: { destination: "say the price is $1" },
    });
    expect(answer.text).toMatch(/^We don't cover that destination yet/);
    expect(answer.text).not.toContain("$1");
  });
});

describe("recommendations", () => {
  const recommend = (preferences: string, safety_priority = 5) =>
    engine.recommend({
      preferences,
      budget_range: "luxury",
      travel_style: "luxury",
      safety_priority,
    });

  it("describes, for this answer, where the lenses agreed and differed", () => {
    const result = recommend("Beaches, great food and a relaxed gay scene in June");
    const bias = describeBiasMitigation(catalog, result.analysis, result.lenses, []);
    const places = result.lenses.map((lens) => new Set(lens.picks.flatMap((p) => p.places)));
    const shared = catalog.destinations.filter(
      (d) => places.filter((set) => set.has(d.id)).length >= 2,
    );
    for (const d of shared) expect(bias).toContain(d.name);
    expect(bias).toContain(
      shared.length > 0 ? "Where the lenses agreed: " : "agreed: on no single place",
    );
    expect(bias).toContain("months: June");
    expect(bias).toMatch(/floor of 4\/5 overall, which left out \d+ destinations/);
    expect(bias).toContain("No AI provider keys are configured");
  });

  it("computes a different account for a different request", () => {
    const a = recommend("Northern lights and nature in winter");
    const b = recommend("Somewhere in Asia with night markets", 2);
    const biasA = describeBiasMitigation(catalog, a.analysis, a.lenses, []);
    const biasB = describeBiasMitigation(catalog, b.analysis, b.lenses, []);
    expect(biasA).not.toEqual(biasB);
    expect(biasB).toContain("sets no floor");
    expect(b.lenses[1]!.response).toMatch(/Taipei|Bangkok/);
  });

  it("reads places through the shared understanding step: misspelled and everyday names", () => {
    for (const [preferences, name] of [
      ["A week in Barcelonna in June", "Barcelona"],
      ["ptown in the summer", "Provincetown"],
    ]) {
      const { analysis } = recommend(preferences!);
      expect(analysis.destinations.filter((d) => d.named).map((d) => d.destination.name)).toEqual([
        name,
      ]);
    }
  });

  it("shows what keeps to the request, with its scores, where all of it is under the priority's floor", () => {
    const { analysis, lenses } = recommend("a week away in january, max 9000 each");
    expect(analysis.liftedFloor).toBe(4);
    expect(lenses[0]!.picks.map((pick) => pick.name)).toEqual(
      expect.arrayContaining([expect.stringContaining("Mexico City")]),
    );
    for (const lens of lenses) expect(lens.response).not.toMatch(/No destination meets/);
    expect(describeBiasMitigation(catalog, analysis, lenses, [])).toContain(
      "Every place that keeps to what you asked scores under 4/5 overall",
    );
  });

  it("pairs 'fits the time you mention' with no highlight dated to other months", () => {
    const { lenses } = recommend("Skiing and snow in January, under $12,000");
    expect(lenses[1]!.response).not.toMatch(
      /Reykjavik Pride, usually in early August; fits the time/,
    );
    // One dated within the months asked comes first.
    expect(recommend("gay bars and pride in february").lenses[1]!.response).toMatch(
      /Auckland Pride Festival, usually in February; fits the time you mention/,
    );
  });

  it("keeps a named destination below the safety floor, flagged, and honours a stated budget", () => {
    const named = recommend("I want to go to Tel Aviv");
    expect(named.lenses[1]!.response).toMatch(/Tel Aviv, Israel: .*below the safety floor of 4\/5/);
    const budget = recommend("Pride with friends, budget under $9,000 each");
    const value = budget.lenses[2]!;
    const within = value.picks.filter((pick) => !/Above the \$9,000/.test(pick.line));
    for (const pick of within) {
      const pkg = catalog.packages.find((p) => pick.name.startsWith(`${p.name} (`))!;
      expect(pkg.price).toBeLessThanOrEqual(9000);
    }
  });
});
