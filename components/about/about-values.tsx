import { ProseMarkdown } from "@/components/legal/prose-markdown";
import { Container } from "@/components/ui/container";
import { Icon, type IconName } from "@/components/ui/icon";

// Keyed by the value's heading in content/about.md; a new value gets the star until it has its own.
const valueIcons: Record<string, IconName> = {
  "safety first": "shield-check",
  "authentic experiences": "compass",
  "inclusive luxury": "gem",
  "ai-powered innovation": "sparkles",
};

/** Splits "### Title\n\nText" blocks into value tiles. */
function readValues(markdown: string) {
  return markdown
    .split(/^### /m)
    .slice(1)
    .map((chunk) => {
      const newline = chunk.indexOf("\n");
      return { title: chunk.slice(0, newline).trim(), body: chunk.slice(newline + 1).trim() };
    });
}

export function AboutValues({ title, markdown }: { title: string; markdown: string }) {
  const values = readValues(markdown);
  return (
    <section aria-labelledby="values-heading" className="bg-white py-20 sm:py-24">
      <Container>
        <p className="text-xs font-semibold tracking-[0.25em] text-lavender-600 uppercase">
          Our values
        </p>
        <h2 id="values-heading" className="mt-3 text-3xl font-semibold text-aubergine sm:text-4xl">
          {title}
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {values.map((value) => {
            const icon = valueIcons[value.title.toLowerCase()] ?? "star";
            return (
              <li
                key={value.title}
                className="rounded-3xl border border-lavender-100 bg-cream p-8 transition-shadow hover:shadow-lg sm:p-10"
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-aubergine text-gold">
                  <Icon name={icon} className="h-6 w-6" />
                </span>
                <h3 className="mt-6 text-2xl font-semibold text-aubergine">{value.title}</h3>
                <div className="text-muted [&>*:first-child]:mt-3">
                  <ProseMarkdown markdown={value.body} />
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
