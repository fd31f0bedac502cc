"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/components/ui/api-client";

/** The footer's newsletter box: one e-mail address, stored once, acknowledged with a toast. */
export function NewsletterForm() {
  const [pending, setPending] = useState(false);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get("email");
    setPending(true);
    try {
      await postJson("/api/newsletter", { email });
      toast.success("Thank you for subscribing!");
      form.reset();
    } catch {
      toast.error("Failed to subscribe. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" onSubmit={subscribe} className="flex flex-col gap-2 sm:flex-row">
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
        className="min-w-0 flex-1 rounded-full border border-white/25 bg-white/10 px-4 py-2.5 text-sm text-cream placeholder:text-lavender-200/80 focus:border-gold focus:outline-none"
      />
      <button
        type="submit"
        disabled={pending}
        className="rounded-full bg-gold px-5 py-2.5 text-sm font-semibold text-aubergine transition-colors hover:bg-cream disabled:opacity-60"
      >
        Subscribe
      </button>
    </form>
  );
}
