import {
  BALANCE_STATUS_LABELS,
  BOOKING_STATUS_LABELS,
  INQUIRY_STATUS_LABELS,
  OUTBOX_STATUS_LABELS,
  SUBSCRIBER_STATUS_LABELS,
} from "@/lib/contract";

// The site's palette for statuses. The text always says it; the tint only helps: what needs staff
// stands out, the past recedes.
const waiting = "bg-gold/25 text-aubergine ring-gold/60";
const done = "bg-teal/10 text-teal ring-teal/40";
const alarm = "bg-rose-50 text-rose-800 ring-rose-300";
const past = "bg-white text-muted ring-lavender-200";
const moving = "bg-lavender-100 text-lavender-700 ring-lavender-300";

/** Each kind of status the desk shows: its words (from the contract) and each status's tint. */
const BADGES = {
  inquiry: {
    labels: INQUIRY_STATUS_LABELS,
    tints: {
      new: waiting,
      contacted: moving,
      proposal_sent: "bg-blush text-aubergine ring-blush",
      booked: done,
      closed: past,
    },
  },
  booking: {
    labels: BOOKING_STATUS_LABELS,
    tints: {
      confirmed: "bg-lavender-50 text-aubergine ring-lavender-300",
      balance_due: waiting,
      paid_in_full: done,
      cancellation_requested: alarm,
      cancelled_refunded: past,
      cancelled_credited: past,
      cancelled: past,
      travelled: past,
    },
  },
  balance: {
    labels: BALANCE_STATUS_LABELS,
    tints: { overdue: alarm, due: waiting, paid_in_full: done, cancelled: past },
  },
  mail: {
    labels: OUTBOX_STATUS_LABELS,
    tints: { queued: moving, sending: waiting, sent: done, failed: alarm },
  },
  subscriber: {
    labels: SUBSCRIBER_STATUS_LABELS,
    tints: { pending: waiting, confirmed: done, unsubscribed: past },
  },
} as const;

type Badges = typeof BADGES;

/** A status in words on a tinted pill: an enquiry's, a booking's, a balance's, a mail's, a subscriber's. */
export function DeskBadge<Kind extends keyof Badges>({
  kind,
  status,
}: {
  kind: Kind;
  status: keyof Badges[Kind]["labels"];
}) {
  const { labels, tints } = BADGES[kind] as {
    labels: Record<PropertyKey, string>;
    tints: Record<PropertyKey, string>;
  };
  return <Pill tint={tints[status]!}>{labels[status]}</Pill>;
}

/** The pill itself, for a status the desk names in place (a cancelled departure). */
export function Pill({ tint, children }: { tint: string; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex w-fit rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ${tint}`}
    >
      {children}
    </span>
  );
}
