/**
 * The staff desk's rows as its pages show them: what the desk's queries return and its components
 * draw. Declared here, beside the records they extend, so a component needs nothing of the database.
 */
import type { BookingRecord, OutboxStatus } from "./booking";
import type { InquiryRecord } from "./inquiry";
import type { SubscriberRecord } from "./newsletter";
import type { PasskeyDeviceType } from "./passkey";
import type { ChangeDirection } from "./safety";

/** A mail as the desk lists it: everything but its message. */
export interface DeskMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** One mail as its desk page shows it, message included. */
export interface DeskMailWithText extends DeskMail {
  text: string;
}

export interface DeskSubscriber extends SubscriberRecord {
  /** A short stable reference that names the subscriber in the audit log instead of the address. */
  reference: string | null;
}

export interface AuditAction {
  /** e.g. "inquiry.status", "mail.resend", "subscriber.unsubscribe", "visitor.erase". */
  action: string;
  /** The record acted on: an enquiry id, a booking reference, a mail id. Never an e-mail address. */
  target?: string | null;
  /** A short, body-free description, e.g. "new -> contacted". */
  detail?: string | null;
}

export interface AuditEntry extends Required<AuditAction> {
  id: string;
  staffId: string;
  staffName: string;
  createdAt: Date;
}

export interface DeskEvent {
  id: string;
  /** "taken": a member took the enquiry on; "opened": the same, recorded by older versions. */
  kind: "status" | "note" | "taken" | "opened";
  status: string | null;
  note: string | null;
  staffName: string;
  createdAt: Date;
}

export interface DeskInquiry extends InquiryRecord {
  handledBy: string | null;
  handledByName: string | null;
  handledAt: Date | null;
  events: DeskEvent[];
}

/** One booking as its desk page shows it. */
export interface DeskBooking extends BookingRecord {
  balancePaidAt: Date | null;
  /** Set once the owner erased the traveler's personal fields. */
  erasedAt: Date | null;
}

/** A change as the desk lists it, with each booking it touched and its mail's state. */
export interface DeskSafetyChange {
  id: string;
  recordKey: string;
  recordName: string;
  changes: {
    label: string;
    from: string;
    to: string;
    /** For the traveler; absent from changes recorded before directions were. */
    direction?: ChangeDirection;
    /** What the record says now, in its own words. */
    now?: string;
    why?: string;
    sources: { label: string; url: string; dated: string }[];
    /** Mailed without a source: none was recorded with the change yet. */
    unrecorded?: true;
    /** Its source was found after the change was mailed, and sent on `sourcesSentAt`. */
    sourcedLater?: true;
  }[];
  detectedAt: Date;
  /** When travelers were sent the sources their alert lacked; null while owed or never owed. */
  sourcesSentAt: Date | null;
  bookings: {
    reference: string | null;
    packageName: string;
    startsOn: string | null;
    customerName: string;
    erased: boolean;
    mailStatus: string | null;
    mailSentAt: Date | null;
    mailError: string | null;
  }[];
}

/** A staff account as the owner's accounts page lists it. */
export interface StaffAccountSummary {
  id: string;
  name: string;
  email: string;
  role: "owner" | "staff";
  disabledAt: Date | null;
  createdAt: Date;
  /** Sessions not yet expired, and passkeys stored. */
  sessions: number;
  passkeys: number;
}

export interface StaffPasskey {
  id: string;
  name: string | null;
  deviceType: PasskeyDeviceType;
  createdAt: Date | null;
}

export interface DepartureSeats {
  id: string;
  packageId: string;
  packageName: string;
  startsOn: string;
  /** The package's days, first to last. */
  days: number;
  seats: number;
  /** Travelers of paid bookings. */
  sold: number;
  /** Travelers of checkouts still open: seats someone is paying for now. */
  held: number;
  /** Seats still for sale: none once the agency cancelled the departure. */
  left: number;
  /** The agency's cancellation of the departure: sold no more. */
  cancelled: CancelledDeparture | null;
}

export interface CancelledDeparture {
  /** When it was cancelled (ISO 8601). */
  at: string;
  /** The reason's key (lib/bookings/agency-reasons.ts) and the note the travelers read. */
  reason: string;
  note: string | null;
  byName: string;
}

export interface DepartureManifest {
  departure: DepartureSeats;
  /** Oldest booking first: the order the seats were sold in. */
  bookings: BookingRecord[];
  /**
   * Travelers and money of the bookings that stand (a cancellation requested but not settled
   * stands): what is still held and owed. Settled cancellations are counted apart, with what
   * their cancellations returned.
   */
  totals: {
    bookings: number;
    travelers: number;
    tripTotal: number;
    offsetTotal: number;
    paid: number;
    balanceDue: number;
  };
  cancelledTotals: {
    bookings: number;
    travelers: number;
    paid: number;
    refunded: number;
    creditIssued: number;
    supplierCosts: number;
    processingFees: number;
  };
}
