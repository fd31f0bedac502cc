import type { MarkdownSection } from "./markdown-sections";

/** The links, styled by the `toc-links` rules in app/globals.css (each page lists them twice). */
function TocLinks({ sections }: { sections: MarkdownSection[] }) {
  return (
    <ol className="toc-links">
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>
            {section.number && <span>{section.number}</span>}
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The document's sections: a sticky column on wide screens, a fold-out list on phones. Only one of
 * the two is ever displayed, so they share a label.
 */
export function LegalToc({ sections }: { sections: MarkdownSection[] }) {
  return (
    <>
      <details className="group mb-10 rounded-2xl border border-lavender-200 bg-white lg:hidden">
        <summary className="cursor-pointer list-none rounded-2xl px-5 py-4 font-semibold text-aubergine marker:hidden">
          <span className="flex items-center justify-between">
            Contents
            <span aria-hidden="true" className="transition-transform group-open:rotate-45">
              +
            </span>
          </span>
        </summary>
        <nav aria-label="On this page" className="border-t border-lavender-100 px-2 py-3">
          <TocLinks sections={sections} />
        </nav>
      </details>
      <nav
        aria-label="On this page"
        className="sticky top-24 hidden max-h-[calc(100vh-8rem)] overflow-y-auto lg:block"
      >
        <p className="px-3 text-xs font-semibold tracking-[0.2em] text-lavender-600 uppercase">
          On this page
        </p>
        <div className="mt-3">
          <TocLinks sections={sections} />
        </div>
      </nav>
    </>
  );
}
