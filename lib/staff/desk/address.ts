/**
 * A desk list's page as its address asks for it: the search (sealed, ../desk-search.ts), the
 * filters and the cursor, each read by the list's descriptor (what is not valid reads as none),
 * and the same again for the pager's links and the Export button's fields.
 */
import "server-only";
import { readDeskSearch } from "../desk-search";
import { openFromUrl, sealForUrl } from "../sealed-url";
import { firstParam } from "../search-params";
import type { DeskList, DeskParams } from "./list";

export interface DeskAddress<Filter> {
  filter: Filter;
  /** The words searched for, or "" for none. */
  search: string;
  /** The address held a search that can no longer be opened. */
  lapsed: boolean;
  /** The filters that are set, by their names in the address. */
  values: Record<string, string | undefined>;
  /** Whether a search or a filter narrows the list. */
  filtered: boolean;
  /** The page's cursor, for the query. */
  before?: string;
  /** The page's cursor as the address carries it (sealed for a list whose cursor is). */
  beforeParam?: string;
  /** The search and filters as the pager's links carry them. */
  query: Record<string, string>;
  /** The search and filters as the Export button posts them. */
  exportFields: Record<string, string | undefined>;
  /** The next page's cursor as its address carries it. */
  nextParam(nextBefore: string | null): string | null;
}

export function readDeskAddress<Filter, Row, ExportRow>(
  list: DeskList<Filter, Row, ExportRow>,
  params: DeskParams,
  memberId: string,
): DeskAddress<Filter> {
  // The words searched for are sealed in the address, never written there.
  const {
    text: search,
    token,
    lapsed,
  } = list.search
    ? readDeskSearch(params, memberId)
    : { text: "", token: undefined, lapsed: false };
  const values =
    list.query.safeParse(
      Object.fromEntries(
        list.filters.map(({ name }) => [name, firstParam(params[name]) || undefined]),
      ),
    ).data ?? {};
  const set = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]),
  );
  // A cursor that is not one of the list's reads as the first page.
  const beforeParam = firstParam(params.before) || undefined;
  const before = list.sealedCursor
    ? ((beforeParam && openFromUrl("cursor", beforeParam, memberId)) ?? undefined)
    : list.before.safeParse(beforeParam).data;
  return {
    filter: list.filterOf(values, search),
    search,
    lapsed,
    values,
    filtered: !!search || Object.keys(set).length > 0,
    before,
    beforeParam: list.sealedCursor ? (before ? beforeParam : undefined) : before,
    query: { ...(token && { search: token }), ...set },
    exportFields: list.search ? { q: search, ...values } : set,
    nextParam: (nextBefore) =>
      nextBefore && list.sealedCursor ? sealForUrl("cursor", nextBefore, memberId) : nextBefore,
  };
}
