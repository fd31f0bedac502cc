/** The sidebar's note on what the journal is and who writes it. */
import Link from "@/components/ui/link";

export function JournalAbout() {
  return (
    <section
      aria-labelledby="journal-about-title"
      className="rounded-3xl bg-aubergine p-7 text-cream shadow-[0_20px_50px_-25px_rgba(42,24,56,0.6)]"
    >
      <p className="text-xs font-semibold tracking-[0.25em] text-gold uppercase">About</p>
      <h2 id="journal-about-title" className="mt-3 font-display text-2xl font-semibold">
        About the Journal
      </h2>
      <p className="mt-4 text-sm leading-relaxed text-lavender-100">
        Our journal is written by the Lavender Compass team: travel designers who have walked the
        streets they recommend and researchers who keep our safety guidance tied to dated sources.
        Expect honest advice, practical detail and stories from the trips we plan.
      </p>
      <Link
        href="/contact"
        className="mt-6 inline-flex items-center gap-2 rounded-full bg-gold px-5 py-2.5 text-sm font-semibold text-aubergine transition-colors hover:bg-cream"
      >
        Plan a journey with us
      </Link>
    </section>
  );
}
