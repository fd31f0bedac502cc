"use client";

import { usePathname } from "next/navigation";
import { useActionState, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/components/ui/api-client";
import { subscribeToNewsletter } from "@/lib/actions/newsletter";
import { idleState } from "@/lib/actions/state";
import {
  newsletterFailedText as failed,
  newsletterSubscribedText as subscribed,
} from "./newsletter-texts";

/**
 * The footer's newsletter box: one e-mail address, stored until its owner confirms it with the link
 * mailed to it, acknowledged with a toast. The field is the browser's own, read when the box is
 * sent. Posted before its script runs, or without JavaScript, it goes to the newsletter server
 * action, which answers with /newsletter/subscribed (a reload sends nothing again) or, refused,
 * brings the page back with the reason under the box.
 */
export function NewsletterForm() {
  const pathname = usePathname();
  const [pending, setPending] = useState(false);
  const [sentWithScript, setSentWithScript] = useState(false);
  const [posted, postAction] = useActionState(subscribeToNewsletter, idleState);
  const answer = sentWithScript ? null : posted;

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get("email");
    setPending(true);
    setSentWithScript(true);
    try {
      await postJson("/api/newsletter", { email });
      toast.success(subscribed);
      // Empty, not reset: the default may be an address a post without the script had refused.
      const field = form.elements.namedItem("email");
      if (field instanceof HTMLInputElement) field.value = "";
    } catch {
      toast.error(failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      action={postAction}
      onSubmit={subscribe}
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap"
    >
      <input type="hidden" name="from" value={pathname} />
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        // Fixed for the page's life: a default that changed later would rewrite an untouched field.
        defaultValue={posted.status === "failed" ? posted.fields.email : undefined}
        aria-describedby={answer?.status === "failed" ? "newsletter-answer" : undefined}
        className="min-w-0 flex-1 rounded-full border border-white/25 bg-white/10 px-4 py-2.5 text-sm text-cream placeholder:text-lavender-200/80 focus:border-gold focus:outline-none"
      />
      <button
        type="submit"
        disabled={pending}
        className="rounded-full bg-gold px-5 py-2.5 text-sm font-semibold text-aubergine transition-colors hover:bg-cream disabled:opacity-60"
      >
        Subscribe
      </button>
      {answer?.status === "failed" && (
        <p id="newsletter-answer" role="alert" className="w-full text-sm text-cream">
          {failed} {answer.error.message}
        </p>
      )}
    </form>
  );
}
