import {
  agentChatRequestSchema,
  checkoutStatusSchema,
  errorEnvelopeSchema,
  inquiryInputSchema,
  newsletterInputSchema,
  newsletterTokenInputSchema,
  oneClickBodySchema,
  postQuerySchema,
  recommendationRequestSchema,
  travelPlanningRequestSchema,
} from "./index";

describe("inquiry contract", () => {
  const valid = {
    name: "Ana Souza",
    email: "ana@example.com",
    message: "Two weeks in Lisbon, please.",
  };

  it("accepts the site's fields and defaults travelers_count to 1", () => {
    expect(inquiryInputSchema.parse(valid)).toEqual({ ...valid, travelers_count: 1 });
  });

  it("trims text, drops empty optional fields and unknown fields", () => {
    const parsed = inquiryInputSchema.parse({
      ...valid,
      name: "  Ana  ",
      phone: "   ",
      destination: "Lisbon",
      travelers_count: "3",
      is_admin: true,
    });
    expect(parsed).toEqual({ ...valid, name: "Ana", destination: "Lisbon", travelers_count: 3 });
    expect(parsed).not.toHaveProperty("is_admin");
    expect(parsed.phone).toBeUndefined();
  });

  it.each([
    ["a missing email", { ...valid, email: undefined }],
    ["a malformed email", { ...valid, email: "not-an-email" }],
    ["a blank name", { ...valid, name: "   " }],
    ["a blank message", { ...valid, message: "\n\t" }],
    ["zero travelers", { ...valid, travelers_count: 0 }],
    ["fractional travelers", { ...valid, travelers_count: 1.5 }],
    ["a name as a number", { ...valid, name: 42 }],
    ["a message over 5,000 characters", { ...valid, message: "x".repeat(5001) }],
  ])("rejects %s", (_label, input) => {
    expect(inquiryInputSchema.safeParse(input).success).toBe(false);
  });
});

describe("newsletter contract", () => {
  it("normalises the address so a repeat is recognised", () => {
    expect(newsletterInputSchema.parse({ email: "  Ana@Example.COM " })).toEqual({
      email: "ana@example.com",
    });
  });
  it("rejects a non-address", () => {
    expect(newsletterInputSchema.safeParse({ email: "ana" }).success).toBe(false);
  });
  it.each([
    ["a new link's token (43 base64url characters)", "Ab3_-".repeat(8) + "xyz", true],
    ["a link from before confirmation existed (64 hex digits)", "0f".repeat(32), true],
    ["an empty token", "", false],
    ["a short token", "abc", false],
    ["a token with a slash", `${"a".repeat(40)}/../`, false],
    ["a token with SQL", `${"a".repeat(40)}' OR '1'='1`, false],
    ["a 5,000-character token", "a".repeat(5000), false],
  ])("takes %s: %s", (_label, token, valid) => {
    expect(newsletterTokenInputSchema.safeParse({ token }).success).toBe(valid);
  });
  it("takes the one-click body of RFC 8058 and nothing else", () => {
    expect(oneClickBodySchema.safeParse({ "List-Unsubscribe": "One-Click" }).success).toBe(true);
    expect(oneClickBodySchema.safeParse({ "List-Unsubscribe": "one-click" }).success).toBe(false);
    expect(oneClickBodySchema.safeParse({}).success).toBe(false);
  });
});

describe("journal query contract", () => {
  it("defaults to 20 posts and allows at most 100", () => {
    expect(postQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(postQuerySchema.parse({ limit: "100", featured: "true" })).toEqual({
      limit: 100,
      featured: true,
    });
    expect(postQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(postQuerySchema.safeParse({ limit: "0" }).success).toBe(false);
    expect(postQuerySchema.safeParse({ featured: "yes" }).success).toBe(false);
  });
});

describe("AI and agent contracts", () => {
  it("fixes the recommendation defaults and refuses blank preferences", () => {
    expect(recommendationRequestSchema.parse({ preferences: "quiet beaches" })).toEqual({
      preferences: "quiet beaches",
      budget_range: "luxury",
      travel_style: "luxury",
      safety_priority: 5,
    });
    expect(recommendationRequestSchema.safeParse({ preferences: "   " }).success).toBe(false);
  });

  it("refuses chat messages over 2,000 characters and more than 5 previous messages", () => {
    expect(agentChatRequestSchema.safeParse({ message: "x".repeat(2001) }).success).toBe(false);
    const message = { id: "1", type: "user", content: "hi", timestamp: new Date().toISOString() };
    expect(
      agentChatRequestSchema.safeParse({
        message: "hi",
        context: { previous_messages: Array(6).fill(message) },
      }).success,
    ).toBe(false);
    expect(agentChatRequestSchema.parse({ message: "hi" }).context.previous_messages).toEqual([]);
  });

  it("fills the planning agent's fixed values", () => {
    const parsed = travelPlanningRequestSchema.parse({
      data: { destination: "Barcelona", interests: "architecture" },
    });
    expect(parsed).toEqual({
      agent_type: "travel_planning",
      data: {
        destination: "Barcelona",
        duration: 7,
        budget: "luxury",
        interests: "architecture",
        safety_priority: "high",
      },
    });
  });
});

describe("checkout and error contracts", () => {
  it("reads a checkout status", () => {
    expect(
      checkoutStatusSchema.parse({
        payment_status: "paid",
        status: "complete",
        amount_total: 850000,
        currency: "usd",
      }),
    ).toBeTruthy();
    expect(
      checkoutStatusSchema.safeParse({ payment_status: "paid", status: "complete" }).success,
    ).toBe(false);
  });

  it("has one error envelope", () => {
    expect(
      errorEnvelopeSchema.safeParse({ error: { code: "not_found", message: "x" } }).success,
    ).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ error: { code: "teapot", message: "x" } }).success).toBe(
      false,
    );
  });
});
