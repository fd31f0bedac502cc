"use client";

import { useActionState, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/components/ui/api-client";
import { subscribeToNewsletter } from "@/lib/actions/newsletter";
import { idleState } from "@/lib/actions/state";

// The same answer whether or not the address was subscribed before: the box tells no one who is.
const subscribed = "Thank you! Please check your inbox and confirm your subscription.";
const failed = "Failed to subscribe. Please try again.";

/**
 * The footer's newsletter box: one e-mail address, stored until its owner confirms it with the link
 * mailed to it, acknowledged with a toast. Posted
 * before its script runs, or without JavaScript, it goes to the newsletter server action and the
 * page comes back with the answer under the box.
 */
export function NewsletterForm() {
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
      form.reset();
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
        defaultValue={answer?.status === "failed" ? answer.fields.email : undefined}
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
      {answer?.status === "done" && (
        <p role="status" className="w-full text-sm text-gold">
          {subscribed}
        </p>
      )}
      {answer?.status === "failed" && (
        <p id="newsletter-answer" role="alert" className="w-full text-sm text-cream">
          {failed} {answer.error.message}
        </p>
      )}
    </form>
  );
}
