/** Finds which of the site's destinations a chat message is about. */
import { aliasesOf } from "@/lib/content/place-aliases";

export interface DestinationName {
  name: string;
  slug: string;
}

/** The agents plan for Barcelona when the message names no destination. */
export const defaultDestination = "Barcelona";

/** Lower case, no accents, words separated by single spaces: "Tel-Aviv's" reads "tel aviv s". */
function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The destination the text names first; a name counts only as whole words, and the destination's
 * name, its slug or an everyday name matches ("New York" and "NYC" both find "New York City").
 */
export function findDestination(
  text: string,
  destinations: readonly DestinationName[],
  fallback: string = defaultDestination,
): string {
  const haystack = ` ${normalise(text)} `;
  let best: { name: string; at: number; length: number } | undefined;
  for (const destination of destinations) {
    const names = [destination.name, destination.slug, ...aliasesOf(destination.slug)];
    for (const alias of new Set(names.map(normalise))) {
      if (!alias) continue;
      const at = haystack.indexOf(` ${alias} `);
      if (at < 0) continue;
      const earlier = !best || at < best.at || (at === best.at && alias.length > best.length);
      if (earlier) best = { name: destination.name, at, length: alias.length };
    }
  }
  return best?.name ?? fallback;
}
