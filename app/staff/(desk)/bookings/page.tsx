import type { Metadata } from "next";
import { BookingList } from "@/components/staff/booking-list";
import { DeskListFrame } from "@/components/staff/desk-heading";
import { HeldDepartures } from "@/components/staff/held-departures";
import { requireStaffMember } from "@/lib/auth/current";
import { getConfig, holdRulesOf } from "@/lib/config";
import { getCatalog } from "@/lib/content/catalog";
import { getDb } from "@/lib/db/client";
import { listMostlyHeldDepartures } from "@/lib/payments/holds";
import { bookingsDesk as list } from "@/lib/staff/desk";
import { readDeskAddress } from "@/lib/staff/desk/address";
import type { DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: list.title };

export default async function BookingsPage({ searchParams }: { searchParams: DeskSearchParams }) {
  const member = await requireStaffMember();
  const address = readDeskAddress(list, await searchParams, member.id);
  const db = await getDb();
  const [page, held] = await Promise.all([
    list.list(db, address.filter, address.before),
    listMostlyHeldDepartures(db, getCatalog().packages, holdRulesOf(getConfig())),
  ]);
  return (
    <DeskListFrame
      list={list}
      address={address}
      page={page}
      above={<HeldDepartures departures={held} />}
    >
      <BookingList bookings={page.rows} empty={list.words.empty} />
    </DeskListFrame>
  );
}
