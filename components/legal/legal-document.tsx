import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { Container } from "@/components/ui/container";
import type { LegalDocument as LegalDocumentData } from "@/lib/content/catalog";
import { LegalIcon, legalTone } from "./legal-appearance";
import { formatUpdated } from "./legal-dates";
import { LegalClosingNote, LegalSection } from "./legal-section";
import { LegalToc } from "./legal-toc";
import { splitMarkdownSections } from "./markdown-sections";
import { ProseMarkdown } from "./prose-markdown";

/** A legal document: header, table of contents, numbered sections and its closing note. */
export function LegalDocument({ doc }: { doc: LegalDocumentData }) {
  const { intro, sections } = splitMarkdownSections(doc.body);
  const last = sections.at(-1);
  // The traveler code asks for its last section highlighted; elsewhere an unnumbered ending is a note.
  const closing = last && (doc.highlight_last || !last.number) ? last : undefined;
  const numbered = closing ? sections.slice(0, -1) : sections;
  const tone = legalTone(doc.color);
  const backLabel = doc.back === "/" ? "Back to Home" : "Back to Legal & Policies";

  return (
    <article>
      <header className="border-b border-lavender-200/70 bg-gradient-to-b from-lavender-50 to-cream">
        <Container className="py-12 sm:py-16">
          <Link
            href={doc.back}
            className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-lavender-700 hover:text-aubergine"
          >
            <Icon name="arrow-left" className="h-4 w-4" />
            {backLabel}
          </Link>
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-start">
            <span
              aria-hidden="true"
              className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl ${tone.tile}`}
            >
              <LegalIcon name={doc.icon} className="h-7 w-7" />
            </span>
            <div>
              <h1 className="text-4xl font-semibold text-aubergine sm:text-5xl">{doc.title}</h1>
              <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{doc.description}</p>
              <p className="mt-5 inline-flex items-center gap-2 text-sm text-muted">
                <Icon name="calendar-days" className="h-4 w-4" />
                Last updated:{" "}
                <time dateTime={doc.updated}>{formatUpdated(doc.slug, doc.updated)}</time>
              </p>
            </div>
          </div>
        </Container>
      </header>
      <Container className="py-12 sm:py-16">
        <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <div>
            <LegalToc sections={sections} />
          </div>
          <div className="max-w-3xl text-[1.05rem] text-ink">
            {intro && (
              <ProseMarkdown
                markdown={intro}
                className="text-lg text-ink/90 [&>*:first-child]:mt-0"
              />
            )}
            <div className="mt-12 space-y-10">
              {numbered.map((section) => (
                <LegalSection key={section.id} section={section} tone={tone} />
              ))}
            </div>
            {closing && (
              <div className="mt-14">
                <LegalClosingNote section={closing} tone={tone} highlighted={doc.highlight_last} />
              </div>
            )}
          </div>
        </div>
      </Container>
    </article>
  );
}
