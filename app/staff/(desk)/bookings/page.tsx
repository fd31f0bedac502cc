import type { Metadata } from "next";
import { BookingFilters } from "@/components/staff/booking-filters";
import { BookingList } from "@/components/staff/booking-list";
import { DeskPager } from "@/components/staff/desk-pager";
import { ExportButton } from "@/components/staff/export-button";
import { HeldDepartures } from "@/components/staff/held-departures";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { getConfig, holdRulesOf } from "@/lib/config";
import { getCatalog } from "@/lib/content/catalog";
import { bookingPageQuerySchema, deskBookingStatusSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { listDeskBookings } from "@/lib/db/queries/booking-desk";
import { listMostlyHeldDepartures } from "@/lib/payments/holds";
import { readDeskSearch } from "@/lib/staff/desk-search";
import { firstParam, type DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: "Bookings" };

export default async function BookingsPage({ searchParams }: { searchParams: DeskSearchParams }) {
  const member = await requireStaffMember();
  const params = await searchParams;
  // The words searched for are sealed in the address, never written there.
  const { text: search, token, lapsed } = readDeskSearch(params, member.id);
  const status = deskBookingStatusSchema.safeParse(firstParam(params.status)).data;
  // A cursor that is not a booking's id reads as the first page.
  const before = bookingPageQuerySchema.safeParse({
    before: firstParam(params.before) || undefined,
  }).data?.before;
  const db = await getDb();
  const [page, held] = await Promise.all([
    listDeskBookings(db, { q: search, status }, before),
    listMostlyHeldDepartures(db, getCatalog().packages, holdRulesOf(getConfig())),
  ]);
  const query = { ...(token && { search: token }), ...(status && { status }) };
  return (
    <Container className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl text-aubergine md:text-4xl">Bookings</h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {page.total.toLocaleString("en-US")} {search || status ? "matching" : "in all"}, overdue
            balances and cancellation requests first, then newest
          </p>
        </div>
        <ExportButton
          action="/api/staff/bookings/export"
          fields={{ q: search, status }}
          label="Export these bookings (CSV)"
        />
      </div>
      <HeldDepartures departures={held} />
      <BookingFilters search={search} status={status} lapsed={lapsed} />
      <BookingList bookings={page.bookings} />
      <DeskPager
        path="/staff/bookings"
        label="Pages of bookings"
        firstLabel="Back to the first page"
        nextLabel="More bookings"
        query={query}
        before={before}
        nextBefore={page.nextBefore}
      />
    </Container>
  );
}
