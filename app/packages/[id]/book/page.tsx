import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { RouteLawBeforePaying } from "@/components/booking/before-you-go";
import { BookingChoiceForm } from "@/components/booking/booking-choice-form";
import { DayByDay } from "@/components/booking/day-by-day";
import { Container } from "@/components/ui/container";
import { FailureNotice } from "@/components/ui/failure-notice";
import { getBackend } from "@/lib/backend";
import { readingLive } from "@/lib/backend/live-reads";
import { isoDay } from "@/lib/bookings/money";
import { getFlightOffset } from "@/lib/content/flights";
import type { TravelPackage } from "@/lib/contract";
import { slugSchema } from "@/lib/contract/common";
import { loadSection } from "@/lib/load-section";
import { getBeforeYouGo } from "@/lib/safety/before-you-go";

// Seats change with every booking: this step is always rendered with the seats left now.
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// One live read per request, shared by generateMetadata and the page.
const loadPackage = cache((id: string) =>
  loadSection("packages", async () => {
    const packages = await readingLive(() => getBackend().getPackages());
    return packages.find((pkg) => pkg.id === id) ?? null;
  }),
);

/** Only what the choice needs goes to the browser. */
const bookable = ({
  id,
  name,
  price,
  price_per_person,
  duration_days,
  departures,
}: TravelPackage) => ({
  id,
  name,
  price,
  price_per_person,
  duration_days,
  departures,
  offset: getFlightOffset(id),
});

const single = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const section = slugSchema.safeParse(id).success ? await loadPackage(id) : null;
  const name = section?.ok && section.data ? section.data.name : "a package";
  return { title: `Book ${name}`, robots: { index: false, follow: true } };
}

/** Book Now's step: a departure and the party, with the price, deposit and balance shown. */
export default async function BookPackagePage({ params, searchParams }: Props) {
  const { id } = await params;
  if (!slugSchema.safeParse(id).success) notFound();
  const [section, query] = await Promise.all([loadPackage(id), searchParams]);
  if (section.ok && !section.data) notFound();
  const travelers = Number(single(query.travelers));

  return (
    <Container className="py-14 sm:py-20">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link className="underline" href={`/packages#${id}`}>
          Travel packages
        </Link>{" "}
        / Book
      </nav>
      {section.ok && section.data ? (
        <>
          <header className="mt-4 max-w-3xl">
            <h1 id="booking-heading" className="text-4xl font-semibold text-aubergine sm:text-5xl">
              Book {section.data.name}
            </h1>
            <p className="mt-4 text-lg text-muted">
              {section.data.duration_days} days. A departure more than 45 days away is secured with
              a 25% deposit and the balance is due 30 days before it; a nearer one is paid in full.
              {getFlightOffset(id).kind === "offered" &&
                " A carbon offset for the flights, if you choose it, is paid in full with the first payment."}
            </p>
            {single(query.cancelled) === "1" && (
              <p role="status" className="mt-6 rounded-xl bg-lavender-50 px-4 py-3 text-aubergine">
                Your checkout was cancelled and its seats are free again. Your choices are still
                below.
              </p>
            )}
          </header>
          <div className="mt-8 max-w-3xl">
            <DayByDay itinerary={section.data.itinerary} />
          </div>
          <div className="mt-8 max-w-3xl">
            <RouteLawBeforePaying brief={getBeforeYouGo(id)} />
          </div>
          <div className="mt-10">
            <BookingChoiceForm
              pkg={bookable(section.data)}
              today={isoDay()}
              initial={{
                departureId: single(query.departure_id),
                travelers: Number.isInteger(travelers) ? travelers : undefined,
                offset: single(query.carbon_offset) === "true",
              }}
            />
          </div>
        </>
      ) : (
        <div className="mt-8">
          <FailureNotice message="Failed to load packages" />
        </div>
      )}
    </Container>
  );
}
