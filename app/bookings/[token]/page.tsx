import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BeforeYouGo } from "@/components/booking/before-you-go";
import { ExpiredBookingLink } from "@/components/booking/expired-booking-link";
import { PayBalanceButton } from "@/components/booking/pay-balance-button";
import { Container } from "@/components/ui/container";
import { FailureNotice } from "@/components/ui/failure-notice";
import { isNotFound } from "@/lib/api/errors";
import { getBackend } from "@/lib/backend";
import { getShellContent } from "@/lib/content/shell";
import { bookingTokenSchema, type BookingView } from "@/lib/contract";
import { formatAmount, formatLongDate } from "@/lib/format";
import { isoDay } from "@/lib/bookings/money";
import { getBeforeYouGo } from "@/lib/safety/before-you-go";

// A private page: never indexed, never cached, and its address is not sent on to other sites.
// "same-origin", not "no-referrer": under no-referrer a browser sends `Origin: null` with the
// balance form's post, and the origin check (rightly) refuses a post it cannot place.
export const metadata: Metadata = {
  title: "Your booking",
  robots: { index: false, follow: false },
  referrer: "same-origin",
};
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ token: string }> };

async function readBooking(token: string): Promise<BookingView | null | "expired" | "failed"> {
  try {
    return await getBackend().getBooking(token);
  } catch (error) {
    if (isNotFound(error)) return null;
    if ((error as { code?: unknown } | null)?.code === "gone") return "expired";
    console.error(`[page] booking failed to load: ${(error as Error)?.message}`);
    return "failed";
  }
}

const tierText: Record<NonNullable<BookingView["cancellation_today"]>["tier"], string> = {
  full_less_fee: "more than 60 days before travel: a full refund, minus a $250 processing fee",
  half: "30 to 60 days before travel: a 50% refund",
  credit: "fewer than 30 days before travel: no refund, but a credit toward a future booking",
  departed: "the trip has begun: no refund or credit",
};

/** "12 days before departure", "1 day before departure", "on the day of departure". */
function whenToday(days: number): string {
  if (days === 0) return "on the day of departure";
  return `${days} ${days === 1 ? "day" : "days"} before departure`;
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-6 border-b border-lavender-100 py-3">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right font-semibold text-aubergine">{children}</dd>
    </div>
  );
}

/** "by March 1, 2027", or "was due March 1, 2027" once the date has passed (staff are told too). */
function balanceDueWhen(dueOn: string | null): string {
  if (!dueOn) return "by departure";
  return `${dueOn < isoDay() ? "was due" : "by"} ${formatLongDate(dueOn)}`;
}

/** The traveler's booking, reached only by the private link sent after payment. */
export default async function BookingPage({ params }: Props) {
  const { token: raw } = await params;
  const token = bookingTokenSchema.safeParse(raw);
  if (!token.success) notFound();
  const booking = await readBooking(token.data);
  if (booking === null) notFound();
  if (booking === "expired") {
    const { contact } = getShellContent().site;
    return (
      <Container className="max-w-3xl py-16 sm:py-20">
        <ExpiredBookingLink email={contact.email} phone={contact.phone} />
      </Container>
    );
  }
  if (booking === "failed") {
    return (
      <Container className="max-w-3xl py-16">
        <FailureNotice message="Failed to load this booking. Please try again." />
      </Container>
    );
  }
  const money = (minor: number) => formatAmount(minor, booking.currency);
  const cancel = booking.cancellation_today;

  return (
    <Container className="max-w-3xl py-16 sm:py-20">
      <p className="text-sm font-semibold tracking-widest text-lavender-700 uppercase">
        Booking {booking.reference}
        {booking.test_mode ? " (test booking: no money was taken)" : ""}
      </p>
      <h1 className="mt-2 text-4xl font-semibold text-aubergine">{booking.package_name}</h1>
      <dl className="mt-8">
        <Row term="Departure">
          {booking.starts_on
            ? formatLongDate(booking.starts_on)
            : "To be arranged with our concierge"}
        </Row>
        <Row term="Travelers">{booking.travelers}</Row>
        <Row term="Trip total">{money(booking.trip_total)}</Row>
        <Row term="Paid">{money(booking.amount_paid)}</Row>
        <Row term="Balance due">
          {booking.balance_due > 0
            ? `${money(booking.balance_due)} ${balanceDueWhen(booking.balance_due_on)}`
            : "Nothing: paid in full"}
        </Row>
      </dl>
      {booking.balance_due > 0 && (
        <div className="mt-8">
          <PayBalanceButton
            packageId={booking.package_id}
            token={token.data}
            label={`Pay the balance of ${money(booking.balance_due)}`}
          />
        </div>
      )}
      <section className="mt-12" aria-labelledby="cancellation">
        <h2 id="cancellation" className="text-2xl font-semibold text-aubergine">
          If you cancel
        </h2>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-ink">
          <li>More than 60 days before travel: a full refund, minus a $250 processing fee.</li>
          <li>30 to 60 days before travel: a 50% refund.</li>
          <li>
            Fewer than 30 days before travel: no refund, but a credit toward a future booking, valid
            for 12 months.
          </li>
        </ul>
        {cancel && (
          <p className="mt-4 text-ink">
            {cancel.tier === "departed"
              ? "Your trip has begun, so a cancellation now returns nothing:"
              : `Cancelling today, ${whenToday(cancel.days_before_travel)}, falls under ${tierText[cancel.tier]}:`}{" "}
            <strong>
              {cancel.refund > 0
                ? `${money(cancel.refund)} refunded`
                : cancel.credit > 0
                  ? `${money(cancel.credit)} in credit`
                  : "nothing returned"}
            </strong>
            . Supplier costs we cannot recover may reduce a 50% refund or a credit; we always show
            how they were calculated. Write to us to cancel; see our{" "}
            <Link className="underline" href="/legal/terms">
              terms
            </Link>
            .
          </p>
        )}
      </section>
      <BeforeYouGo brief={getBeforeYouGo(booking.package_id)} />
    </Container>
  );
}
