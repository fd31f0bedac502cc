"use client";

import { useActionState } from "react";
import { buttonClass } from "@/components/ui/button-link";
import { KeptTextarea } from "@/components/ui/kept-textarea";
import { sendNewsletter, type NewsletterSendState } from "@/lib/actions/staff-subscribers";

const controlClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2.5 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500";

/**
 * Subject and plain text of an issue, sent to every confirmed subscriber. `sendKey` is made when the
 * page is shown: posting the same form twice (a double click, a resent form) sends once. Each mail
 * gets the subscriber's own unsubscribe link under the text.
 */
export function NewsletterComposeForm({
  sendKey,
  recipients,
}: {
  sendKey: string;
  recipients: number;
}) {
  const [state, send, pending] = useActionState<NewsletterSendState, FormData>(sendNewsletter, {});
  const label = `Send to ${recipients.toLocaleString("en-US")} confirmed ${recipients === 1 ? "subscriber" : "subscribers"}`;
  return (
    <form
      action={send}
      aria-labelledby="compose-heading"
      className="space-y-4 rounded-2xl border border-lavender-200 bg-lavender-50 p-6"
    >
      <h2 id="compose-heading" className="text-xl text-aubergine">
        Send a newsletter
      </h2>
      <p className="text-sm text-muted">
        Plain text. Each subscriber&apos;s own unsubscribe link is added under it.
      </p>
      <input type="hidden" name="key" value={sendKey} />
      {state.error && (
        <p
          role="alert"
          className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
        >
          {state.error}
        </p>
      )}
      <div>
        <label htmlFor="newsletter-subject" className="text-sm font-semibold text-aubergine">
          Subject
        </label>
        <input
          id="newsletter-subject"
          name="subject"
          required
          maxLength={150}
          defaultValue={state.subject}
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor="newsletter-text" className="text-sm font-semibold text-aubergine">
          Text
        </label>
        <KeptTextarea
          id="newsletter-text"
          name="text"
          required
          maxLength={16000}
          rows={10}
          defaultValue={state.text}
          className={`${controlClass} resize-y`}
        />
      </div>
      <button
        type="submit"
        disabled={pending || recipients === 0}
        className={buttonClass("primary", "w-full")}
      >
        {pending ? "Sending…" : label}
      </button>
    </form>
  );
}
