"use client";

import { Icon } from "@/components/ui/icon";
import { useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from "react";

/** Two-row message box: Enter sends, Shift+Enter adds a line. */
export function ChatComposer({
  inputRef,
  waiting,
  onSend,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  waiting: boolean;
  onSend: (text: string) => void;
}) {
  const [text, setText] = useState("");
  const inputId = useId();
  const blank = text.trim() === "";

  function submit() {
    if (waiting || blank) return;
    onSend(text);
    setText("");
  }

  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME composing a word uses Enter to accept it; that must not send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
      className="flex items-end gap-2 border-t border-lavender-200 bg-white px-4 py-3"
    >
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        rows={2}
        maxLength={2000}
        value={text}
        disabled={waiting}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={sendOnEnter}
        placeholder="Ask about bookings, destinations, safety or prices..."
        className="min-w-0 flex-1 resize-none rounded-xl border border-lavender-200 bg-white px-3 py-2 text-sm text-ink placeholder:text-muted disabled:bg-lavender-50"
      />
      <button
        type="submit"
        disabled={waiting || blank}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-aubergine text-cream transition-colors hover:bg-lavender-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Icon name="send" className="h-5 w-5" />
        <span className="sr-only">Send message</span>
      </button>
    </form>
  );
}
