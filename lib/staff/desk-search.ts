/**
 * A desk list's search as its address carries it: sealed (./sealed-url.ts), never the words
 * themselves, which are often a traveler's name or e-mail address. The search form posts the words
 * to a server action (lib/actions/staff-search.ts), which answers with the list's address holding
 * the sealed search, so paging, filters and "back" keep working, with or without a script.
 */
import "server-only";
import { openFromUrl } from "./sealed-url";
import { firstParam } from "./search-params";

export interface DeskSearch {
  /** The words searched for, or "" for none. */
  text: string;
  /** The sealed search, to carry on to the list's other pages. */
  token?: string;
  /** The address held a search that can no longer be opened (too old, or someone else's). */
  lapsed: boolean;
}

export function readDeskSearch(
  params: Record<string, string | string[] | undefined>,
  memberId: string,
): DeskSearch {
  const token = firstParam(params.search);
  if (!token) return { text: "", lapsed: false };
  const text = openFromUrl("search", token, memberId);
  return text === null ? { text: "", lapsed: true } : { text, token, lapsed: false };
}
