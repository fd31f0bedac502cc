/** Provider wiring with the AI SDK's mock models: success, timeout, failure, and checks on answers. */
import { loadCatalog } from "../../content/catalog";
import { createQueerIntelligence } from "../engine";
import { answeringProvider, failingProvider, promptOf, silentProvider } from "../test-models";
import type { ModelProvider } from "./models";

const catalog = loadCatalog();
const failures: string[] = [];
const intelligence = (providers: ModelProvider[], timeoutMs = 300) =>
  createQueerIntelligence({
    catalog: () => catalog,
    providers,
    timeoutMs,
    maxOutputTokens: 321,
    onProviderFailure: (provider, reason) => failures.push(`${provider.label}: ${reason}`),
  });
beforeEach(() => (failures.length = 0));

const preferences = {
  preferences: "A safe city with great food in June",
  budget_range: "luxury",
  travel_style: "luxury",
  safety_priority: 5,
};
/** An answer grounded in the context this query retrieves from the shipped content. */
const groundedAnswer = "Copenhagen, Denmark scores 4.6/5 overall on our Queer Safety Index.";

describe("recommendations with providers", () => {
  it("lists one item per provider that answered, then the local lenses, from the same context", async () => {
    const openai = answeringProvider("OpenAI test-model", groundedAnswer);
    const google = answeringProvider("Google test-model", "Montreal, Canada: 4.7/5 overall.");
    const result = await intelligence([openai, google]).recommend(preferences);
    expect(result.recommendations.map((r) => r.model)).toEqual([
      "OpenAI test-model",
      "Google test-model",
      "Safety-first lens (local engine)",
      "Experiences lens (local engine)",
      "Value lens (local engine)",
    ]);
    expect(result.recommendations[0]!.response).toBe(groundedAnswer);
    expect(result.bias_mitigation).toContain(
      "OpenAI test-model answered from the same retrieved data",
    );
    expect(result.bias_mitigation).toMatch(
      /OpenAI test-model answered .*; it named Copenhagen, [01] of 1 also chosen by a local lens\./,
    );
    expect(result.bias_mitigation).toMatch(
      /Google test-model answered .*; it named Montreal, [01] of 1 also chosen by a local lens\./,
    );

    const [a, b] = [promptOf(openai.calls[0]!), promptOf(google.calls[0]!)];
    expect(a.system).toBe(b.system);
    expect(a.system).toContain("Use only the facts in the CONTEXT below.");
    expect(a.system).toMatch(/\[destination: .*\| page \/destinations\//);
    expect(a.user).toContain("<visitor>\npreferences: A safe city with great food in June");
    expect(openai.calls[0]!.maxOutputTokens).toBe(321);
  });

  it("still answers when one provider times out and another fails", async () => {
    const slow = silentProvider("Anthropic slow-model");
    const broken = failingProvider("Google broken-model");
    const openai = answeringProvider("OpenAI test-model", groundedAnswer);
    const result = await intelligence([slow, broken, openai], 150).recommend(preferences);
    expect(result.recommendations.map((r) => r.model)).toEqual([
      "OpenAI test-model",
      "Safety-first lens (local engine)",
      "Experiences lens (local engine)",
      "Value lens (local engine)",
    ]);
    expect(slow.aborted()).toBe(true);
    expect(result.bias_mitigation).toContain(
      "Anthropic slow-model was left out: it did not answer within 150 ms.",
    );
    expect(result.bias_mitigation).toContain(
      "Google broken-model was left out: its service failed (Error).",
    );
    expect(failures).toHaveLength(2);
  });

  it("gives up on a model that ignores the abort signal, at the deadline", async () => {
    const stubborn = silentProvider("Stubborn model", { ignoreAbort: true });
    const result = await intelligence([stubborn], 100).recommend(preferences);
    expect(result.recommendations).toHaveLength(3);
    expect(failures).toEqual(["Stubborn model: it did not answer within 100 ms"]);
  });

  it("leaves out an answer that names none of our places or quotes a price we don't hold", async () => {
    const vague = answeringProvider("Vague model", "Anywhere sunny will be lovely for you both.");
    const inventive = answeringProvider(
      "Inventive model",
      "Lisbon is a steal: the Iberian Rail Journey is only $1 this week.",
    );
    const result = await intelligence([vague, inventive]).recommend(preferences);
    expect(result.recommendations).toHaveLength(3);
    expect(result.bias_mitigation).toContain(
      "Vague model was left out: it named none of the places in our data.",
    );
    expect(result.bias_mitigation).toContain(
      "Inventive model was left out: it quoted a figure our data does not hold ($1).",
    );
  });

  it("leaves out an answer that names a place it was not given", async () => {
    const probe = answeringProvider("Probe model", groundedAnswer);
    await intelligence([probe]).recommend(preferences);
    const { system } = promptOf(probe.calls[0]!);
    const elsewhere = catalog.destinations.find((d) => !system.includes(d.name))!;
    expect(elsewhere).toBeDefined();
    const wanderer = answeringProvider(
      "Wandering model",
      `Lisbon is lovely, but ${elsewhere.name} would suit you best.`,
    );
    const result = await intelligence([wanderer]).recommend(preferences);
    expect(result.recommendations.map((r) => r.model)).not.toContain("Wandering model");
    expect(result.bias_mitigation).toContain(
      "Wandering model was left out: it named places outside the data it was given.",
    );
  });
});

describe("agents with providers", () => {
  const planning = {
    agent_type: "travel_planning" as const,
    data: {
      destination: "Lisbon",
      duration: 5,
      budget: "luxury",
      interests: "fado and food",
      safety_priority: "high",
    },
  };

  it("answer from the first provider that succeeds, as plain text", async () => {
    const broken = failingProvider("OpenAI broken");
    const anthropic = answeringProvider(
      "Anthropic test-model",
      "<p>Day 1: arrive in <b>Lisbon</b>.</p> ![map](https://maps.example/x.png) Days 2-5: Fado in Alfama, see [our terms](/legal/terms) and [this](https://evil.example/phish).",
    );
    const answer = await intelligence([broken, anthropic]).planTravel(planning);
    expect(answer.model).toBe("Anthropic test-model");
    expect(answer.itinerary).toBe(
      "Day 1: arrive in Lisbon. Days 2-5: Fado in Alfama, see our terms (/legal/terms) and this.",
    );
    const { system } = promptOf(anthropic.calls[0]!);
    expect(system).toContain("Write a day-by-day plan of exactly 5 days (Day 1 to Day 5)");
    expect(system).toContain("[computed from the data]");
  });

  it("prefer the first provider in order even when a later one is faster, and stop the rest", async () => {
    const first = answeringProvider(
      "OpenAI test-model",
      "From our Terms of Service: you may cancel at any time by writing to us.",
      { delayMs: 60 },
    );
    const second = answeringProvider(
      "Google test-model",
      "From our Client Agreement: you may cancel at any time by writing to us.",
    );
    const answer = await intelligence([first, second]).chat({
      message: "Can I cancel?",
      context: { previous_messages: [] },
    });
    expect(answer.model).toBe("OpenAI test-model");
    expect(second.calls).toHaveLength(1);
    expect(failures).toEqual([]);
  });

  it("pass over a plan of the wrong length", async () => {
    const short = answeringProvider(
      "Short model",
      "Day 1: arrive in Lisbon. Day 2: Fado in Alfama. Day 3: leave.",
    );
    const answer = await intelligence([short]).planTravel(planning);
    expect(answer.model).toBe("Local engine");
    expect(answer.itinerary).toContain("5-day plan for Lisbon, Portugal");
    expect(failures).toEqual(["Short model: its plan was not 5 days long"]);
  });

  it("fall back to the local engine when every provider fails or stalls", async () => {
    const answer = await intelligence(
      [failingProvider("A"), silentProvider("B")],
      100,
    ).comparePrices({
      agent_type: "price_comparison",
      data: { destination: "Lisbon", dates: "flexible", travelers: 2, budget_range: "luxury" },
    });
    expect(answer.model).toBe("Local engine");
    expect(answer.analysis).toContain("Total for 2 travelers: $25,600");
    expect(failures).toEqual([
      "A: its service failed (Error)",
      "B: it did not answer within 100 ms",
    ]);
  });

  it("never ask a provider about a place we don't cover", async () => {
    const openai = answeringProvider("OpenAI test-model", "Atlantis is lovely and very safe, 5/5.");
    const answer = await intelligence([openai]).researchSafety({
      agent_type: "safety_research",
      data: { destination: "Atlantis" },
    });
    expect(openai.calls).toHaveLength(0);
    expect(answer.model).toBe("Local engine");
    expect(answer.safety_report).toMatch(/^We don't cover Atlantis yet/);
  });

  it("keep to the list of four agents", () => {
    expect(
      intelligence([])
        .listAgents()
        .agents.map((a) => a.id),
    ).toEqual(["customer_service", "travel_planning", "safety_research", "price_comparison"]);
  });
});

describe("the chat with providers: the same understanding and facts, the same guard", () => {
  const ask = (providers: ModelProvider[], message: string) =>
    intelligence(providers).chat({ message, context: { previous_messages: [] } });

  it("gives a provider how the question was understood and the facts found for it", async () => {
    const probe = answeringProvider(
      "OpenAI test-model",
      "With caution: Tel Aviv scores 2.5/5 overall on our Queer Safety Index; see /destinations/tel-aviv.",
    );
    const answer = await ask([probe], "Is Tel Aviv safe for a trans woman traveling alone?");
    const { system } = promptOf(probe.calls[0]!);
    expect(system).toContain(
      "The visitor's question, as understood: places: Tel Aviv; wants to know: safety; for: trans, solo.",
    );
    expect(system).toContain("[destination: Tel Aviv, Israel | page /destinations/tel-aviv]");
    expect(system).toContain("For trans and non-binary travelers:");
    expect(answer.model).toBe("OpenAI test-model");
  });

  it("keeps the criminalisation warning: an answer without it is left out", async () => {
    const silentOnLaw = answeringProvider(
      "Careless model",
      "Dubai is a glamorous city; we don't plan trips there, so see /destinations for others.",
    );
    const answer = await ask([silentOnLaw], "Is Dubai safe for a gay couple?");
    expect(promptOf(silentOnLaw.calls[0]!).system).toContain(
      "Warning: The United Arab Emirates criminalises same-sex relations",
    );
    expect(answer.model).toBe("Local engine");
    expect(answer.answer).toMatch(/^Warning: The United Arab Emirates criminalises/);
    expect(failures).toEqual([
      "Careless model: it left out the warning about a law that criminalises same-sex relations",
    ]);
  });

  it("leaves out an answer that names a place the context does not hold", async () => {
    const wanderer = answeringProvider(
      "Wandering model",
      "Tel Aviv scores 2.5/5 overall; Jerusalem and Mykonos would suit a trans traveler better.",
    );
    const answer = await ask([wanderer], "Is Tel Aviv safe for a trans woman?");
    expect(answer.model).toBe("Local engine");
    expect(failures).toEqual(["Wandering model: it named places outside the data it was given"]);
  });
});
