/**
 * The mail desk (/staff/mail): the outbox newest first, filtered by status (a GET form: no search,
 * so its address carries the filter as it is). Its export never holds a message or its headers.
 */
import "server-only";
import { z } from "zod";
import {
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUSES,
  mailDeskQuerySchema,
  outboxPageQuerySchema,
  outboxStatusSchema,
  type MailDeskQuery,
} from "../../contract";
import { DESK_PAGE_SIZE } from "../../contract/staff";
import type { DeskMail } from "../../contract/desk";
import { allDeskMail, listDeskMail } from "../../db/queries/mail-desk";
import { describeExport } from "../../db/queries/search";
import type { DeskList } from "./list";

export const mailDesk: DeskList<MailDeskQuery, DeskMail> = {
  name: "mail",
  title: "Mail",
  filters: [
    {
      name: "status",
      id: "mail-status",
      label: "Status",
      allLabel: "All mail",
      options: OUTBOX_STATUSES.map((value) => [value, OUTBOX_STATUS_LABELS[value]] as const),
    },
  ],
  query: z.object({ status: outboxStatusSchema.optional().catch(undefined) }),
  filterOf: ({ status }) => ({ status }) as MailDeskQuery,
  before: outboxPageQuerySchema.shape.before,
  pageSize: DESK_PAGE_SIZE,
  list: (db, filter, before) => listDeskMail(db, filter, before),
  export: {
    action: "/api/staff/outbox/export",
    body: mailDeskQuerySchema,
    filterOf: (body: MailDeskQuery) => body,
    rows: allDeskMail,
    auditAction: "mail.export",
    detail: (rows, filter) => describeExport(rows, filter.status),
    file: "mail",
    columns: [
      { header: "id", value: (row) => row.id },
      { header: "created_at", value: (row) => row.createdAt },
      { header: "kind", value: (row) => row.kind },
      { header: "status", value: (row) => row.status },
      { header: "to", value: (row) => row.to },
      { header: "subject", value: (row) => row.subject },
      { header: "attempts", value: (row) => row.attempts },
      { header: "last_error", value: (row) => row.lastError },
      { header: "sent_at", value: (row) => row.sentAt },
    ],
  },
  words: {
    count: { all: "in the outbox", order: "newest first" },
    show: "Show mail",
    empty: "No mail matches.",
    pages: "Pages of mail",
    first: "Back to the newest",
    next: "Older mail",
    exportLabel: () => "Export this mail list (CSV)",
  },
};
