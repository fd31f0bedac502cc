/** Chat messages as the chat window shows them, and the fixed texts the chat adds itself. */
import type { AgentKind, ChatMessage } from "../contract/agents";

let sequence = 0;

/** Ids only need to be unique within one page's conversation; no secure context is required. */
function nextId(now: Date): string {
  sequence += 1;
  return `${now.getTime().toString(36)}-${sequence.toString(36)}`;
}

export function createUserMessage(content: string, now = new Date()): ChatMessage {
  return { id: nextId(now), type: "user", content, timestamp: now.toISOString() };
}

export function createAgentMessage(
  content: string,
  agent: AgentKind,
  now = new Date(),
): ChatMessage {
  return { id: nextId(now), type: "agent", content, timestamp: now.toISOString(), agent };
}

/** The agent's apology when a call fails, naming the agency's town. */
export function apologyText(town: string): string {
  return `I apologize, but I encountered an error. Please try again or contact our support team in ${town}.`;
}

export const agentFailureToast = "Failed to get response from agent";

/** The stored ISO time as the visitor's local clock time, e.g. "3:07 PM". */
export function formatMessageTime(timestamp: string, locale?: string, timeZone?: string): string {
  const time = new Date(timestamp);
  if (Number.isNaN(time.getTime())) return "";
  return time.toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit", timeZone });
}
