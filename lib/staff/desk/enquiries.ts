/** The enquiries desk (/staff/enquiries): newest first, searched by name, e-mail or message. */
import "server-only";
import { z } from "zod";
import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  inquiryDeskQuerySchema,
  inquiryPageQuerySchema,
  inquiryStatusSchema,
  type InquiryRecord,
} from "../../contract";
import { DESK_PAGE_SIZE } from "../../contract/staff";
import {
  allDeskInquiries,
  listDeskInquiries,
  type DeskFilter,
  type ExportedInquiry,
} from "../../db/queries/inquiry-desk";
import { describeExport } from "../../db/queries/search";
import type { DeskList } from "./list";

export const enquiriesDesk: DeskList<DeskFilter, InquiryRecord, ExportedInquiry> = {
  name: "enquiries",
  title: "Enquiries",
  search: { id: "desk-search", label: "Search name, e-mail or message" },
  filters: [
    {
      name: "status",
      id: "desk-status",
      label: "Status",
      allLabel: "All statuses",
      options: INQUIRY_STATUSES.map((value) => [value, INQUIRY_STATUS_LABELS[value]] as const),
    },
  ],
  query: z.object({ status: inquiryStatusSchema.optional().catch(undefined) }),
  filterOf: ({ status }, search) => ({ search, status: status as DeskFilter["status"] }),
  before: inquiryPageQuerySchema.shape.before,
  pageSize: DESK_PAGE_SIZE,
  list: (db, filter, before) => listDeskInquiries(db, filter, before),
  export: {
    action: "/api/staff/inquiries/export",
    body: inquiryDeskQuerySchema,
    filterOf: ({ q, status }) => ({ search: q, status }) as DeskFilter,
    rows: allDeskInquiries,
    auditAction: "inquiries.export",
    detail: (rows, filter) => describeExport(rows, filter.status, filter.search),
    file: "enquiries",
    columns: [
      { header: "id", value: (row) => row.id },
      { header: "received_at", value: (row) => row.created_at },
      { header: "status", value: (row) => row.status },
      { header: "name", value: (row) => row.name },
      { header: "email", value: (row) => row.email },
      { header: "phone", value: (row) => row.phone },
      { header: "destination", value: (row) => row.destination },
      { header: "travel_dates", value: (row) => row.travel_dates },
      { header: "travelers", value: (row) => row.travelers_count },
      { header: "message", value: (row) => row.message },
      { header: "handled_by", value: (row) => row.handledByName },
    ],
  },
  words: {
    count: { all: "in all", order: "newest first" },
    show: "Show enquiries",
    empty: "No enquiries match.",
    pages: "Pages of enquiries",
    first: "Back to the newest",
    next: "Older enquiries",
    exportLabel: () => "Export these enquiries (CSV)",
  },
};
