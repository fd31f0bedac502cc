/** The journal's opening band: the page's only h1, on the brand's deep aubergine. */
import { Container } from "@/components/ui/container";

export function JournalHero() {
  return (
    <section
      aria-labelledby="journal-title"
      className="relative overflow-hidden bg-aubergine pt-20 pb-32 text-cream sm:pt-24 sm:pb-36"
    >
      {/* A soft lavender glow, purely decorative: a gradient, which paints far faster than a blur. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-64 right-[-20%] h-[44rem] w-[44rem] rounded-full bg-[radial-gradient(closest-side,rgba(124,92,191,0.3),transparent)]"
      />
      <Container className="relative">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold uppercase">
          The Lavender Compass Journal
        </p>
        <h1
          id="journal-title"
          className="mt-5 max-w-3xl font-display text-4xl leading-tight font-semibold sm:text-6xl"
        >
          Stories, guides and safety notes for queer travelers
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-lavender-100">
          Trip reports from the road, honest planning advice and the pride events worth crossing an
          ocean for, written by the travel designers and researchers who plan our journeys.
        </p>
      </Container>
    </section>
  );
}
