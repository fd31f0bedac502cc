"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { getJson, postJson } from "@/components/ui/api-client";
import { buildAgentCall } from "@/lib/chat/agent-call";
import type { DestinationName } from "@/lib/chat/destination";
import {
  agentFailureToast,
  apologyText,
  createAgentMessage,
  createUserMessage,
} from "@/lib/chat/messages";
import { formatAgentReply } from "@/lib/chat/reply";
import type { AgentKind, AgentList, ChatMessage } from "@/lib/contract/agents";

/** The conversation: idle -> waiting -> idle for each message. */
export function useAgentChat({
  town,
  destinations,
}: {
  town: string;
  destinations: readonly DestinationName[];
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  // The agent list is fetched when the chat loads and kept, never displayed.
  const agents = useRef<AgentList["agents"]>([]);

  useEffect(() => {
    const controller = new AbortController();
    getJson<AgentList>("/api/agents/list", { signal: controller.signal })
      .then((list) => {
        agents.current = list.agents;
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Failed to load agents", error);
      });
    return () => controller.abort();
  }, []);

  async function send(text: string, agent: AgentKind) {
    const message = text.trim();
    if (!message || waiting) return;
    const call = buildAgentCall(agent, message, messages, destinations);
    setMessages((current) => [...current, createUserMessage(message)]);
    setWaiting(true);
    try {
      const response = await postJson<unknown>(call.path, call.body);
      // A body that is not JSON at all is a failure, not an empty reply.
      if (response === undefined) throw new Error("The agent's answer was not JSON");
      const reply = createAgentMessage(formatAgentReply(response), agent);
      setMessages((current) => [...current, reply]);
    } catch (error) {
      console.error("Agent call failed", error);
      toast.error(agentFailureToast);
      const apology = createAgentMessage(apologyText(town), agent);
      setMessages((current) => [...current, apology]);
    } finally {
      setWaiting(false);
    }
  }

  return { messages, waiting, send };
}
