/**
 * Queer Intelligence over HTTP, embedded and through remote mode: the five endpoints and the agent
 * list answer contract-valid, identical bodies; bad input gets 400 envelopes; every POST is limited.
 */
import { expect, test, needsSites, type APIRequestContext } from "../support/test";
import {
  agentListSchema,
  agentResponseSchema,
  errorEnvelopeSchema,
  recommendationResponseSchema,
} from "@/lib/contract";
import { servers } from "../support/servers";

needsSites("remote", "remoteDown");

const { embedded, remote, remoteDown } = servers;

async function postBoth(request: APIRequestContext, path: string, data: unknown) {
  const [a, b] = await Promise.all([
    request.post(embedded.url + path, { data }),
    request.post(remote.url + path, { data }),
  ]);
  const [bodyA, bodyB] = await Promise.all([a.json(), b.json()]);
  expect(b.status(), `status of ${path} through remote mode`).toBe(a.status());
  expect(bodyB, `body of ${path} through remote mode`).toEqual(bodyA);
  return { status: a.status(), body: bodyA as unknown };
}

test("the agent list names the four agents", async ({ request }) => {
  const [a, b] = await Promise.all([
    request.get(`${embedded.url}/api/agents/list`),
    request.get(`${remote.url}/api/agents/list`),
  ]);
  const list = agentListSchema.parse(await a.json());
  expect(await b.json()).toEqual(list);
  expect(list.agents.map((agent) => agent.id)).toEqual([
    "customer_service",
    "travel_planning",
    "safety_research",
    "price_comparison",
  ]);
});

test("recommendations: three honest lenses and a computed bias note", async ({ request }) => {
  const { status, body } = await postBoth(request, "/api/ai/recommendations", {
    preferences: "Beaches and great food in June",
    budget_range: "luxury",
    travel_style: "luxury",
    safety_priority: 5,
  });
  expect(status).toBe(200);
  const result = recommendationResponseSchema.parse(body);
  expect(result.recommendations.map((r) => r.model)).toEqual([
    "Safety-first lens (local engine)",
    "Experiences lens (local engine)",
    "Value lens (local engine)",
  ]);
  expect(result.bias_mitigation).toContain("months: June");
});

test("each agent answers in its own field, the same through remote mode", async ({ request }) => {
  const cases = [
    [
      "/api/agents/chat",
      { message: "How does cancellation work?", context: { previous_messages: [] } },
      "answer",
      "From our Terms of Service, section 8",
    ],
    [
      "/api/agents/travel-planning",
      {
        agent_type: "travel_planning",
        data: {
          destination: "Barcelona",
          duration: 7,
          budget: "luxury",
          interests: "architecture",
          safety_priority: "high",
        },
      },
      "itinerary",
      "Day 7: Departure",
    ],
    [
      "/api/agents/safety-research",
      { agent_type: "safety_research", data: { destination: "Tallinn" } },
      "safety_report",
      "For trans and non-binary travelers:",
    ],
    [
      "/api/agents/price-comparison",
      {
        agent_type: "price_comparison",
        data: { destination: "Mykonos", dates: "flexible", travelers: 2, budget_range: "luxury" },
      },
      "analysis",
      "Total for 2 travelers:",
    ],
    [
      "/api/agents/safety-research",
      { agent_type: "safety_research", data: { destination: "Atlantis" } },
      "safety_report",
      "We don't cover Atlantis yet",
    ],
    [
      "/api/agents/safety-research",
      {
        agent_type: "safety_research",
        message: "Is Dubai safe for a gay couple?",
        data: { destination: "Barcelona" },
      },
      "safety_report",
      "Warning: The United Arab Emirates criminalises same-sex relations",
    ],
    [
      "/api/agents/chat",
      { message: "Is Jamaica ok for two men?", context: { previous_messages: [] } },
      "answer",
      "Warning: Jamaica criminalises same-sex relations",
    ],
  ] as const;
  for (const [path, data, field, expected] of cases) {
    const { status, body } = await postBoth(request, path, data);
    expect(status, path).toBe(200);
    const answer = agentResponseSchema.parse(body);
    expect(answer[field], path).toContain(expected);
    expect(answer.model).toBe("Local engine");
  }
});

test("bad input gets 400 envelopes, embedded and remote", async ({ request }) => {
  const cases = [
    [
      "/api/ai/recommendations",
      { preferences: "   ", budget_range: "luxury", travel_style: "luxury", safety_priority: 5 },
    ],
    ["/api/agents/chat", { message: "x".repeat(2001) }],
    ["/api/agents/chat", { message: "" }],
    [
      "/api/agents/travel-planning",
      {
        agent_type: "travel_planning",
        data: { destination: "Lisbon", interests: "y".repeat(2001) },
      },
    ],
    ["/api/agents/safety-research", { agent_type: "safety_research", data: {} }],
    [
      "/api/agents/price-comparison",
      { agent_type: "price_comparison", data: { destination: "Lisbon", travelers: 0 } },
    ],
  ] as const;
  for (const [path, data] of cases) {
    const { status, body } = await postBoth(request, path, data);
    expect(status, path).toBe(400);
    expect(errorEnvelopeSchema.parse(body).error.code).toBe("bad_request");
  }
});

test("agent POSTs are rate-limited per client", async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await request.post(`${remoteDown.url}/api/agents/chat`, {
      data: { message: "Hello" },
    });
    statuses.push(response.status());
  }
  // This instance allows 3 POSTs a minute per endpoint; its upstream is down, hence the 502s.
  expect(statuses).toEqual([502, 502, 502, 429]);
});
