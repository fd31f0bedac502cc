import { chatMessageSchema } from "../contract/agents";
import { apologyText, createAgentMessage, createUserMessage, formatMessageTime } from "./messages";

describe("chat messages", () => {
  const now = new Date("2026-03-04T15:07:09.000Z");

  it("creates user and agent messages with ISO timestamps that the contract accepts", () => {
    const user = createUserMessage("Hello", now);
    const agent = createAgentMessage("Hi there", "safety_research", now);
    expect(user).toMatchObject({ type: "user", content: "Hello", timestamp: now.toISOString() });
    expect(user).not.toHaveProperty("agent");
    expect(agent).toMatchObject({ type: "agent", agent: "safety_research" });
    expect(chatMessageSchema.parse(user)).toEqual(user);
    expect(chatMessageSchema.parse(agent)).toEqual(agent);
  });

  it("gives every message its own id, even within one millisecond", () => {
    const ids = new Set(Array.from({ length: 50 }, () => createUserMessage("x", now).id));
    expect(ids.size).toBe(50);
  });

  it("apologises naming the agency's town", () => {
    expect(apologyText("Exeter, New Hampshire")).toBe(
      "I apologize, but I encountered an error. Please try again or contact our support team in Exeter, New Hampshire.",
    );
  });

  it("shows the time on the visitor's clock", () => {
    expect(formatMessageTime(now.toISOString(), "en-US", "UTC")).toBe("3:07 PM");
    expect(formatMessageTime(now.toISOString(), "en-US", "America/New_York")).toBe("10:07 AM");
    expect(formatMessageTime("not a time", "en-US", "UTC")).toBe("");
  });
});
