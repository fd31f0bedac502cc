/** The one PostgreSQL schema, shared by PGlite (embedded) and node-postgres. */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    destination: text("destination"),
    travelDates: text("travel_dates"),
    travelersCount: integer("travelers_count").notNull().default(1),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Where the agency stands with it: new, contacted, proposal_sent, booked or closed. */
    status: text("status").notNull().default("new"),
    /** The staff member who last opened it, i.e. who is handling it, and since when. */
    handledBy: text("handled_by"),
    handledByName: text("handled_by_name"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [
    // The desk lists newest first and pages by (created_at, id).
    index("inquiries_created_idx").on(table.createdAt, table.id),
  ],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  email: text("email").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** pending (confirmation mail sent), confirmed (receives the newsletter) or unsubscribed. */
  status: text("status").notNull().default("pending"),
  /** The confirmation link's token, cleared once used. */
  confirmToken: text("confirm_token").unique(),
  /** The one-click unsubscribe link's token, carried by every newsletter mail. */
  unsubscribeToken: text("unsubscribe_token").unique(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});

/**
 * One row per client key and fixed window; several instances on one database share them. Windows
 * differ by bucket (a minute for POSTs, 15 minutes for sign-ins), so each row carries its own end.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    /** When the window ends; the sweep deletes a row only after this. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limits_expires_idx").on(table.expiresAt),
  ],
);

/**
 * A checkout as the site created it: the local test checkout keeps its whole state here; a Stripe
 * session is mirrored so staff can see it and an expiry webhook has something to mark.
 */
export const checkoutSessions = pgTable("checkout_sessions", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  packageId: text("package_id").notNull(),
  packageName: text("package_name").notNull(),
  amountTotal: integer("amount_total").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull().default("open"),
  paymentStatus: text("payment_status").notNull().default("unpaid"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  customerEmail: text("customer_email"),
  customerName: text("customer_name"),
  /** The only card detail ever kept. */
  cardLast4: text("card_last4"),
  /** "booking" takes a new booking's first payment; "balance" pays an existing booking's rest. */
  purpose: text("purpose").notNull().default("booking"),
  /** The departure and party this checkout holds seats for while it is open. */
  departureId: text("departure_id"),
  startsOn: text("starts_on"),
  travelers: integer("travelers").notNull().default(1),
  /** The whole trip, and what is left to pay once this checkout is paid, in minor units. */
  tripTotal: integer("trip_total"),
  balanceAfter: integer("balance_after").notNull().default(0),
  balanceDueOn: text("balance_due_on"),
  /** The carbon offset chosen for the flights, minor units, paid with the booking's first payment. */
  offsetTotal: integer("offset_total").notNull().default(0),
  /** The booking a balance checkout pays. */
  bookingId: uuid("booking_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  /**
   * Who started it, as their address group (an IPv4 address, an IPv6 /64): the seats that one
   * client's unpaid checkouts hold are capped by it.
   */
  clientKey: text("client_key"),
  /**
   * The cancel link's secret (/checkout/cancel/{token}), also kept in the buyer's browser: it
   * releases this checkout's seats at once when the buyer comes back or starts another checkout.
   */
  holdToken: text("hold_token").unique(),
  /**
   * When its seats are given back unless paid. The local test checkout expires then (expires_at);
   * a Stripe session lives at least 30 minutes, so the site closes it at Stripe when the hold ends.
   */
  holdUntil: timestamp("hold_until", { withTimezone: true }),
  /** Set once staff were told this balance payment came after the balance was already paid. */
  duplicateNoticedAt: timestamp("duplicate_noticed_at", { withTimezone: true }),
  /** The travel credit taken off this checkout (minor units), held while it is open, used once paid. */
  creditId: uuid("credit_id"),
  creditApplied: integer("credit_applied").notNull().default(0),
  /** Set when the booking it paid for was cancelled: its seats went back to the departure. */
  seatsReturnedAt: timestamp("seats_returned_at", { withTimezone: true }),
  /** What has been refunded of this payment (minor units): the local test checkout's own record. */
  amountRefunded: integer("amount_refunded").notNull().default(0),
});

/** One row per paid checkout: the unique session_id is what makes fulfilment happen once. */
export const bookings = pgTable("bookings", {
  id: uuid("id").primaryKey(),
  sessionId: text("session_id").notNull().unique(),
  packageId: text("package_id").notNull(),
  packageName: text("package_name").notNull(),
  amountTotal: integer("amount_total").notNull(),
  currency: text("currency").notNull(),
  customerEmail: text("customer_email").notNull(),
  customerName: text("customer_name").notNull(),
  /** "local" for the site's test checkout (no money taken), "stripe" for a real payment. */
  provider: text("provider").notNull().default("stripe"),
  status: text("status").notNull().default("confirmed"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** The short reference the traveler quotes, e.g. "LC-7K3M9Q2P". */
  reference: text("reference").unique(),
  departureId: text("departure_id"),
  startsOn: text("starts_on"),
  travelers: integer("travelers").notNull().default(1),
  /** Whole trip, paid so far and still due, in minor units. */
  tripTotal: integer("trip_total"),
  amountPaid: integer("amount_paid"),
  balanceDue: integer("balance_due").notNull().default(0),
  balanceDueOn: text("balance_due_on"),
  /**
   * The carbon offset chosen for the flights, minor units: paid with the first payment, so within
   * amount_paid, and apart from trip_total (what the package costs).
   */
  offsetTotal: integer("offset_total").notNull().default(0),
  /** When staff last replaced the private links (every earlier link stopped working then). */
  linksRenewedAt: timestamp("links_renewed_at", { withTimezone: true }),
  /** The checkout that paid the balance: set once, so a balance is taken once. */
  balanceSessionId: text("balance_session_id").unique(),
  balancePaidAt: timestamp("balance_paid_at", { withTimezone: true }),
  /** Reminders sent: "7_days" before the due date, then "due" on it. */
  remindersSent: text("reminders_sent").notNull().default(""),
  /** Set when the owner erased the traveler's personal fields; the amounts stay for the accounts. */
  erasedAt: timestamp("erased_at", { withTimezone: true }),
  /** Of amount_paid, what was paid with travel credit (minor units): never refunded as money. */
  creditApplied: integer("credit_applied").notNull().default(0),
});

/**
 * The private links to a booking's page (/bookings/{token}): the SHA-256 of each token, never the
 * token, which only the traveler's mails carry. Each mail that links to the booking gets a token
 * of its own; renewing the link or erasing the traveler deletes them all.
 */
export const bookingLinks = pgTable(
  "booking_links",
  {
    /** Hex SHA-256 of the token: 256 random bits need no salt or slow hash. */
    tokenHash: text("token_hash").primaryKey(),
    bookingId: uuid("booking_id").notNull(),
    /** The checkout whose status gave this link to the confirmation page, if that is where it went. */
    checkoutSessionId: text("checkout_session_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("booking_links_booking_idx").on(table.bookingId)],
);

/**
 * One row per departure that has been sold: checkouts lock it (select ... for update) so seats are
 * counted and taken by one buyer at a time, on PGlite and PostgreSQL alike.
 */
export const departureLocks = pgTable("departure_locks", {
  departureId: text("departure_id").primaryKey(),
});

/**
 * A departure mostly held by unpaid checkouts: one row per departure, for the episode staff were
 * last told about. The episode lasts while such holds keep coming (held_until, the end of the
 * latest hold counted); a departure held again after that is a new episode and a new notice.
 */
export const departureHoldNotices = pgTable("departure_hold_notices", {
  departureId: text("departure_id").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
});

/** Every mail the site sends is first a row here, written in the same transaction as its cause. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** queued, sending (claimed by a sender), sent or failed. */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** What the mail is: e.g. "inquiry", "booking", "balance", "newsletter", "newsletter_confirm". */
    kind: text("kind").notNull().default("notice"),
    /** Extra headers as JSON (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: text("headers"),
    /** The visitor the mail is about (lower-case e-mail), even when it goes to the agency. */
    aboutEmail: text("about_email"),
  },
  (table) => [
    index("mail_outbox_status_idx").on(table.status, table.createdAt),
    index("mail_outbox_about_idx").on(table.aboutEmail),
  ],
);

/** Every change staff make to an enquiry (status, note, who opened it), with who and when. */
export const inquiryEvents = pgTable(
  "inquiry_events",
  {
    id: uuid("id").primaryKey(),
    // No foreign key: the enquiry's own table stays free to be truncated or rebuilt, and erasing
    // an enquiry deletes its history with it explicitly.
    inquiryId: uuid("inquiry_id").notNull(),
    /** "status", "note" or "taken" (taken on by a member; "opened" in older rows). */
    kind: text("kind").notNull(),
    status: text("status"),
    note: text("note"),
    staffId: text("staff_id").notNull(),
    /** Kept as written at the time, so the history reads the same if the account changes. */
    staffName: text("staff_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inquiry_events_inquiry_idx").on(table.inquiryId, table.createdAt)],
);

// Staff accounts, in the shape better-auth's Drizzle adapter expects (lib/auth/server.ts).

export const staffUsers = pgTable("staff_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** "owner" for the first account, "staff" for the others. */
  role: text("role").notNull().default("staff"),
  /** Set while the owner has switched the account off: it then signs in nowhere. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    /** Stored as given to the browser's cookie (signed there); a forged cookie matches no row. */
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_sessions_user_idx").on(table.userId)],
);

/** How an account signs in: provider "credential" holds the library's password hash, never the password. */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_accounts_user_idx").on(table.userId)],
);

export const staffVerifications = pgTable("staff_verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A staff member's passkey, in the shape better-auth's passkey plugin expects. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }),
    aaguid: text("aaguid"),
  },
  (table) => [
    index("staff_passkeys_user_idx").on(table.userId),
    index("staff_passkeys_credential_idx").on(table.credentialID),
  ],
);

/** What staff did, by whom and when; never a message body or a visitor's personal fields. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey(),
    staffId: text("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    /** e.g. "inquiry.status", "inquiry.note", "mail.resend", "subscriber.unsubscribe", "visitor.erase". */
    action: text("action").notNull(),
    /** The record acted on: an enquiry id, a booking reference, a mail id, ... */
    target: text("target"),
    /** A short, body-free description, e.g. "new -> contacted". */
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_created_idx").on(table.createdAt, table.id)],
);

/**
 * Keys of desk forms already acted on. A form carries a key made when it was shown; the action
 * claims it in the transaction that does the work, so a double click or a resent form acts once.
 */
export const formSubmissions = pgTable("form_submissions", {
  key: text("key").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A booking's cancellation, by the traveler (their notice, counted from when it arrived) or by the
 * agency: one per booking. `state` is requested (waiting for staff), refunding (the provider is
 * being asked; nothing else has changed yet) or settled (money, credit, status and seats changed
 * together in one transaction).
 */
export const bookingCancellations = pgTable("booking_cancellations", {
  id: uuid("id").primaryKey(),
  bookingId: uuid("booking_id").notNull().unique(),
  /** "traveler" or "agency". */
  kind: text("kind").notNull(),
  /** When the notice arrived: the schedule's days are counted from this moment's UTC date. */
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  daysBeforeTravel: integer("days_before_travel").notNull(),
  tier: text("tier").notNull(),
  /** The agency's reason (a code of lib/bookings/agency-reasons.ts) and its note to the traveler. */
  reason: text("reason"),
  note: text("note"),
  /** Supplier costs that cannot be recovered, as staff entered them, and why (the traveler sees it). */
  supplierCosts: integer("supplier_costs").notNull().default(0),
  supplierCostsReason: text("supplier_costs_reason"),
  /** What the settlement returns: money through the provider, and a new credit. */
  refundAmount: integer("refund_amount").notNull().default(0),
  creditAmount: integer("credit_amount").notNull().default(0),
  state: text("state").notNull().default("requested"),
  /** Why the provider last refused a refund, for staff; cleared once settled. */
  lastError: text("last_error"),
  decidedById: text("decided_by_id"),
  decidedByName: text("decided_by_name"),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  settledAt: timestamp("settled_at", { withTimezone: true }),
  creditId: uuid("credit_id"),
});

/**
 * One refund per payment of a cancelled booking (a deposit and a balance are two payments). Written
 * "pending" before the provider is asked, so a refund is never asked twice for one payment: its
 * idempotency key is its id and attempt.
 */
export const bookingRefunds = pgTable(
  "booking_refunds",
  {
    id: uuid("id").primaryKey(),
    cancellationId: uuid("cancellation_id").notNull(),
    bookingId: uuid("booking_id").notNull(),
    checkoutSessionId: text("checkout_session_id").notNull(),
    provider: text("provider").notNull(),
    amount: integer("amount").notNull(),
    /** pending, succeeded, refused, or withdrawn (an approval that changed nothing). */
    status: text("status").notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    /** Raised after a refusal, so a new request is not answered with the refused one's result. */
    attempt: integer("attempt").notNull().default(0),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [index("booking_refunds_cancellation_idx").on(table.cancellationId)],
);

/**
 * Travel credits: a code (only its SHA-256 is kept, like booking links; the traveler's mail has the
 * code), an amount, the booking it came from and an expiry 12 months after issue. What is left is
 * the amount less what checkouts took off (checkout_sessions.credit_id): paid ones, and open ones
 * while they can still be paid.
 */
export const travelCredits = pgTable(
  "travel_credits",
  {
    id: uuid("id").primaryKey(),
    codeHash: text("code_hash").notNull().unique(),
    /** The code's last four characters, for staff and the traveler to tell codes apart. */
    codeHint: text("code_hint").notNull(),
    bookingId: uuid("booking_id").notNull(),
    cancellationId: uuid("cancellation_id"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last day it can be used ("YYYY-MM-DD", UTC). */
    expiresOn: text("expires_on").notNull(),
  },
  (table) => [index("travel_credits_issued_idx").on(table.issuedAt, table.id)],
);

/** A departure the agency cancelled: it is sold no more, and its bookings were cancelled. */
export const cancelledDepartures = pgTable("cancelled_departures", {
  departureId: text("departure_id").primaryKey(),
  reason: text("reason").notNull(),
  note: text("note"),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }).notNull().defaultNow(),
  cancelledById: text("cancelled_by_id").notNull(),
  cancelledByName: text("cancelled_by_name").notNull(),
});

/**
 * The version of each safety record (a country of the world baseline, "country:TH", or one of our
 * destinations, "destination:bangkok") that travelers were last alerted on: its material fields
 * only, as JSON. Compared with the content at each start; the first start records every record as
 * already alerted, so the content of that day sends nothing.
 */
export const safetyRecordVersions = pgTable("safety_record_versions", {
  recordKey: text("record_key").primaryKey(),
  material: text("material").notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A material change found in a safety record, once: what changed, before and after, on what source. */
export const safetyChanges = pgTable(
  "safety_changes",
  {
    id: uuid("id").primaryKey(),
    recordKey: text("record_key").notNull(),
    /** "Thailand", or "Bangkok, Thailand" for a destination. */
    recordName: text("record_name").notNull(),
    /** JSON list of the fields that changed: label, before, after, source. */
    changes: text("changes").notNull(),
    detectedAt: timestamp("detected_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Its place among the changes found at the same start: a place that criminalises first, as
     * the traveler's mail lists them.
     */
    position: integer("position").notNull().default(0),
    /**
     * How many changelog entries its country had when it was found: a correction written after
     * them gives a change mailed without a source its source. Null for a destination.
     */
    changelogSeen: integer("changelog_seen"),
    /**
     * When travelers were mailed the sources of its fields that were mailed without one ("we will
     * write to you with it"); null while any is still owed, or when none was.
     */
    sourcesSentAt: timestamp("sources_sent_at", { withTimezone: true }),
  },
  (table) => [index("safety_changes_detected_idx").on(table.detectedAt, table.id)],
);

/** Each booking a safety change touched, and the alert mailed to its traveler (null: no address). */
export const safetyChangeBookings = pgTable(
  "safety_change_bookings",
  {
    changeId: uuid("change_id").notNull(),
    bookingId: uuid("booking_id").notNull(),
    mailId: uuid("mail_id"),
  },
  (table) => [
    primaryKey({ columns: [table.changeId, table.bookingId] }),
    index("safety_change_bookings_booking_idx").on(table.bookingId),
  ],
);

/** The "before you go" mail sent 21 days before a booking's departure: one row per booking, once. */
export const departureBriefMails = pgTable("departure_brief_mails", {
  bookingId: uuid("booking_id").primaryKey(),
  mailId: uuid("mail_id"),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});
