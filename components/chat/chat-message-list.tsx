"use client";

import { useEffect, useRef } from "react";
import { agentName } from "@/lib/chat/agents";
import { formatMessageTime } from "@/lib/chat/messages";
import type { ChatMessage } from "@/lib/contract/agents";
import { ChatWelcome } from "./chat-welcome";

/**
 * The conversation, newest at the bottom and kept in view. Agent text is model output: it is shown
 * as plain text with its line breaks, never as HTML, so it cannot carry links or images.
 */
export function ChatMessageList({
  messages,
  waiting,
  open,
}: {
  messages: readonly ChatMessage[];
  waiting: boolean;
  open: boolean;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!open || !scroller) return;
    const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    scroller.scrollTo({ top: scroller.scrollHeight, behavior: calm ? "auto" : "smooth" });
  }, [messages.length, waiting, open]);

  return (
    <div
      ref={scrollerRef}
      tabIndex={0}
      aria-label="Conversation"
      role="region"
      className="flex-1 space-y-4 overflow-y-auto px-5 py-4"
    >
      {messages.length === 0 && <ChatWelcome />}
      <div role="log" aria-live="polite" aria-label="Messages">
        <ol className="space-y-4">
          {messages.map((message) => (
            <li
              key={message.id}
              className={message.type === "user" ? "flex justify-end" : "flex justify-start"}
            >
              <div
                className={
                  message.type === "user"
                    ? "max-w-[85%] rounded-2xl rounded-br-sm bg-aubergine px-4 py-3 text-cream"
                    : "max-w-[85%] rounded-2xl rounded-bl-sm border border-lavender-200 bg-white px-4 py-3 text-ink"
                }
              >
                <p className="text-xs font-semibold opacity-80">
                  {message.type === "user" ? "You" : agentName(message.agent ?? "customer_service")}
                </p>
                <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-wrap">
                  {message.content}
                </p>
                <time dateTime={message.timestamp} className="mt-1 block text-xs opacity-80">
                  {formatMessageTime(message.timestamp)}
                </time>
              </div>
            </li>
          ))}
        </ol>
        {waiting && (
          <p className="mt-4 flex items-center gap-2 text-sm text-muted">
            <span aria-hidden="true" className="flex gap-1">
              <span className="h-2 w-2 rounded-full bg-lavender-500 motion-safe:animate-bounce" />
              <span className="h-2 w-2 rounded-full bg-lavender-500 [animation-delay:150ms] motion-safe:animate-bounce" />
              <span className="h-2 w-2 rounded-full bg-lavender-500 [animation-delay:300ms] motion-safe:animate-bounce" />
            </span>
            Agent is thinking...
          </p>
        )}
      </div>
    </div>
  );
}
