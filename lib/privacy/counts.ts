/** Counts of a visitor's records in words, for the audit log's details and the privacy page. */
import type { VisitorErasure, VisitorRecord } from "../contract";

export const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** What a lookup or an export found, e.g. "2 enquiries, 1 booking, 2 checkouts, ...". */
export function describeRecord(record: VisitorRecord): string {
  return [
    counted(record.enquiries.length, "enquiry", "enquiries"),
    counted(record.bookings.length, "booking", "bookings"),
    counted(record.checkouts.length, "checkout", "checkouts"),
    counted(record.subscription ? 1 : 0, "subscription", "subscriptions"),
    counted(record.mails.length, "mail", "mails"),
  ].join(", ");
}

/** What an erasure deleted, then what it stripped of personal fields. */
export function describeErasure(erased: VisitorErasure): string {
  return [
    counted(erased.enquiries, "enquiry", "enquiries"),
    counted(erased.history, "history entry", "history entries"),
    counted(erased.subscriptions, "subscription", "subscriptions"),
    counted(erased.mails, "mail", "mails"),
    counted(erased.bookings, "booking", "bookings"),
    counted(erased.checkouts, "checkout", "checkouts"),
  ].join(", ");
}
