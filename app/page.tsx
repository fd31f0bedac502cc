import Link from "next/link";
import { getShellContent } from "@/lib/content/shell";

export default function HomePage() {
  const { site } = getShellContent();
  return (
    <section className="mx-auto max-w-7xl px-5 py-24 lg:px-8">
      <p className="text-sm font-semibold tracking-[0.25em] text-lavender-600 uppercase">
        {site.tagline}
      </p>
      <h1 className="mt-4 max-w-3xl text-5xl font-semibold text-aubergine sm:text-6xl">
        Travel boldly. Arrive as yourself.
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{site.description}</p>
      <div className="mt-10 flex flex-wrap gap-4">
        <Link
          href="/destinations"
          className="rounded-full bg-aubergine px-6 py-3 font-semibold text-cream hover:bg-lavender-700"
        >
          Explore Destinations
        </Link>
        <Link
          href="/packages"
          className="rounded-full border border-aubergine px-6 py-3 font-semibold text-aubergine hover:bg-lavender-100"
        >
          View Packages
        </Link>
      </div>
    </section>
  );
}
