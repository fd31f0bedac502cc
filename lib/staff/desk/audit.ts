/**
 * The owner's audit log (/staff/audit): every staff action newest first, filtered by action and by
 * staff member (a GET form whose choices come from the log itself). Only the owner reads or
 * exports it; the export is recorded too.
 */
import "server-only";
import { z } from "zod";
import { auditFilterSchema, auditQuerySchema } from "../../contract";
import { DESK_PAGE_SIZE } from "../../contract/staff";
import type { AuditEntry } from "../../contract/desk";
import { listAuditPage, type AuditFilter } from "../../db/queries/audit";
import { readWholeAuditLog } from "../audit-log";
import type { DeskList } from "./list";

export const auditDesk: DeskList<AuditFilter, AuditEntry> = {
  name: "audit",
  title: "Audit log",
  filters: [
    { name: "action", id: "audit-action", label: "Action", allLabel: "All actions" },
    { name: "staff", id: "audit-staff", label: "Staff member", allLabel: "Everyone" },
  ],
  // A filter that is not valid reads as none, and so does the other.
  query: auditFilterSchema.catch({}),
  filterOf: ({ action, staff }) => ({ action, staffId: staff }),
  before: auditQuerySchema.shape.before,
  pageSize: DESK_PAGE_SIZE,
  list: (db, filter, before) => listAuditPage(db, filter, before),
  export: {
    action: "/api/staff/audit/export",
    body: auditFilterSchema,
    filterOf: ({ action, staff }: z.infer<typeof auditFilterSchema>) => ({
      action,
      staffId: staff,
    }),
    rows: readWholeAuditLog,
    ownerOnly: true,
    auditAction: "audit.export",
    detail: (rows, { action, staffId }) => {
      const filter = [action && `action ${action}`, staffId && `staff ${staffId}`].filter(Boolean);
      return `${rows} entries${filter.length ? ` (${filter.join(", ")})` : ""}`;
    },
    file: "audit-log",
    columns: [
      { header: "time", value: (entry) => entry.createdAt },
      { header: "staff", value: (entry) => entry.staffName },
      { header: "staff_id", value: (entry) => entry.staffId },
      { header: "action", value: (entry) => entry.action },
      { header: "record", value: (entry) => entry.target },
      { header: "detail", value: (entry) => entry.detail },
    ],
  },
  words: {
    count: {
      all: "entries in all",
      order:
        "newest first. Records are named by id or reference, never by a visitor\u2019s details.",
    },
    show: "Show entries",
    formLabel: "Filter the audit log",
    empty: "No entries match.",
    pages: "Pages of the audit log",
    first: "Back to the newest",
    next: "Older entries",
    exportLabel: () => "Download CSV",
  },
};
