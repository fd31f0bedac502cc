/** Page object for the floating chat widget of the shared shell. */
import { expect, type Page, type Route } from "@playwright/test";

export const apology =
  "I apologize, but I encountered an error. Please try again or contact our support team in Exeter, New Hampshire.";
export const failureToast = "Failed to get response from agent";

export interface AgentCall {
  path: string;
  body: Record<string, unknown>;
}

type AgentAnswer = { status?: number; json?: unknown; abort?: boolean };

const agentCallPaths = /\/api\/agents\/(chat|travel-planning|safety-research|price-comparison)$/;

export function chatWidget(page: Page) {
  const launcher = page.getByRole("button", { name: "Chat with our AI travel assistants" });
  const window = page.getByRole("dialog", { name: "AI Travel Assistants" });
  const input = window.getByRole("textbox", { name: "Message" });
  const send = window.getByRole("button", { name: "Send message" });
  const agent = window.getByRole("combobox", { name: "Assistant" });
  const log = window.getByRole("log", { name: "Messages" });
  const messages = log.getByRole("listitem");
  const thinking = window.getByText("Agent is thinking...");

  return {
    launcher,
    window,
    input,
    send,
    agent,
    log,
    messages,
    thinking,
    close: window.getByRole("button", { name: "Close chat" }),
    conversation: window.getByRole("region", { name: "Conversation" }),

    async open() {
      await launcher.click();
      await expect(window).toBeVisible();
    },

    /** The text of a message as shown, line breaks included. */
    textOf(index: number) {
      return messages.nth(index).locator("p").nth(1);
    },

    /** Types a message, sends it with Enter and waits until the agent has answered. */
    async ask(text: string) {
      const before = await messages.count();
      await input.fill(text);
      await input.press("Enter");
      await expect(messages).toHaveCount(before + 2);
    },
  };
}

/**
 * Answers the four agent endpoints in the browser and records every request body. `answer` may
 * wait (to hold the chat in its waiting state) and decides the status and JSON.
 */
export async function answerAgents(
  page: Page,
  answer: (call: AgentCall) => AgentAnswer | Promise<AgentAnswer>,
): Promise<AgentCall[]> {
  const calls: AgentCall[] = [];
  await page.route(agentCallPaths, async (route: Route) => {
    const call = {
      path: new URL(route.request().url()).pathname,
      body: route.request().postDataJSON() as Record<string, unknown>,
    };
    calls.push(call);
    const reply = await answer(call);
    if (reply.abort) return route.abort("failed");
    return route.fulfill({ status: reply.status ?? 200, json: reply.json ?? {} });
  });
  return calls;
}

/** A promise the test resolves itself, to hold a request for as long as it needs. */
export function hold() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}
