import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DepartureManifest } from "@/components/staff/departure-manifest";
import { ExportButton } from "@/components/staff/export-button";
import { deskDay } from "@/components/staff/format";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { addDays } from "@/lib/bookings/money";
import { getCatalog } from "@/lib/content/catalog";
import { departureIdSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { getDepartureManifest } from "@/lib/db/queries/departure-manifest";

export const metadata: Metadata = { title: "Departure manifest" };

type Props = { params: Promise<{ id: string }> };

/** One departure's manifest: its seats, its bookings and a CSV for the guide. */
export default async function DepartureManifestPage({ params }: Props) {
  await requireStaffMember();
  const { id } = await params;
  const parsed = departureIdSchema.safeParse(id);
  if (!parsed.success) notFound();
  const manifest = await getDepartureManifest(await getDb(), getCatalog().packages, parsed.data);
  if (!manifest) notFound();
  const { departure } = manifest;
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
            {deskDay(addDays(departure.startsOn, departure.days - 1))}. {departure.seats} seats:{" "}
            {departure.sold} sold, {departure.held} held by checkouts not yet paid, {departure.left}{" "}
            left.
          </p>
        </div>
        <ExportButton
          action={`/api/staff/departures/${departure.id}/export`}
          fields={{}}
          label="Export the manifest (CSV)"
        />
      </div>
      <DepartureManifest manifest={manifest} />
      <p className="text-sm text-muted">
        Each booking names its lead traveler; the names of the others in a party are collected by
        the concierge, not online.
      </p>
    </Container>
  );
}
