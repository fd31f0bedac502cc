"use client";

import { Icon } from "@/components/ui/icon";
import { useEffect, useLayoutEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { agentIntros, defaultAgent } from "@/lib/chat/agents";
import type { DestinationName } from "@/lib/chat/destination";
import type { AgentKind } from "@/lib/contract/agents";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import { useAgentChat } from "./use-agent-chat";

export interface ChatWindowProps {
  open: boolean;
  onClose: () => void;
  /** The agency's town, named in the apology when a call fails. */
  town: string;
  /** The site's destinations, matched against each message. */
  destinations: DestinationName[];
}

/**
 * The chat window: a non-modal dialog, a bottom sheet on phones and a panel on wider screens. It
 * stays mounted once loaded, so closing and reopening keeps the conversation.
 */
export function ChatWindow({ open, onClose, town, destinations }: ChatWindowProps) {
  const [agent, setAgent] = useState<AgentKind>(defaultAgent);
  const { messages, waiting, send } = useAgentChat({ town, destinations });
  const windowRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const agentId = useId();

  // Opening moves focus into the window: the message box, or the window itself while it waits.
  useEffect(() => {
    if (!open) return;
    const input = inputRef.current;
    if (input && !input.disabled) input.focus();
    else windowRef.current?.focus();
  }, [open]);

  // Waiting disables the message box, which drops its focus: the window holds it meanwhile (so
  // Escape still closes it and Tab stays inside), and the reply hands it back, before it is painted.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    const dropped = active === null || active === document.body;
    if (waiting) {
      if (dropped || active === inputRef.current) windowRef.current?.focus();
    } else if (dropped || active === windowRef.current) {
      inputRef.current?.focus();
    }
  }, [open, waiting]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  }

  return (
    <section
      ref={windowRef}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      tabIndex={-1}
      onKeyDown={closeOnEscape}
      className="fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] flex-col overflow-hidden rounded-t-3xl border border-lavender-200 bg-cream shadow-2xl outline-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:h-[min(40rem,calc(100dvh-3rem))] sm:w-[25rem] sm:rounded-3xl"
    >
      <header className="flex items-center justify-between gap-3 bg-aubergine px-5 py-4 text-cream">
        <h2 id={titleId} className="text-lg font-semibold">
          AI Travel Assistants
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/10"
        >
          <Icon name="x" className="h-5 w-5" />
          <span className="sr-only">Close chat</span>
        </button>
      </header>
      <div className="flex items-center gap-3 border-b border-lavender-200 bg-white px-5 py-3">
        <label htmlFor={agentId} className="text-sm font-semibold text-aubergine">
          Assistant
        </label>
        <select
          id={agentId}
          value={agent}
          onChange={(event) => setAgent(event.target.value as AgentKind)}
          className="min-w-0 flex-1 rounded-lg border border-lavender-200 bg-white px-3 py-2 text-sm text-ink"
        >
          {agentIntros.map((intro) => (
            <option key={intro.kind} value={intro.kind}>
              {intro.name}
            </option>
          ))}
        </select>
      </div>
      <ChatMessageList messages={messages} waiting={waiting} open={open} />
      <ChatComposer
        inputRef={inputRef}
        waiting={waiting}
        onSend={(text) => void send(text, agent)}
      />
    </section>
  );
}
