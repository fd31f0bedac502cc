/**
 * The bookings desk (/staff/bookings): overdue balances and cancellation requests first, then
 * newest; searched by reference, name or e-mail, filtered by status or "Overdue balance". Its CSV
 * columns, and the manifest's (a departure's bookings for its guide), are the booking's.
 */
import "server-only";
import { z } from "zod";
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  bookingDeskQuerySchema,
  bookingPageQuerySchema,
  deskBookingStatusSchema,
  type BookingDeskQuery,
  type BookingRecord,
} from "../../contract";
import { DESK_PAGE_SIZE } from "../../contract/staff";
import { allDeskBookings, listDeskBookings } from "../../db/queries/booking-desk";
import type { DepartureManifest } from "../../contract/desk";
import { describeExport } from "../../db/queries/search";
import type { CsvColumn } from "../csv";
import { major } from "./columns";
import type { DeskList } from "./list";

/** What a booking's cancellation returned (refunds made, credit issued) and kept back (costs, fee). */
const settlementColumns: CsvColumn<BookingRecord>[] = [
  { header: "refunded", value: (row) => major(row.refunded) },
  { header: "credit_issued", value: (row) => major(row.credit_issued) },
  { header: "supplier_costs", value: (row) => major(row.supplier_costs) },
  { header: "processing_fee", value: (row) => major(row.processing_fee) },
];

/** What a booking costs, what was paid (and of it, in credit) and is owed, and its status: both exports carry them. */
const paymentColumns: CsvColumn<BookingRecord>[] = [
  { header: "trip_total", value: (row) => major(row.trip_total) },
  { header: "carbon_offset", value: (row) => major(row.offset_total) },
  { header: "paid", value: (row) => major(row.amount_paid) },
  { header: "balance", value: (row) => major(row.balance_due) },
  { header: "currency", value: (row) => row.currency.toUpperCase() },
  { header: "balance_due_on", value: (row) => row.balance_due_on },
  { header: "balance_status", value: (row) => row.balance_status },
  { header: "status", value: (row) => row.status },
  { header: "paid_with_credit", value: (row) => major(row.credit_applied) },
];

export const bookingColumns: CsvColumn<BookingRecord>[] = [
  { header: "reference", value: (row) => row.reference },
  { header: "package", value: (row) => row.package_name },
  { header: "departure", value: (row) => row.starts_on },
  { header: "travelers", value: (row) => row.travelers },
  { header: "traveler", value: (row) => row.customer_name },
  { header: "email", value: (row) => row.customer_email },
  ...paymentColumns,
  ...settlementColumns,
  { header: "test_mode", value: (row) => row.test_mode },
  { header: "booked_at", value: (row) => row.created_at },
  { header: "package_id", value: (row) => row.package_id },
  { header: "session_id", value: (row) => row.session_id },
];

/** A departure's manifest for its guide: one line per booking, the departure on every line. */
export const manifestColumns = ({ departure }: DepartureManifest): CsvColumn<BookingRecord>[] => [
  { header: "departure", value: () => departure.startsOn },
  { header: "package", value: () => departure.packageName },
  { header: "reference", value: (row) => row.reference },
  { header: "traveler", value: (row) => row.customer_name },
  { header: "email", value: (row) => row.customer_email },
  { header: "travelers", value: (row) => row.travelers },
  ...paymentColumns,
  ...settlementColumns,
  { header: "test_mode", value: (row) => row.test_mode },
  { header: "booked_at", value: (row) => row.created_at },
];

export const bookingsDesk: DeskList<BookingDeskQuery, BookingRecord> = {
  name: "bookings",
  title: "Bookings",
  search: { id: "booking-search", label: "Search reference, name or e-mail" },
  filters: [
    {
      name: "status",
      id: "booking-status",
      label: "Status",
      allLabel: "All bookings",
      options: [
        ...BOOKING_STATUSES.map((value) => [value, BOOKING_STATUS_LABELS[value]] as const),
        ["overdue", "Overdue balance"],
      ],
    },
  ],
  query: z.object({ status: deskBookingStatusSchema.optional().catch(undefined) }),
  filterOf: ({ status }, search) => ({ q: search, status }) as BookingDeskQuery,
  before: bookingPageQuerySchema.shape.before,
  pageSize: DESK_PAGE_SIZE,
  list: (db, filter, before) => listDeskBookings(db, filter, before),
  export: {
    action: "/api/staff/bookings/export",
    body: bookingDeskQuerySchema,
    filterOf: (body: BookingDeskQuery) => body,
    rows: (db, filter) => allDeskBookings(db, filter),
    auditAction: "bookings.export",
    detail: (rows, filter) => describeExport(rows, filter.status ?? filter.balance, filter.q),
    file: "bookings",
    columns: bookingColumns,
  },
  words: {
    count: {
      all: "in all",
      order: "overdue balances and cancellation requests first, then newest",
    },
    show: "Show bookings",
    empty: "No bookings match.",
    pages: "Pages of bookings",
    first: "Back to the first page",
    next: "More bookings",
    exportLabel: () => "Export these bookings (CSV)",
  },
};
