import type { Metadata } from "next";
import { DepartureList } from "@/components/staff/departure-list";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { getCatalog } from "@/lib/content/catalog";
import { getDb } from "@/lib/db/client";
import { listDepartureSeats } from "@/lib/db/queries/departure-manifest";

export const metadata: Metadata = { title: "Departures" };

/** Every departure with its seats sold, held and left; each opens its manifest. */
export default async function DeparturesPage() {
  await requireStaffMember();
  const { upcoming, departed } = await listDepartureSeats(await getDb(), getCatalog().packages);
  return (
    <Container className="space-y-6">
      <div>
        <h1 className="text-3xl text-aubergine md:text-4xl">Departures</h1>
        <p className="mt-1 text-sm text-muted">
          Seats sold are paid bookings; held are checkouts being paid now (they come back if not
          paid within the hold). Open a departure for its manifest.
        </p>
      </div>
      <section aria-labelledby="upcoming-departures" className="space-y-3">
        <h2 id="upcoming-departures" className="text-xl text-aubergine">
          Upcoming, soonest first
        </h2>
        <DepartureList departures={upcoming} caption="Upcoming departures, soonest first" />
      </section>
      {departed.length > 0 && (
        <section aria-labelledby="past-departures" className="space-y-3">
          <h2 id="past-departures" className="text-xl text-aubergine">
            Departed, most recent first
          </h2>
          <DepartureList departures={departed} caption="Past departures, most recent first" />
        </section>
      )}
    </Container>
  );
}
