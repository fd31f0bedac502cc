import { ButtonLink } from "@/components/ui/button-link";

export function HomeHero({ lead }: { lead: string }) {
  return (
    <section className="relative isolate overflow-hidden bg-midnight text-cream">
      {/* eslint-disable-next-line @next/next/no-img-element -- decorative SVG poster, the largest paint */}
      <img
        src="/images/hero.svg"
        alt=""
        width={1600}
        height={1000}
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-70"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-midnight via-midnight/80 to-transparent" />
      <div className="mx-auto max-w-7xl px-5 py-28 sm:py-36 lg:px-8">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold uppercase">
          Luxury travel for LGBTQ+ travelers
        </p>
        <h1 className="mt-5 max-w-3xl font-display text-5xl leading-[1.05] font-semibold sm:text-7xl">
          Travel boldly. Arrive as yourself.
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-lavender-100">{lead}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href="/destinations" variant="gold">
            Explore Destinations
          </ButtonLink>
          <ButtonLink href="/packages" variant="light">
            View Packages
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
