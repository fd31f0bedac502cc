import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { CancellationNotice } from "@/components/staff/cancellation-notice";
import { DepartureCancelForm } from "@/components/staff/departure-cancel-form";
import { DepartureManifest } from "@/components/staff/departure-manifest";
import { ExportButton } from "@/components/staff/export-button";
import { FormError } from "@/components/staff/form-error";
import { deskDay, deskTime } from "@/components/staff/format";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { agencyReasonLabel } from "@/lib/bookings/agency-reasons";
import { addDays, isoDay } from "@/lib/bookings/money";
import { getCatalog } from "@/lib/content/catalog";
import { departureIdSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { getDepartureManifest } from "@/lib/db/queries/departure-manifest";
import { UNCHANGED_DEPARTURE, unchangedMessage } from "@/lib/staff/unchanged";

export const metadata: Metadata = { title: "Departure manifest" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{
    departure?: string;
    settled?: string;
    refused?: string;
    unchanged?: string;
  }>;
};

/**
 * One departure's manifest: its seats, its bookings and a CSV for the guide; and, while it is
 * upcoming and not cancelled, the agency's cancellation of the whole departure.
 */
export default async function DepartureManifestPage({ params, searchParams }: Props) {
  await requireStaffMember();
  const { id } = await params;
  const parsed = departureIdSchema.safeParse(id);
  if (!parsed.success) notFound();
  const manifest = await getDepartureManifest(await getDb(), getCatalog().packages, parsed.data);
  if (!manifest) notFound();
  const { departure } = manifest;
  const { cancelled } = departure;
  const notice = await searchParams;
  const upcoming = departure.startsOn >= isoDay();
  return (
    <Container className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link className="underline" href="/staff/departures" prefetch={false}>
          Departures
        </Link>{" "}
        / Manifest
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl text-aubergine md:text-4xl">
            {departure.packageName}, {deskDay(departure.startsOn)}
          </h1>
          <p className="mt-1 text-sm text-muted">
            {departure.days} days, {deskDay(departure.startsOn)} to{" "}
            {deskDay(addDays(departure.startsOn, departure.days - 1))}.{" "}
            {cancelled
              ? `${departure.seats} seats: none for sale.`
              : `${departure.seats} seats: ${departure.sold} sold, ${departure.held} held by checkouts not yet paid, ${departure.left} left.`}
          </p>
          {cancelled && (
            <p className="mt-2 text-sm font-semibold text-rose-800">
              Cancelled by the agency {deskTime(cancelled.at)} ({cancelled.byName}):{" "}
              {agencyReasonLabel(cancelled.reason)}. It is sold no more.
              {cancelled.note && (
                <span className="block font-normal text-ink">
                  Note to the travelers: {cancelled.note}
                </span>
              )}
            </p>
          )}
          <div className="mt-2">
            <CancellationNotice notice={notice} />
          </div>
        </div>
        <ExportButton
          action={`/api/staff/departures/${departure.id}/export`}
          fields={{}}
          label="Export the manifest (CSV)"
        />
      </div>
      <FormError error={unchangedMessage(UNCHANGED_DEPARTURE, notice.unchanged)} roomy />
      <DepartureManifest manifest={manifest} />
      <p className="text-sm text-muted">
        Each booking names its lead traveler; the names of the others in a party are collected by
        the concierge, not online.
      </p>
      {upcoming && !cancelled && (
        <section
          aria-labelledby="cancel-departure"
          className="max-w-xl rounded-2xl border border-lavender-200 bg-white p-6 shadow-sm"
        >
          <h2 id="cancel-departure" className="text-xl text-aubergine">
            Cancel this departure
          </h2>
          <p className="mt-1 text-sm text-muted">
            When the agency will not run it: it is taken off sale, checkouts still being paid are
            closed, and every booking on it is refunded everything paid plus the travel credit, with
            the reason and note mailed to each traveler.
          </p>
          <DepartureCancelForm departureId={departure.id} bookings={manifest.totals.bookings} />
        </section>
      )}
    </Container>
  );
}
