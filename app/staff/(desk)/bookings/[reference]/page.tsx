import { DeskRecordHeading } from "@/components/staff/desk-heading";
import type { Metadata } from "next";
import { DeskBadge } from "@/components/staff/desk-badge";
import { notFound } from "next/navigation";
import { BookingFacts } from "@/components/staff/booking-facts";
import { CancellationNotice } from "@/components/staff/cancellation-notice";
import { CancellationPanel } from "@/components/staff/cancellation-panel";
import { readDeskCancellation } from "@/lib/db/queries/cancellations";
import { BookingMails } from "@/components/staff/booking-mails";
import { RenewLinkForm } from "@/components/staff/renew-link-form";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { bookingReferenceSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { getDeskBooking } from "@/lib/db/queries/booking-desk";
import { listBookingMails } from "@/lib/db/queries/mail-desk";

export const metadata: Metadata = { title: "Booking" };

export default async function BookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ reference: string }>;
  searchParams: Promise<{
    renewed?: string;
    erased?: string;
    cancellation?: string;
    departure?: string;
    settled?: string;
    refused?: string;
    unchanged?: string;
  }>;
}) {
  await requireStaffMember();
  const reference = bookingReferenceSchema.safeParse((await params).reference).data;
  if (!reference) notFound();
  const db = await getDb();
  const booking = await getDeskBooking(db, reference);
  if (!booking) notFound();
  const [mails, cancellation] = await Promise.all([
    listBookingMails(db, { reference, customerEmail: booking.customer_email }),
    readDeskCancellation(db, reference),
  ]);
  const notice = await searchParams;
  return (
    <Container className="space-y-8">
      <div className="space-y-3">
        <DeskRecordHeading
          back={{ href: "/staff/bookings", label: "All bookings" }}
          title={reference}
          titleClassName="font-mono"
        >
          <DeskBadge kind="booking" status={booking.status} />
          {booking.balance_status === "overdue" && <DeskBadge kind="balance" status="overdue" />}
        </DeskRecordHeading>
        <p className="text-lg text-ink">
          {booking.package_name} · {booking.customer_name}
          {booking.test_mode && <span className="text-muted"> (test booking)</span>}
        </p>
        {notice.renewed === "1" && (
          <p role="status" className="text-sm font-semibold text-teal">
            A new booking link was mailed to the traveler; the old link no longer opens the booking.
          </p>
        )}
        <CancellationNotice notice={notice} />
        {notice.erased === "1" && (
          <p
            role="alert"
            className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
          >
            The traveler&apos;s details were erased: no link was sent.
          </p>
        )}
      </div>
      {/* On a phone the action follows the facts; on a wide screen it stands beside them. */}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="lg:col-start-1">
          <BookingFacts booking={booking} />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="space-y-8">
            <RenewLinkForm reference={reference} erased={booking.erasedAt !== null} />
            {cancellation && (
              <CancellationPanel
                booking={booking}
                desk={cancellation}
                unchanged={notice.unchanged}
              />
            )}
          </div>
        </div>
        <div className="lg:col-start-1">
          <BookingMails mails={mails} />
        </div>
      </div>
    </Container>
  );
}
