"use client";

import Link from "@/components/ui/link";
import type { FlightOffset } from "@/lib/bookings/offset";
import { formatPrice } from "@/lib/format";

/** Where the booking step explains how the offset is priced. */
export const OFFSET_METHOD_PATH = "/legal/sustainability#3-travel-design";

const kilometers = (km: number) => km.toLocaleString("en-US");
/** "1 metric ton", "2.4 metric tons": rounded to a tenth. */
function metricTons(kg: number): string {
  const tons = (kg / 1000).toLocaleString("en-US", { maximumFractionDigits: 1 });
  return `${tons} metric ${tons === "1" ? "ton" : "tons"}`;
}

/**
 * The carbon offset for a package's flights on the booking step: a checkbox priced per traveler
 * (the browser's own field, read with FormData: what autofill or a quick visitor set before the
 * script ran is what counts), or a line saying the price includes it or that nothing flies.
 */
export function OffsetChoice({
  offset,
  defaultChecked,
  onChange,
}: {
  offset: FlightOffset;
  defaultChecked: boolean;
  onChange: (chosen: boolean) => void;
}) {
  if (offset.kind !== "offered") {
    return (
      <section className="mt-8" aria-labelledby="booking-offset-heading">
        <h2 id="booking-offset-heading" className="text-xl font-semibold text-aubergine">
          Carbon offset
        </h2>
        <p className="mt-2 text-ink">
          {offset.kind === "included"
            ? "The carbon offset for every flight of this trip is included in its price."
            : "This trip has no flights, so there is no carbon offset to add."}
        </p>
      </section>
    );
  }
  return (
    <fieldset className="mt-8">
      <legend className="text-xl font-semibold text-aubergine">Carbon offset</legend>
      <label className="mt-3 flex cursor-pointer items-start gap-3 rounded-2xl border border-lavender-200 p-4 has-checked:border-aubergine has-checked:bg-lavender-50 has-focus-visible:ring-2 has-focus-visible:ring-aubergine">
        <input
          type="checkbox"
          name="carbon_offset"
          value="true"
          defaultChecked={defaultChecked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="booking-offset-hint"
          className="mt-1 accent-aubergine"
        />
        <span className="font-semibold text-ink">
          Offset the carbon of this trip&apos;s flights: {formatPrice(offset.per_traveler)} per
          traveler
        </span>
      </label>
      <p id="booking-offset-hint" className="mt-2 text-sm text-muted">
        Counted from Boston Logan: {offset.legs.join(", ")}, {kilometers(offset.km)} km, about{" "}
        {metricTons(offset.kg)} of CO2e per traveler. Paid in full with your first payment, never
        added to the balance.{" "}
        <Link className="underline" href={OFFSET_METHOD_PATH}>
          How we price the offset
        </Link>
      </p>
    </fieldset>
  );
}
