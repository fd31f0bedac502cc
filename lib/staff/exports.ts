/**
 * The columns of the desk's CSV exports. Amounts are in the currency's major units with two
 * decimals ("2125.00", its code in its own column) so a spreadsheet sums them; times are ISO 8601
 * in UTC. The outbox's export never holds a message or its headers. Exports are POSTs only.
 */
import type { BookingRecord } from "../contract";
import type { DepartureManifest } from "../db/queries/departure-manifest";
import type { ExportedInquiry } from "../db/queries/inquiry-desk";
import type { DeskMail } from "../db/queries/mail-desk";
import type { CsvColumn } from "./csv";

const major = (minor: number) => (minor / 100).toFixed(2);

export const inquiryColumns: CsvColumn<ExportedInquiry>[] = [
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
];

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

export const mailColumns: CsvColumn<DeskMail>[] = [
  { header: "id", value: (row) => row.id },
  { header: "created_at", value: (row) => row.createdAt },
  { header: "kind", value: (row) => row.kind },
  { header: "status", value: (row) => row.status },
  { header: "to", value: (row) => row.to },
  { header: "subject", value: (row) => row.subject },
  { header: "attempts", value: (row) => row.attempts },
  { header: "last_error", value: (row) => row.lastError },
  { header: "sent_at", value: (row) => row.sentAt },
];

/** What a GET on an export answers: exports are recorded, so only a POST makes one. */
export const EXPORT_NEEDS_POST =
  "Exports are made with POST (the desk's Export button, or JSON with the filters): a link cannot make one";
