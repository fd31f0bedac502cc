"use client";

import Link from "@/components/ui/link";

export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return (
    <section className="mx-auto max-w-3xl px-5 py-32 text-center">
      <h1 className="text-4xl font-semibold text-aubergine">Something went wrong</h1>
      <p className="mt-4 text-muted">
        We could not show this page just now. Please try again in a moment.
      </p>
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          onClick={retry}
          className="rounded-full bg-aubergine px-6 py-3 font-semibold text-cream"
        >
          Try again
        </button>
        <Link
          href="/contact"
          className="rounded-full border border-aubergine px-6 py-3 font-semibold text-aubergine"
        >
          Contact us
        </Link>
      </div>
    </section>
  );
}
