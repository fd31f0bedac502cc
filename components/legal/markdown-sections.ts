/** Splits editorial markdown at its h2 headings, so pages can lay each section out on its own. */
import { slugifyHeading } from "@/lib/content/heading-anchor";

export interface MarkdownSection {
  /** Anchor id made from the heading text: "3. Safety & Legal" -> "3-safety-legal". */
  id: string;
  heading: string;
  /** The leading "14." of a numbered heading, without the dot; undefined for an unnumbered one. */
  number: string | undefined;
  /** The heading without its number. */
  title: string;
  /** The section's markdown below its heading. */
  body: string;
}

/** The text before the first h2, and each h2 section in order. */
export function splitMarkdownSections(markdown: string): {
  intro: string;
  sections: MarkdownSection[];
} {
  const [intro = "", ...chunks] = markdown.split(/^## /m);
  const sections = chunks.map((chunk) => {
    const newline = chunk.indexOf("\n");
    const heading = (newline === -1 ? chunk : chunk.slice(0, newline)).trim();
    const numbered = /^(\d+)\.\s+(.*)$/.exec(heading);
    return {
      id: slugifyHeading(heading),
      heading,
      number: numbered?.[1],
      title: numbered?.[2] ?? heading,
      body: newline === -1 ? "" : chunk.slice(newline + 1).trim(),
    };
  });
  return { intro: intro.trim(), sections };
}
