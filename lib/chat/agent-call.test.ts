import {
  agentChatRequestSchema,
  priceComparisonRequestSchema,
  safetyResearchRequestSchema,
  travelPlanningRequestSchema,
  type ChatMessage,
} from "../contract/agents";
import { buildAgentCall, contextCharacters, previousMessages } from "./agent-call";
import { createAgentMessage, createUserMessage } from "./messages";

const destinations = [
  { name: "Barcelona", slug: "barcelona" },
  { name: "Mykonos", slug: "mykonos" },
  { name: "Tel Aviv", slug: "tel-aviv" },
];

function conversation(length: number): ChatMessage[] {
  return Array.from({ length }, (_, index) =>
    index % 2 === 0
      ? createUserMessage(`question ${index}`)
      : createAgentMessage(`answer ${index}`, "customer_service"),
  );
}

describe("buildAgentCall", () => {
  it("sends customer service the message and the last five messages as context", () => {
    const history = conversation(8);
    const call = buildAgentCall("customer_service", "What is the deposit?", history, destinations);
    expect(call.path).toBe("/api/agents/chat");
    expect(call.body).toEqual({
      message: "What is the deposit?",
      context: { previous_messages: history.slice(3) },
    });
    expect(agentChatRequestSchema.parse(call.body)).toEqual(call.body);
  });

  it("sends fewer than five when the conversation is shorter", () => {
    const history = conversation(2);
    const call = buildAgentCall("customer_service", "Hi", history, destinations);
    expect(call.body).toMatchObject({ context: { previous_messages: history } });
    expect(buildAgentCall("customer_service", "Hi", [], destinations).body).toMatchObject({
      context: { previous_messages: [] },
    });
  });

  it("plans seven luxury days with high safety priority for the named destination", () => {
    const call = buildAgentCall("travel_planning", "Beaches in Mykonos", [], destinations);
    expect(call).toEqual({
      path: "/api/agents/travel-planning",
      body: {
        agent_type: "travel_planning",
        message: "Beaches in Mykonos",
        data: {
          destination: "Mykonos",
          duration: 7,
          budget: "luxury",
          interests: "Beaches in Mykonos",
          safety_priority: "high",
        },
      },
    });
    expect(travelPlanningRequestSchema.parse(call.body)).toEqual(call.body);
  });

  it("asks safety research about the named destination", () => {
    const call = buildAgentCall("safety_research", "Is Tel Aviv safe?", [], destinations);
    expect(call).toEqual({
      path: "/api/agents/safety-research",
      body: {
        agent_type: "safety_research",
        message: "Is Tel Aviv safe?",
        data: { destination: "Tel Aviv" },
      },
    });
    expect(safetyResearchRequestSchema.parse(call.body)).toEqual(call.body);
  });

  it("compares prices for two flexible luxury travelers, in Barcelona by default", () => {
    const call = buildAgentCall("price_comparison", "What does it cost?", [], destinations);
    expect(call).toEqual({
      path: "/api/agents/price-comparison",
      body: {
        agent_type: "price_comparison",
        message: "What does it cost?",
        data: { destination: "Barcelona", dates: "flexible", travelers: 2, budget_range: "luxury" },
      },
    });
    expect(priceComparisonRequestSchema.parse(call.body)).toEqual(call.body);
  });
});

describe("previousMessages", () => {
  it("cuts long earlier replies so five stay inside the body limit", () => {
    const long = createAgentMessage("x".repeat(30_000), "travel_planning");
    const [sent] = previousMessages([long]);
    expect(sent?.content).toHaveLength(contextCharacters);
    expect(JSON.stringify(previousMessages(Array(5).fill(long))).length).toBeLessThan(64 * 1024);
    expect(long.content).toHaveLength(30_000);
  });
});
