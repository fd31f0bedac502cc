"use client";

import { Icon } from "@/components/ui/icon";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { DestinationName } from "@/lib/chat/destination";
import type { ChatWindowProps } from "./chat-window";

const launcherClass =
  "fixed right-4 bottom-4 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-aubergine text-cream shadow-lg transition-colors hover:bg-lavender-700 sm:right-6 sm:bottom-6";

/**
 * The floating chat button, on every page. It stays tiny on purpose: the window and everything it
 * needs are imported on the first click, so no page's first-load JavaScript carries them. Until its
 * script runs (or without JavaScript) it is a link to /chat, where the question is asked by a form.
 */
export function ChatLauncher({
  town,
  destinations,
}: {
  town: string;
  destinations: DestinationName[];
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [ChatWindow, setChatWindow] = useState<ComponentType<ChatWindowProps> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusButtonOnClose = useRef(false);

  useEffect(() => {
    if (open || !focusButtonOnClose.current) return;
    focusButtonOnClose.current = false;
    buttonRef.current?.focus();
  }, [open]);

  async function openChat() {
    if (!ChatWindow) {
      setLoading(true);
      try {
        const loaded = (await import("./chat-window")).ChatWindow;
        setChatWindow(() => loaded);
      } catch (error) {
        // A failed chunk (offline, new deployment) leaves the button in place to try again.
        console.error("Could not load the chat window", error);
        return;
      } finally {
        setLoading(false);
      }
    }
    setOpen(true);
  }

  function closeChat() {
    focusButtonOnClose.current = true;
    setOpen(false);
  }

  const label = <span className="sr-only">Chat with our AI travel assistants</span>;
  if (!hydrated) {
    return (
      <aside aria-label="AI travel assistants" className="print:hidden">
        <a href="/chat" className={launcherClass}>
          <Icon name="message-circle" className="h-6 w-6" />
          {label}
        </a>
      </aside>
    );
  }

  return (
    <aside aria-label="AI travel assistants" className="print:hidden">
      <button
        ref={buttonRef}
        type="button"
        hidden={open}
        aria-haspopup="dialog"
        aria-busy={loading}
        onClick={openChat}
        className={launcherClass}
      >
        <Icon name="message-circle" className="h-6 w-6" />
        {label}
      </button>
      {ChatWindow && (
        <ChatWindow open={open} onClose={closeChat} town={town} destinations={destinations} />
      )}
    </aside>
  );
}
