import Link from "@/components/ui/link";
import { Container } from "@/components/ui/container";
import type { Experience } from "@/lib/content/schemas";

/** The six fixed marketing cards; each leads to the package it describes. */
export function EliteExperiences({ experiences }: { experiences: Experience[] }) {
  return (
    <section aria-labelledby="elite-heading" className="bg-midnight py-20 text-cream">
      <Container>
        <p className="text-xs font-semibold tracking-[0.25em] text-gold uppercase">
          Elite experiences
        </p>
        <h2 id="elite-heading" className="mt-3 max-w-3xl text-4xl font-semibold">
          Once-in-a-lifetime journeys, from a pride train to the Antarctic
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {experiences.map((experience) => (
            <li key={experience.slug}>
              <Link
                href={`/packages#${experience.package}`}
                className="flex h-full flex-col rounded-3xl border border-white/10 bg-white/5 p-7 transition hover:border-gold/60 hover:bg-white/10"
              >
                <p className="text-xs font-semibold tracking-[0.2em] text-lavender-200 uppercase">
                  {experience.kind.replace("-", " ")}
                </p>
                <h3 className="mt-3 text-2xl font-semibold">{experience.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-lavender-100">{experience.blurb}</p>
                <p className="mt-6 flex items-baseline justify-between gap-4 border-t border-white/10 pt-4">
                  <span className="font-display text-2xl text-gold">{experience.price_label}</span>
                  <span className="text-sm text-lavender-200">
                    {experience.capacity_label ?? experience.duration_label}
                  </span>
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
