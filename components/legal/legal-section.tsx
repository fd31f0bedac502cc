import { Icon } from "@/components/ui/icon";
import type { LegalTone } from "./legal-appearance";
import type { MarkdownSection } from "./markdown-sections";
import { ProseMarkdown } from "./prose-markdown";

function SectionHeading({ section, tone }: { section: MarkdownSection; tone: LegalTone }) {
  return (
    <h2
      id={section.id}
      className="scroll-mt-24 font-display text-2xl font-semibold text-aubergine sm:text-[1.75rem]"
    >
      {section.number && <span className={`tabular-nums ${tone.text}`}>{section.number}.</span>}{" "}
      {section.title}
    </h2>
  );
}

/** One numbered section of a legal document. */
export function LegalSection({ section, tone }: { section: MarkdownSection; tone: LegalTone }) {
  return (
    <section className="border-t border-lavender-200/70 pt-10 first:border-t-0 first:pt-0">
      <SectionHeading section={section} tone={tone} />
      <ProseMarkdown markdown={section.body} className="[&>*:first-child]:mt-5" />
    </section>
  );
}

/**
 * The document's closing words in a tinted callout: "highlighted" for the traveler code's final
 * numbered section (with its contact details), a quieter note for the others' unnumbered endings.
 */
export function LegalClosingNote({
  section,
  tone,
  highlighted,
}: {
  section: MarkdownSection;
  tone: LegalTone;
  highlighted: boolean;
}) {
  const icon = highlighted ? "heart" : "info";
  return (
    <section
      aria-labelledby={section.id}
      data-closing-note={highlighted ? "highlighted" : "note"}
      className={
        highlighted
          ? "rounded-3xl border border-gold/60 bg-gradient-to-br from-lavender-100 via-white to-blush/60 p-8 shadow-md sm:p-10"
          : `rounded-3xl border border-lavender-200 ${tone.wash} p-8 sm:p-10`
      }
    >
      <Icon name={icon} className={`mb-4 h-7 w-7 ${highlighted ? "text-gold-700" : tone.text}`} />
      <SectionHeading section={section} tone={tone} />
      <ProseMarkdown markdown={section.body} className="[&>*:first-child]:mt-5" />
    </section>
  );
}
