/**
 * The travel credits desk (/staff/credits): newest first, searched by the booking that gave the
 * credit or the code's last four characters (staff never see a whole code). Its CSV is what the
 * accounts need of each credit: what it was worth, what is used, held and left, and until when.
 */
import "server-only";
import { z } from "zod";
import {
  creditDeskQuerySchema,
  creditPageQuerySchema,
  type CreditDeskQuery,
  type CreditRecord,
} from "../../contract";
import { DESK_PAGE_SIZE } from "../../contract/staff";
import { allDeskCredits, listDeskCredits, type CreditDeskFilter } from "../../db/queries/credits";
import { describeExport } from "../../db/queries/search";
import { major } from "./columns";
import type { DeskList } from "./list";

export const creditsDesk: DeskList<CreditDeskFilter, CreditRecord> = {
  name: "credits",
  title: "Travel credits",
  search: { id: "credit-search", label: "Search booking reference or code's last four" },
  filters: [],
  query: z.object({}),
  filterOf: (_values, search) => ({ search }),
  before: creditPageQuerySchema.shape.before,
  pageSize: DESK_PAGE_SIZE,
  list: (db, filter, before) => listDeskCredits(db, filter, before),
  export: {
    action: "/api/staff/credits/export",
    body: creditDeskQuerySchema,
    filterOf: (body: CreditDeskQuery) => ({ search: body.q }),
    rows: (db, filter) => allDeskCredits(db, filter),
    auditAction: "credits.export",
    detail: (rows, filter) => describeExport(rows, undefined, filter.search),
    file: "travel-credits",
    columns: [
      { header: "code_ending", value: (row) => row.code_hint },
      { header: "from_booking", value: (row) => row.booking_reference },
      { header: "status", value: (row) => row.status },
      { header: "amount", value: (row) => major(row.amount) },
      { header: "used", value: (row) => major(row.used) },
      { header: "held", value: (row) => major(row.held) },
      { header: "left", value: (row) => major(row.remaining) },
      { header: "currency", value: (row) => row.currency.toUpperCase() },
      { header: "issued_at", value: (row) => row.issued_at },
      { header: "valid_until", value: (row) => row.expires_on },
      {
        header: "used_on",
        value: (row) => row.uses.map((use) => use.booking_reference ?? "erased").join(" "),
      },
    ],
  },
  words: {
    count: { all: "in all", order: "newest first" },
    show: "Show credits",
    empty: "No travel credits match.",
    pages: "Pages of credits",
    first: "Back to the newest",
    next: "Older credits",
    exportLabel: (filtered) => `Export ${filtered ? "these" : "all"} credits (CSV)`,
  },
};
