import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingNextStep } from "@/components/booking/booking-next-step";
import { CancellationSection } from "@/components/booking/cancellation-section";
import { BeforeYouGo, RouteLawFirst } from "@/components/booking/before-you-go";
import { ExpiredBookingLink } from "@/components/booking/expired-booking-link";
import { OffsetSummary } from "@/components/booking/offset-summary";
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
import { getConfig } from "@/lib/config";

// A private page: never indexed, never cached, and its address is not sent on to other sites.
// "same-origin", not "no-referrer": under no-referrer a browser sends `Origin: null` with the
// balance form's post, and the origin check (rightly) refuses a post it cannot place.
export const metadata: Metadata = {
  title: "Your booking",
  robots: { index: false, follow: false },
  referrer: "same-origin",
};
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ cancellation?: string }>;
};

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
export default async function BookingPage({ params, searchParams }: Props) {
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
  const { cancellation: asked } = await searchParams;
  const brief = getBeforeYouGo(booking.package_id);

  return (
    <Container className="max-w-3xl py-16 sm:py-20">
      <p className="text-sm font-semibold tracking-widest text-lavender-700 uppercase">
        Booking {booking.reference}
        {booking.test_mode ? " (test booking: no money was taken)" : ""}
      </p>
      <h1 className="mt-2 text-4xl font-semibold text-aubergine">{booking.package_name}</h1>
      <RouteLawFirst brief={brief} />
      {asked === "requested" && booking.status === "cancellation_requested" && (
        <p role="status" className="mt-4 font-semibold text-teal">
          Your cancellation request was sent. We have e-mailed you a copy.
        </p>
      )}
      <BookingNextStep booking={booking} />
      <dl className="mt-8">
        <Row term="Departure">
          {booking.starts_on
            ? formatLongDate(booking.starts_on)
            : "To be arranged with our concierge"}
        </Row>
        <Row term="Travelers">{booking.travelers}</Row>
        <Row term="Trip total">{money(booking.trip_total)}</Row>
        <OffsetSummary booking={booking} />
        <Row term="Paid">
          {money(booking.amount_paid)}
          {booking.credit_applied > 0 && `, of which ${money(booking.credit_applied)} in credit`}
        </Row>
        <Row term="Balance due">
          {booking.status === "cancellation_requested"
            ? "Nothing while we settle your cancellation"
            : booking.status.startsWith("cancelled")
              ? "Nothing: the booking is cancelled"
              : booking.balance_due > 0
                ? `${money(booking.balance_due)} ${balanceDueWhen(booking.balance_due_on)}`
                : "Nothing: paid in full"}
        </Row>
      </dl>
      {booking.balance_due > 0 && ["confirmed", "balance_due"].includes(booking.status) && (
        <div className="mt-8">
          <PayBalanceButton
            packageId={booking.package_id}
            token={token.data}
            label={`Pay the balance of ${money(booking.balance_due)}`}
          />
        </div>
      )}
      <CancellationSection booking={booking} token={token.data} />
      <BeforeYouGo
        brief={brief}
        origin={getConfig().SITE_URL}
        watching={!booking.status.startsWith("cancelled")}
      />
    </Container>
  );
}
