/**
 * A desk list, described once: how its address reads (the filters and the page's cursor), the
 * words its page says, one page of it and the whole of it for the CSV export (its columns, its
 * file, the audit log's action). The pages (app/staff/(desk)/), the search form's action
 * (lib/actions/staff-search.ts), the export routes (./export-route.ts) and the generic components
 * (components/staff/desk-*.tsx) all read the list from here. A new list is one descriptor and
 * its query.
 */
import "server-only";
import type { z } from "zod";
import type { DeskPage } from "../../contract/staff";
import type { Database } from "../../db/client";
import type { CsvColumn } from "../csv";

export type { DeskPage };

/** A desk page's query string as Next.js hands it over. */
export type DeskParams = Record<string, string | string[] | undefined>;

/** One of a list's filters: a select on its form, a parameter of its address and of its export. */
export interface DeskFilterField {
  /** The parameter's name in the address, the form and the export's body. */
  name: string;
  /** The select's id, which its label names. */
  id: string;
  label: string;
  /** The first option, which filters nothing ("All statuses"). */
  allLabel: string;
  /** The options after it, in order: [value, words]; lists whose options come from the data pass them at render time. */
  options?: readonly (readonly [string, string])[];
}

/** A list's search box: the words are posted and come back sealed in the address. */
export interface DeskSearchField {
  id: string;
  label: string;
}

export interface DeskExport<Filter, Row, Body = Filter> {
  /** Where the desk's Export button posts (also the API's path for the token). */
  action: string;
  /** The POST's body as the button's form or a script sends it. */
  body: z.ZodType<Body>;
  /** The body as the list's filter. */
  filterOf(body: Body): Filter;
  /** Every row the filter shows, in the list's order. */
  rows(db: Database, filter: Filter): Promise<Row[]>;
  /** Only the owner (and the staff token) may export it; other staff get 403. */
  ownerOnly?: boolean;
  /** The audit log's action for an export of the list. */
  auditAction: string;
  /** The audit log's detail: how many rows and the filter, never the words searched for. */
  detail(rows: number, filter: Filter): string;
  /** The file's name before its date: `<file>-<YYYY-MM-DD>.csv`. */
  file: string;
  columns: CsvColumn<Row>[];
}

export interface DeskList<Filter, Row, ExportRow = Row> {
  /** Its address on the desk is /staff/<name>; the search form names it so. */
  name: string;
  title: string;
  /** Its search box, for a list that has one. */
  search?: DeskSearchField;
  /** Its selects, in the form's order. */
  filters: DeskFilterField[];
  /** The filters as the address carries them (what is not valid reads as none). */
  query: z.ZodType<Record<string, string | undefined>>;
  /** The address's filters (and the search's words) as the query's filter. */
  filterOf(values: Record<string, string | undefined>, search: string): Filter;
  /** The page's cursor as the address carries it; what does not parse is the first page. */
  before: z.ZodType<string | undefined>;
  pageSize: number;
  /** One page, newest (or most urgent) first, with the total the filter matches. */
  list(db: Database, filter: Filter, before?: string): Promise<DeskPage<Row>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  export: DeskExport<Filter, ExportRow, any>;
  /** The address keeps its cursor sealed (a subscriber's cursor is their address). */
  sealedCursor?: boolean;
  words: {
    /** The count above the list: "12 in all, newest first" or "3 matching, newest first". */
    count: { all: string; order: string };
    /** The submit button of the filter form, e.g. "Show enquiries". */
    show: string;
    /** The filter form's own name, where the form needs one beside its role. */
    formLabel?: string;
    /** Said when the page holds nothing, e.g. "No enquiries match." */
    empty: string;
    /** The pager's navigation and its two links. */
    pages: string;
    first: string;
    next: string;
    /** The Export button, for a list filtered or whole. */
    exportLabel: (filtered: boolean) => string;
  };
}

/** Any desk list, as the generic parts read it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDeskList = DeskList<any, any, any>;
