import type { Metadata } from "next";
import { BookingList } from "@/components/staff/booking-list";
import { DeskFilters } from "@/components/staff/desk-filters";
import { DeskHeading, DeskListPager } from "@/components/staff/desk-heading";
import { HeldDepartures } from "@/components/staff/held-departures";
import { Container } from "@/components/ui/container";
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
    <Container className="space-y-6">
      <DeskHeading list={list} total={page.total} address={address} />
      <HeldDepartures departures={held} />
      <DeskFilters
        list={list}
        values={address.values}
        search={address.search}
        lapsed={address.lapsed}
      />
      <BookingList bookings={page.rows} empty={list.words.empty} />
      <DeskListPager list={list} address={address} nextBefore={page.nextBefore} />
    </Container>
  );
}
