import { ProseMarkdown } from "@/components/legal/prose-markdown";
import { Container } from "@/components/ui/container";

/** The founding story: heading on the left, the text at a readable measure on the right. */
export function AboutStory({ title, markdown }: { title: string; markdown: string }) {
  return (
    <section aria-labelledby="story-heading" className="py-20 sm:py-24">
      <Container className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-lavender-600 uppercase">
            Who we are
          </p>
          <h2 id="story-heading" className="mt-3 text-3xl font-semibold text-aubergine sm:text-4xl">
            {title}
          </h2>
          <span aria-hidden="true" className="mt-6 block h-1 w-16 rounded-full bg-gold" />
        </div>
        <ProseMarkdown
          markdown={markdown}
          className="max-w-2xl text-lg text-ink/90 first-letter:float-left first-letter:mr-3 first-letter:font-display first-letter:text-6xl first-letter:leading-[0.85] first-letter:text-lavender-700 [&>*:first-child]:mt-0"
        />
      </Container>
    </section>
  );
}
