/** The AI chat widget of the shared shell. */
import { expect, test, type Response } from "./support/test";
import { answerAgents, chatWidget, hold } from "./support/chat-widget";
import { axe } from "./support/review";

test("the button opens the window, hides while it is open, and the close button brings it back", async ({
  page,
}) => {
  await page.goto("/");
  const chat = chatWidget(page);
  await expect(chat.launcher).toBeVisible();
  await expect(chat.window).toHaveCount(0);
  await chat.open();

  await expect(chat.launcher).toBeHidden();
  await expect(chat.window.getByRole("heading", { name: "AI Travel Assistants" })).toBeVisible();
  await expect(chat.input).toBeFocused();
  await expect(chat.input).toHaveAttribute("rows", "2");
  await expect(chat.agent).toHaveValue("customer_service");
  await expect(chat.agent.locator("option")).toHaveText([
    "Customer Service",
    "Travel Planning",
    "Safety Research",
    "Price Comparison",
  ]);
  for (const name of [
    "Customer Service",
    "Travel Planning",
    "Safety Research",
    "Price Comparison",
  ]) {
    await expect(chat.conversation.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  }

  await chat.close.click();
  await expect(chat.window).toBeHidden();
  await expect(chat.launcher).toBeVisible();
  await expect(chat.launcher).toBeFocused();
});

test("Escape closes the window and returns focus to the button", async ({ page }) => {
  await page.goto("/packages");
  const chat = chatWidget(page);
  await chat.open();
  await expect(chat.input).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chat.window).toBeHidden();
  await expect(chat.launcher).toBeFocused();
});

test("the widget's code and the agent list load only when the button is first used", async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  const agentLists: string[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
    if (response.url().endsWith("/api/agents/list")) agentLists.push(response.url());
  });
  const marker = "Agent is thinking...";
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(await page.content()).not.toContain(marker);
  const firstLoad = await Promise.all(scripts);
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.filter((script) => script.includes(marker))).toHaveLength(0);
  expect(agentLists).toHaveLength(0);

  const listLoaded = page.waitForResponse((response) =>
    response.url().endsWith("/api/agents/list"),
  );
  await chatWidget(page).open();
  await listLoaded;
  const afterClick = await Promise.all(scripts);
  expect(afterClick.filter((script) => script.includes(marker)).length).toBeGreaterThan(0);

  // Closing and opening again loads nothing new: the list is fetched once per page.
  await chatWidget(page).close.click();
  await chatWidget(page).open();
  expect(agentLists).toHaveLength(1);
});

test("Enter sends, Shift+Enter adds a line, and the message is added at once", async ({ page }) => {
  const { held, release } = hold();
  const calls = await answerAgents(page, async () => {
    await held;
    return { json: { answer: "Happy to help." } };
  });
  await page.goto("/");
  const chat = chatWidget(page);
  await chat.open();
  await chat.input.pressSequentially("First line");
  await chat.input.press("Shift+Enter");
  await chat.input.pressSequentially("second line");
  await expect(chat.input).toHaveValue("First line\nsecond line");
  expect(calls).toHaveLength(0);

  await chat.input.press("Enter");
  await expect(chat.messages).toHaveCount(1);
  await expect(chat.input).toHaveValue("");
  expect(await chat.textOf(0).innerText()).toBe("First line\nsecond line");
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]?.body).toMatchObject({ message: "First line\nsecond line" });
  release();
  await expect(chat.messages).toHaveCount(2);
  await expect(chat.textOf(1)).toHaveText("Happy to help.");
  await expect(chat.messages.nth(1)).toContainText("Customer Service");
});

test("send is disabled while the message is empty or only spaces, and nothing is sent", async ({
  page,
}) => {
  const calls = await answerAgents(page, () => ({ json: { answer: "ok" } }));
  await page.goto("/");
  const chat = chatWidget(page);
  await chat.open();
  await expect(chat.send).toBeDisabled();
  await chat.input.fill("   \n  ");
  await expect(chat.send).toBeDisabled();
  await chat.input.press("Enter");
  await expect(chat.messages).toHaveCount(0);
  await chat.input.fill("Hello");
  await expect(chat.send).toBeEnabled();
  await chat.send.click();
  await expect(chat.messages).toHaveCount(2);
  expect(calls).toHaveLength(1);
  await expect(chat.send).toBeDisabled();
});

test("while waiting the input and send are disabled and the agent is thinking", async ({
  page,
}) => {
  const { held, release } = hold();
  await answerAgents(page, async () => {
    await held;
    return { json: { answer: "Here you are." } };
  });
  await page.goto("/");
  const chat = chatWidget(page);
  await chat.open();
  await expect(chat.thinking).toHaveCount(0);
  await chat.input.fill("What deposit do you take?");
  await chat.send.click();
  await expect(chat.thinking).toBeVisible();
  await expect(chat.input).toBeDisabled();
  await expect(chat.send).toBeDisabled();
  // The indicator sits in the polite live region, so it is announced.
  await expect(chat.log).toHaveAttribute("aria-live", "polite");
  await expect(chat.log).toContainText("Agent is thinking...");

  release();
  await expect(chat.textOf(1)).toHaveText("Here you are.");
  await expect(chat.thinking).toHaveCount(0);
  await expect(chat.input).toBeEnabled();
  await expect(chat.input).toBeFocused();
});

test.describe("in another time zone", () => {
  test.use({ timezoneId: "Asia/Tokyo", locale: "en-US" });

  test("messages keep ISO timestamps and show the visitor's local time", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-03-04T15:07:00.000Z"));
    const calls = await answerAgents(page, () => ({ json: { answer: "Noted." } }));
    await page.goto("/");
    const chat = chatWidget(page);
    await chat.open();
    await chat.ask("Hello");
    await chat.ask("And again");
    for (const index of [0, 1]) {
      const time = chat.messages.nth(index).locator("time");
      await expect(time).toHaveAttribute("datetime", "2026-03-04T15:07:00.000Z");
      await expect(time).toHaveText("12:07 AM");
    }
    const previous = (calls[1]?.body.context as { previous_messages: { timestamp: string }[] })
      .previous_messages;
    expect(previous.map((message) => message.timestamp)).toEqual([
      "2026-03-04T15:07:00.000Z",
      "2026-03-04T15:07:00.000Z",
    ]);
  });
});

test("the list scrolls to the newest message", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  const longReply = Array.from({ length: 12 }, (_, line) => `Detail ${line + 1}`).join("\n");
  await answerAgents(page, () => ({ json: { answer: longReply } }));
  await page.goto("/");
  const chat = chatWidget(page);
  await chat.open();
  for (const question of ["One", "Two", "Three"]) await chat.ask(question);

  const gap = () =>
    chat.conversation.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  await expect.poll(gap).toBeLessThan(2);
  expect(await chat.conversation.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect(chat.messages.last()).toBeInViewport();
  await expect(chat.messages.first()).not.toBeInViewport();
});

test("the whole chat works with the keyboard alone", async ({ page }) => {
  const calls = await answerAgents(page, ({ path }) => ({
    json: path.endsWith("/chat") ? { answer: "Hello from service." } : { itinerary: "Day 1" },
  }));
  await page.goto("/");
  const chat = chatWidget(page);
  // The button is the last stop of the page's tab order.
  await page.keyboard.press("Shift+Tab");
  await expect(chat.launcher).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(chat.window).toBeVisible();
  await expect(chat.input).toBeFocused();

  await page.keyboard.type("Hi there");
  await page.keyboard.press("Enter");
  await expect(chat.textOf(1)).toHaveText("Hello from service.");
  await expect(chat.input).toBeFocused();

  await page.keyboard.press("Shift+Tab");
  await expect(chat.conversation).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(chat.agent).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(chat.agent).toHaveValue("travel_planning");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(chat.input).toBeFocused();
  await page.keyboard.type("Plan Amsterdam");
  await page.keyboard.press("Enter");
  await expect(chat.textOf(3)).toHaveText("Travel Plan:\n\nDay 1");
  expect(calls.map((call) => call.path)).toEqual([
    "/api/agents/chat",
    "/api/agents/travel-planning",
  ]);

  await page.keyboard.press("Escape");
  await expect(chat.window).toBeHidden();
  await expect(chat.launcher).toBeFocused();
  // Opening again keeps the conversation and the chosen agent.
  await page.keyboard.press("Enter");
  await expect(chat.input).toBeFocused();
  await expect(chat.messages).toHaveCount(4);
  await expect(chat.agent).toHaveValue("travel_planning");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(chat.close).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(chat.window).toBeHidden();
  await expect(chat.launcher).toBeFocused();
});

test("with reduced motion the thinking dots stand still", async ({ page }) => {
  const { held, release } = hold();
  await answerAgents(page, async () => {
    await held;
    return { json: { answer: "ok" } };
  });
  await page.goto("/");
  const chat = chatWidget(page);
  await chat.open();
  await chat.input.fill("One");
  await chat.input.press("Enter");
  const dot = chat.thinking.locator("span > span").first();
  await expect(dot).toBeVisible();
  expect(await dot.evaluate((el) => getComputedStyle(el).animationName)).toBe("bounce");

  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await dot.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  release();
  await expect(chat.thinking).toHaveCount(0);
});

for (const { width, sheetWidth, left } of [
  { width: 375, sheetWidth: 375, left: 0 },
  { width: 1440, sheetWidth: 400, left: 1440 - 24 - 400 },
]) {
  test(`at ${width}px the open window fits and axe finds no violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await answerAgents(page, () => ({ json: { safety_report: "Overall 4.6/5\nNotes follow." } }));
    await page.goto("/");
    const chat = chatWidget(page);
    await chat.open();
    await chat.agent.selectOption("safety_research");
    await chat.ask("Is Barcelona safe?");
    const box = await chat.window.boundingBox();
    expect(box && Math.round(box.width)).toBe(sheetWidth);
    expect(box && Math.round(box.x)).toBe(left);
    expect(box && box.y + box.height).toBeLessThanOrEqual(800);

    const results = await axe(page).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });
}
