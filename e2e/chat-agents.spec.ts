/** What the chat sends to each agent and how it shows replies and failures. */
import { expect, test } from "./support/test";
import { answerAgents, apology, chatWidget, failureToast } from "./support/chat-widget";

interface SentMessage {
  id: string;
  type: string;
  content: string;
  timestamp: string;
  agent?: string;
}

test("customer service gets the message and the last five chat messages as context", async ({
  page,
}) => {
  const calls = await answerAgents(page, ({ body }) => ({
    json: { answer: `Re: ${String(body.message)}` },
  }));
  await page.goto("/");
  const chat = chatWidget(page);
  await chat.open();
  for (const question of ["Q1", "Q2", "Q3", "Q4"]) await chat.ask(question);

  expect(calls.map((call) => call.path)).toEqual(Array(4).fill("/api/agents/chat"));
  const context = (index: number) =>
    (calls[index]?.body.context as { previous_messages: SentMessage[] }).previous_messages;
  expect(context(0)).toEqual([]);
  expect(context(1).map((message) => message.content)).toEqual(["Q1", "Re: Q1"]);
  const last = context(3);
  expect(calls[3]?.body.message).toBe("Q4");
  expect(last.map((message) => message.content)).toEqual([
    "Re: Q1",
    "Q2",
    "Re: Q2",
    "Q3",
    "Re: Q3",
  ]);
  expect(last.map((message) => message.type)).toEqual(["agent", "user", "agent", "user", "agent"]);
  expect(last.filter((message) => message.type === "agent").map((m) => m.agent)).toEqual(
    Array(3).fill("customer_service"),
  );
  expect(new Set(last.map((message) => message.id)).size).toBe(5);
  for (const message of last) {
    expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
  }
});

test("the other agents get the destination named in the message, Barcelona by default", async ({
  page,
}) => {
  const calls = await answerAgents(page, () => ({ json: { answer: "ok" } }));
  await page.goto("/");
  const chat = chatWidget(page);
  await chat.open();

  await chat.agent.selectOption({ label: "Travel Planning" });
  await chat.ask("Beaches and nightlife in Mykonos");
  await chat.ask("Something romantic");
  await chat.agent.selectOption({ label: "Safety Research" });
  await chat.ask("Is tel aviv safe for trans travelers?");
  await chat.ask("Reykjavik in winter?");
  await chat.agent.selectOption({ label: "Price Comparison" });
  await chat.ask("Compare San Francisco and Provincetown");
  await chat.ask("What about Amsterdam?");
  await chat.ask("Best value overall");

  expect(calls[0]).toEqual({
    path: "/api/agents/travel-planning",
    body: {
      agent_type: "travel_planning",
      message: "Beaches and nightlife in Mykonos",
      data: {
        destination: "Mykonos",
        duration: 7,
        budget: "luxury",
        interests: "Beaches and nightlife in Mykonos",
        safety_priority: "high",
      },
    },
  });
  expect(calls[1]?.body).toMatchObject({ data: { destination: "Barcelona" } });
  expect(calls[2]).toEqual({
    path: "/api/agents/safety-research",
    body: {
      agent_type: "safety_research",
      message: "Is tel aviv safe for trans travelers?",
      data: { destination: "Tel Aviv" },
    },
  });
  expect(calls[3]?.body).toEqual({
    agent_type: "safety_research",
    message: "Reykjavik in winter?",
    data: { destination: "Reykjavik" },
  });
  expect(calls[4]).toEqual({
    path: "/api/agents/price-comparison",
    body: {
      agent_type: "price_comparison",
      message: "Compare San Francisco and Provincetown",
      data: {
        destination: "San Francisco",
        dates: "flexible",
        travelers: 2,
        budget_range: "luxury",
      },
    },
  });
  expect(
    calls.slice(5).map((call) => (call.body.data as { destination: string }).destination),
  ).toEqual(["Amsterdam", "Barcelona"]);
  // Each reply is labelled with the agent that gave it.
  await expect(chat.messages.nth(1)).toContainText("Travel Planning");
  await expect(chat.messages.nth(5)).toContainText("Safety Research");
  await expect(chat.messages.last()).toContainText("Price Comparison");
});

const replyRules = [
  { json: { answer: "Deposits are 25-50%.", itinerary: "ignored" }, shown: "Deposits are 25-50%." },
  {
    json: { itinerary: "Day 1: arrive\nDay 2: beach" },
    shown: "Travel Plan:\n\nDay 1: arrive\nDay 2: beach",
  },
  { json: { safety_report: "Overall 4.6/5" }, shown: "Safety Report:\n\nOverall 4.6/5" },
  {
    json: { analysis: "Two packages reach it." },
    shown: "Price Analysis:\n\nTwo packages reach it.",
  },
  {
    json: { status: "ok", items: [1, 2] },
    shown: '{\n  "status": "ok",\n  "items": [\n    1,\n    2\n  ]\n}',
  },
];

test("replies show the answer, a labelled plan, report or analysis, or else the raw JSON", async ({
  page,
}) => {
  let next = 0;
  await answerAgents(page, () => ({ json: replyRules[next++]?.json }));
  await page.goto("/");
  const chat = chatWidget(page);
  await chat.open();
  for (const [index, rule] of replyRules.entries()) {
    await chat.ask(`Question ${index + 1}`);
    expect(await chat.textOf(index * 2 + 1).innerText()).toBe(rule.shown);
  }
});

test("model output is shown as text, never as HTML", async ({ page }) => {
  const markup =
    '<img src="/favicon.ico" onerror="window.__injected=1"><a href="https://elsewhere.example">Click</a> <b>bold</b>';
  await answerAgents(page, () => ({ json: { answer: markup } }));
  await page.goto("/");
  const chat = chatWidget(page);
  await chat.open();
  await chat.ask("Tell me something");
  await expect(chat.textOf(1)).toHaveText(markup);
  await expect(chat.log.locator("img, a, b")).toHaveCount(0);
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
});

test("a failed call shows the toast and the apology naming the town, whatever the status", async ({
  page,
}) => {
  const envelope = { error: { code: "x", message: "Upstream says no" } };
  const failures = [
    { status: 500, json: envelope },
    { status: 429, json: envelope },
    { status: 400, json: envelope },
    { abort: true },
  ];
  let next = 0;
  await answerAgents(page, () => failures[next++] ?? { abort: true });
  await page.goto("/");
  const chat = chatWidget(page);
  await chat.open();
  for (const [index] of failures.entries()) {
    await chat.ask(`Attempt ${index + 1}`);
    await expect(chat.textOf(index * 2 + 1)).toHaveText(apology);
    await expect(chat.messages.nth(index * 2 + 1)).toContainText("Customer Service");
  }
  await expect(page.getByText(failureToast).first()).toBeVisible();
  await expect(chat.log).not.toContainText("Upstream says no");
  await expect(chat.input).toBeEnabled();
});

test("a failed agent list is only logged: nothing is shown and the chat works", async ({
  page,
}) => {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  await page.route("**/api/agents/list", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "internal", message: "down" } } }),
  );
  await answerAgents(page, () => ({ json: { answer: "Still here." } }));
  await page.goto("/");
  const chat = chatWidget(page);
  const listFailed = page.waitForResponse((response) =>
    response.url().endsWith("/api/agents/list"),
  );
  await chat.open();
  await listFailed;
  await chat.ask("Hello?");
  await expect(chat.textOf(1)).toHaveText("Still here.");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(chat.window).not.toContainText("down");
  expect(logged.some((text) => text.includes("Failed to load agents"))).toBe(true);
});

test("the agent list is stored, not displayed", async ({ page }) => {
  await page.route("**/api/agents/list", (route) =>
    route.fulfill({
      json: { agents: [{ id: "customer_service", name: "Zebra Desk", description: "Stripes" }] },
    }),
  );
  await page.goto("/");
  const chat = chatWidget(page);
  const listLoaded = page.waitForResponse((response) =>
    response.url().endsWith("/api/agents/list"),
  );
  await chat.open();
  await listLoaded;
  await expect(chat.window).toContainText("Customer Service");
  await expect(page.getByText("Zebra Desk")).toHaveCount(0);
});

test.describe("with the site's own agents", () => {
  const cases = [
    {
      agent: "Customer Service",
      question: "How do cancellations work?",
      prefix: "",
      mentions: /cancel/i,
    },
    {
      agent: "Travel Planning",
      question: "A week in Mykonos",
      prefix: "Travel Plan:",
      mentions: /Mykonos/,
    },
    {
      agent: "Safety Research",
      question: "Is Tel Aviv safe?",
      prefix: "Safety Report:",
      mentions: /Tel Aviv/,
    },
    {
      agent: "Price Comparison",
      question: "Packages to Mykonos",
      prefix: "Price Analysis:",
      mentions: /Mykonos/,
    },
  ];

  test("each agent answers from the site's data", async ({ page }) => {
    await page.goto("/");
    const chat = chatWidget(page);
    await chat.open();
    for (const [index, { agent, question, prefix, mentions }] of cases.entries()) {
      await chat.agent.selectOption({ label: agent });
      await chat.ask(question);
      const reply = await chat.textOf(index * 2 + 1).innerText();
      expect(reply).not.toBe(apology);
      expect(reply.startsWith(prefix)).toBe(true);
      expect(reply).toMatch(mentions);
      expect(reply.length).toBeGreaterThan(prefix.length + 40);
      // A labelled reply means the field was read, not the raw-JSON fallback.
      expect(reply.trimStart().startsWith("{")).toBe(false);
    }
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });
});
