import type { Metadata } from "next";
import Link from "@/components/ui/link";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-32 text-center">
      <p className="text-sm font-semibold tracking-[0.25em] text-lavender-600 uppercase">404</p>
      <h1 className="mt-4 text-4xl font-semibold text-aubergine">This page is off the map</h1>
      <p className="mt-4 text-muted">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex justify-center gap-4">
        <Link href="/" className="rounded-full bg-aubergine px-6 py-3 font-semibold text-cream">
          Return to Home
        </Link>
        <Link
          href="/destinations"
          className="rounded-full border border-aubergine px-6 py-3 font-semibold text-aubergine"
        >
          Explore Destinations
        </Link>
      </div>
    </section>
  );
}
