import { Icon } from "@/components/ui/icon";
import { ProseMarkdown } from "@/components/legal/prose-markdown";
import { Container } from "@/components/ui/container";

/**
 * How the multi-model recommendation system works. Each paragraph of the content becomes one step
 * of the journey from question to reviewed itinerary.
 */
export function AboutRecommendations({ title, markdown }: { title: string; markdown: string }) {
  const steps = markdown.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <section aria-labelledby="recommendations-heading" className="py-20 sm:py-24">
      <Container>
        <div className="flex max-w-3xl flex-col gap-5 sm:flex-row sm:items-end">
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-lavender-100 text-lavender-700">
            <Icon name="brain-circuit" className="h-7 w-7" />
          </span>
          <div>
            <p className="text-xs font-semibold tracking-[0.25em] text-lavender-600 uppercase">
              Queer Intelligence
            </p>
            <h2
              id="recommendations-heading"
              className="mt-3 text-3xl font-semibold text-aubergine sm:text-4xl"
            >
              {title}
            </h2>
          </div>
        </div>
        <ol className="mt-12 grid gap-6 lg:grid-cols-2">
          {steps.map((step, index) => (
            <li
              key={index}
              className="relative rounded-3xl border border-lavender-200 bg-white p-8 pt-10 shadow-sm sm:p-10"
            >
              <span
                aria-hidden="true"
                className="absolute -top-4 left-8 flex h-9 w-9 items-center justify-center rounded-full bg-aubergine font-display text-sm font-semibold text-gold"
              >
                {index + 1}
              </span>
              <div className="text-ink/90 [&>*:first-child]:mt-0">
                <ProseMarkdown markdown={step} />
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
