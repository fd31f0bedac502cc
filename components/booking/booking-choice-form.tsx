"use client";

import Link from "@/components/ui/link";
import { useActionState, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { FormRefusal } from "@/components/ui/form-refusal";
import { buttonClass } from "@/components/ui/button-link";
import { useHydrated } from "@/components/ui/use-hydrated";
import { CheckoutButton } from "./checkout-button";
import { OffsetChoice } from "./offset-choice";
import { CreditCodeField } from "./credit-code-field";
import { checkoutFailedText, useCheckoutStart } from "./use-checkout-start";
import { startCheckout } from "@/lib/actions/booking";
import { idleState } from "@/lib/actions/state";
import { groupEnquiryPath } from "@/lib/bookings/hold-rules";
import { addDays, bookingTotal, paymentPlan } from "@/lib/bookings/money";
import { offsetTotal, withOffset, type FlightOffset } from "@/lib/bookings/offset";
import type { Departure } from "@/lib/contract";
import { formatDateRange, formatLongDate, formatPrice } from "@/lib/format";

export interface BookablePackage {
  id: string;
  name: string;
  price: number;
  price_per_person: boolean;
  duration_days: number;
  departures: Departure[];
  /** The carbon offset for the package's flights, as the server prices it. */
  offset: FlightOffset;
}

/** A departure's dates, first day to last: "December 5-13, 2026". */
export const departureDates = (startsOn: string, days: number) =>
  formatDateRange(startsOn, addDays(startsOn, days - 1));

/** The largest party one online booking may name on a departure now: its seats, within the group size. */
const partyLimit = (departure: Departure) =>
  Math.min(departure.seats_left, departure.max_travelers ?? departure.seats_left);

/** Two where a price per person assumes two sharing and two seats are free; else one. */
export function defaultTravelers(pkg: BookablePackage, seats: number): number {
  return pkg.price_per_person && seats >= 2 ? 2 : 1;
}

function PriceSummary({
  pkg,
  departure,
  travelers,
  offsetChosen,
  today,
}: {
  pkg: BookablePackage;
  departure: Departure | undefined;
  travelers: number;
  offsetChosen: boolean;
  today: string;
}) {
  if (!departure) {
    const soldOut = pkg.departures.length > 0;
    return (
      <p className="text-ink">
        {soldOut ? "Every departure is sold out." : "No departures are open for booking yet."} Write
        to us for other dates.
      </p>
    );
  }
  const offset = offsetTotal(pkg.offset, travelers, offsetChosen);
  const plan = withOffset(
    paymentPlan(bookingTotal(pkg, travelers), departure.starts_on, today),
    offset,
  );
  const withTheOffset = offset > 0 ? " and the offset" : "";
  const rows: [string, string][] = [
    [pkg.price_per_person ? "Price per person" : "Price for the booking", formatPrice(pkg.price)],
    ["Travelers", String(travelers)],
    ["Trip total", formatPrice(plan.total)],
    ...(offset > 0 ? [["Carbon offset", formatPrice(offset)] as [string, string]] : []),
    [
      plan.balance > 0 ? `Paid now (25% deposit${withTheOffset})` : "Paid now (in full)",
      formatPrice(plan.due_now),
    ],
    [
      "Balance",
      plan.balance_due_on
        ? `${formatPrice(plan.balance)} due ${formatLongDate(plan.balance_due_on)}`
        : "None: paid in full",
    ],
  ];
  return (
    <dl>
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 border-b border-lavender-100 py-2.5">
          <dt className="text-muted">{term}</dt>
          <dd className="text-right font-semibold text-aubergine">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Book Now's choices: a departure, the number of travelers, and before any payment what the trip
 * costs, what is paid now and what is left. The server prices the order again and alone decides.
 * Once its script runs the form calls the checkout API (the button reads "Processing..." and a
 * failure is a toast); posted before that, or without JavaScript, it goes to the booking server
 * action, which sends the browser to the same checkout or brings the page back with the reason.
 */
export function BookingChoiceForm({
  pkg,
  today,
  initial,
}: {
  pkg: BookablePackage;
  today: string;
  initial: { departureId?: string; travelers?: number; offset?: boolean };
}) {
  const hydrated = useHydrated();
  const [posted, postAction] = useActionState(startCheckout, idleState);
  const refused = posted.status === "failed" ? posted : null;
  const open = pkg.departures.filter((departure) => departure.seats_left > 0);
  // What the page is rendered with, fixed for its life: the fields are the browser's own
  // (uncontrolled), so a default that changed later would rewrite what the visitor chose.
  const [first] = useState(() => {
    const departure =
      open.find(
        (candidate) => candidate.id === (refused?.fields.departure_id ?? initial.departureId),
      ) ?? open[0];
    const asked = Number(refused?.fields.travelers ?? initial.travelers);
    const travelers =
      Number.isInteger(asked) && asked >= 1
        ? asked
        : defaultTravelers(pkg, departure ? partyLimit(departure) : 0);
    // The options the server renders go up to the largest party any departure takes now.
    const most = Math.max(1, ...open.map(partyLimit));
    const offsetAsked = refused ? refused.fields.carbon_offset : undefined;
    const offset = offsetAsked === undefined ? Boolean(initial.offset) : offsetAsked === "true";
    return {
      departureId: departure?.id,
      travelers: Math.min(travelers, most),
      asked: travelers,
      offset,
    };
  });
  // The choices as state, only to price them live; the radios and the select are the truth.
  const [departureId, setDepartureId] = useState(first.departureId);
  const [wanted, setWanted] = useState(first.travelers);
  const [offsetChosen, setOffsetChosen] = useState(first.offset);
  const departure = open.find((candidate) => candidate.id === departureId);
  const seats = departure ? partyLimit(departure) : 0;
  const mostSeats = Math.max(0, ...open.map(partyLimit));
  // With the script the choice of travelers follows the departure; without it, the server checks.
  const limit = hydrated ? seats : mostSeats;
  const travelers = Math.max(1, Math.min(wanted, limit));
  const { processing, control: button, start, failure } = useCheckoutStart<HTMLButtonElement>();
  const formRef = useRef<HTMLFormElement>(null);
  const travelersRef = useRef<HTMLSelectElement>(null);

  // Choices made before the script ran (autofill, a quick visitor) are on screen, not in state:
  // the price follows them from the first render after hydration.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const onScreen = data.get("departure_id");
    if (typeof onScreen === "string") setDepartureId(onScreen);
    const count = Number(data.get("travelers"));
    if (Number.isInteger(count) && count >= 1) setWanted(count);
    setOffsetChosen(data.get("carbon_offset") === "true");
  }, []);

  // Fewer seats on the chosen departure remove options: the select shows the number priced. Not
  // while hydrating, when the state has not yet taken over what is on screen.
  useLayoutEffect(() => {
    const select = travelersRef.current;
    if (hydrated && select && select.value !== String(travelers)) select.value = String(travelers);
  }, [hydrated, travelers, limit]);

  async function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What is on screen is what is booked.
    const data = new FormData(event.currentTarget);
    const departureChosen = data.get("departure_id");
    if (typeof departureChosen !== "string") return;
    await start(
      {
        package_id: pkg.id,
        departure_id: departureChosen,
        travelers: String(data.get("travelers") ?? travelers),
        ...(pkg.offset.kind === "offered" && {
          carbon_offset: String(data.get("carbon_offset") === "true"),
        }),
      },
      undefined,
      String(data.get("credit_code") ?? ""),
    );
  }

  return (
    <form
      ref={formRef}
      action={postAction}
      onSubmit={book}
      aria-labelledby="booking-heading"
      className="grid gap-10 lg:grid-cols-[1fr_22rem]"
    >
      <input type="hidden" name="package_id" value={pkg.id} />
      <div>
        <fieldset>
          <legend className="text-xl font-semibold text-aubergine">Choose a departure</legend>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {pkg.departures.map((option) => {
              const soldOut = option.seats_left === 0;
              return (
                <li key={option.id}>
                  <label
                    className={`flex h-full cursor-pointer gap-3 rounded-2xl border p-4 has-checked:border-aubergine has-checked:bg-lavender-50 has-focus-visible:ring-2 has-focus-visible:ring-aubergine ${soldOut ? "cursor-not-allowed border-lavender-100 text-muted" : "border-lavender-200"}`}
                  >
                    <input
                      type="radio"
                      name="departure_id"
                      value={option.id}
                      disabled={soldOut}
                      defaultChecked={option.id === first.departureId}
                      onChange={() => setDepartureId(option.id)}
                      className="mt-1 accent-aubergine"
                    />
                    <span>
                      <span className="block font-semibold text-ink">
                        {departureDates(option.starts_on, pkg.duration_days)}
                      </span>
                      <span className="block text-sm text-muted">
                        {soldOut
                          ? "Sold out"
                          : `${option.seats_left} ${option.seats_left === 1 ? "seat" : "seats"} left`}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="mt-8">
          <label htmlFor="booking-travelers" className="text-xl font-semibold text-aubergine">
            Travelers
          </label>
          <p id="booking-travelers-hint" className="mt-1 text-sm text-muted">
            {hydrated && departure
              ? `Up to ${seats} on this departure.`
              : "As many as the departure has seats for."}
          </p>
          {/* Without the script the price follows the choices when this button asks. It stands
              beside the select, so nothing moves when it goes as the page wakes: a tap on Book
              Now at that moment still lands on it. */}
          <div className="mt-3 flex items-center gap-3">
            <select
              ref={travelersRef}
              id="booking-travelers"
              name="travelers"
              defaultValue={first.travelers}
              onChange={(event) => setWanted(Number(event.target.value))}
              aria-describedby="booking-travelers-hint"
              disabled={!departure}
              className="block h-11 w-24 rounded-xl border border-lavender-200 bg-white px-4 text-ink"
            >
              {Array.from({ length: Math.max(1, limit) }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
            {!hydrated && departure && (
              <button
                type="submit"
                name="intent"
                value="price"
                formNoValidate
                className={buttonClass("secondary", "h-11 py-0 whitespace-nowrap")}
              >
                Update the price
              </button>
            )}
          </div>
          <p className="mt-3 text-sm text-muted">
            A larger group?{" "}
            <Link
              className="underline"
              href={groupEnquiryPath({
                packageId: pkg.id,
                departureId: departure?.id,
                travelers: first.asked > limit ? first.asked : undefined,
              })}
            >
              Send us an enquiry
            </Link>{" "}
            and we will plan the trip with you.
          </p>
        </div>
        <OffsetChoice
          offset={pkg.offset}
          defaultChecked={first.offset}
          onChange={setOffsetChosen}
        />
      </div>
      <div className="self-start rounded-3xl bg-white p-6 shadow-sm ring-1 ring-lavender-100 lg:sticky lg:top-24">
        <h2 className="text-xl font-semibold text-aubergine">Your price</h2>
        <div aria-live="polite" className="mt-3">
          <PriceSummary
            pkg={pkg}
            departure={departure}
            travelers={travelers}
            offsetChosen={offsetChosen}
            today={today}
          />
        </div>
        <CreditCodeField id="booking-credit-code" className="mt-6" />
        {(failure ?? refused) && (
          <FormRefusal
            title={checkoutFailedText}
            reason={failure ?? refused!.error.message}
            className="mt-4 text-sm"
          />
        )}
        <CheckoutButton
          ref={button}
          processing={processing}
          refused={refused !== null}
          disabled={!departure}
          className="mt-6 w-full"
          after={<span className="sr-only">: {pkg.name}</span>}
        >
          Book Now
        </CheckoutButton>
        <p className="mt-3 text-xs text-muted">
          The next page takes the payment. Seats are held while you pay.
        </p>
      </div>
    </form>
  );
}
