"use client";

import Link from "@/components/ui/link";
import { useActionState } from "react";
import { askAgent } from "@/lib/actions/chat";
import { idleState } from "@/lib/actions/state";
import { buttonClass } from "@/components/ui/button-link";
import { KeptTextarea } from "@/components/ui/kept-textarea";

/**
 * The /chat page's one question to the customer-service assistant: a server action, so it works
 * before the page's scripts run and without JavaScript; the answer is rendered by the server.
 */
export function ChatQuestionForm() {
  const [asked, ask, asking] = useActionState(askAgent, idleState);
  const refused = asked.status === "failed" ? asked : null;

  return (
    <div className="space-y-8">
      {asked.status === "done" && (
        <section
          aria-label="Answer"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-lavender-100"
        >
          <p className="text-sm font-semibold text-lavender-700">You asked</p>
          <p className="mt-1 whitespace-pre-line text-ink">{asked.data.question}</p>
          <p className="mt-6 text-sm font-semibold text-lavender-700">
            Customer service{asked.data.model ? ` (${asked.data.model})` : ""}
          </p>
          <p className="mt-1 whitespace-pre-line text-ink">{asked.data.answer}</p>
          {asked.data.sources.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-3 text-sm">
              {asked.data.sources.map((source) => (
                <li key={source.href}>
                  <Link href={source.href} className="text-lavender-700 underline">
                    {source.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <form
        action={ask}
        aria-label="Ask our assistant"
        className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-lavender-100"
      >
        <label htmlFor="chat-question" className="text-sm font-semibold text-aubergine">
          Your question
        </label>
        <KeptTextarea
          id="chat-question"
          name="message"
          required
          maxLength={2000}
          rows={4}
          defaultValue={refused?.fields.message}
          autoFocus={Boolean(refused)}
          aria-describedby={refused ? "chat-question-error" : undefined}
          placeholder="Ask about destinations, packages, bookings or our policies"
          className="mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-3 text-ink shadow-sm focus:border-lavender-500"
        />
        {refused && (
          <p id="chat-question-error" role="alert" className="mt-2 text-sm text-rose-800">
            {refused.error.message}
          </p>
        )}
        <button type="submit" disabled={asking} className={buttonClass("primary", "mt-4")}>
          {asking ? "Sending..." : "Ask"}
        </button>
      </form>
    </div>
  );
}
