/** The legal documents in content/legal, split into their numbered sections for quoting. */
import { slugifyHeading } from "../../content/heading-anchor";
import type { Catalog, LegalDocument } from "../../content/catalog";
import { perCatalog } from "./cache";
import { markdownToPlain } from "./text";

export interface LegalSection {
  /** The document's slug; its page is /legal/{slug}. */
  slug: string;
  document: string;
  /** The section number, or null for an unnumbered closing note. */
  number: number | null;
  heading: string;
  /** The section's markdown, without its heading. */
  body: string;
  /** The anchor the document's page gives the section: "8-cancellation-by-you". */
  anchor: string;
}

function splitDocument(document: LegalDocument): LegalSection[] {
  return document.body
    .split(/^## /m)
    .slice(1)
    .map((chunk) => {
      const [headingLine = "", ...rest] = chunk.split("\n");
      const numbered = /^(\d+)\.\s+(.*)$/.exec(headingLine.trim());
      return {
        slug: document.slug,
        document: document.title,
        number: numbered ? Number(numbered[1]) : null,
        heading: (numbered ? numbered[2]! : headingLine).trim(),
        body: rest.join("\n").trim(),
        anchor: slugifyHeading(headingLine.trim()),
      };
    });
}

export const legalSections = perCatalog("legal-sections", (catalog: Catalog) =>
  catalog.legal.flatMap(splitDocument),
);

/** The section of a document whose heading matches; undefined if the documents no longer have it. */
export function findSection(
  catalog: Catalog,
  slug: string,
  heading: RegExp,
): LegalSection | undefined {
  return legalSections(catalog).find(
    (section) => section.slug === slug && heading.test(section.heading),
  );
}

/** "Terms of Service, section 8 (Cancellation by You)". */
export function sectionLabel(section: LegalSection): string {
  return section.number === null
    ? `${section.document} (${section.heading})`
    : `${section.document}, section ${section.number} (${section.heading})`;
}

/** The section on its document's page, so a visitor lands on the rule that was quoted. */
export function sectionHref(section: LegalSection): string {
  return `/legal/${section.slug}#${section.anchor}`;
}

/** The plain-text bullets of a section whose text matches, e.g. the "Deposit:" bullet. */
export function sectionBullets(section: LegalSection, match: RegExp): string[] {
  return markdownToPlain(section.body)
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .map((line) => line.slice(2))
    .filter((line) => match.test(line));
}

/** "Terms of Service, section 12" for the section whose heading matches, or the document's title. */
export function citation(catalog: Catalog, slug: string, heading: RegExp): string {
  const section = findSection(catalog, slug, heading);
  const title = catalog.legal.find((document) => document.slug === slug)?.title ?? slug;
  return section?.number ? `${title}, section ${section.number}` : title;
}
