/**
 * The limits on seats held by checkouts not yet paid (lib/bookings/hold-rules.ts), applied inside
 * the transaction that writes a booking checkout: the party's size, what one client address and
 * one e-mail may hold, their share of one departure, and the staff notice when a departure is
 * mostly held without payment.
 */
import "server-only";
import { ApiError } from "../api/errors";
import {
  departureShareCap,
  groupEnquiryPath,
  isMostlyHeld,
  networkPrefix,
  onlineGroupLimit,
  type HoldRules,
} from "../bookings/hold-rules";
import type { Departure, TravelPackage } from "../contract";
import type { Database } from "../db/client";
import {
  countOtherHeldDepartures,
  countUnpaidSeats,
  listUnpaidHolds,
  lockHolder,
  recordMostlyHeld,
  type DepartureHolds,
} from "../db/queries/checkout-holds";
import { countHeldSeats } from "../db/queries/departures";
import { queueMail } from "../db/queries/mail-outbox";
import { departureHeldNotice } from "../mail/hold-messages";

/** Who a checkout's seats are held for: their address group, and their e-mail when given. */
export interface Holder {
  clientKey: string;
  /** Lower-case. */
  email?: string;
}

/** Refuses a party larger than online bookings of this departure take, pointing to an enquiry. */
export function refuseLargeGroup(
  pkg: TravelPackage,
  departure: Departure,
  travelers: number,
  rules: HoldRules,
): void {
  const limit = onlineGroupLimit(departure.seats_left, rules);
  if (travelers <= limit) return;
  const enquiry = groupEnquiryPath({ packageId: pkg.id, departureId: departure.id, travelers });
  throw new ApiError(
    "bad_request",
    `travelers: online bookings of this departure take up to ${limit} travelers; for a group of ${travelers}, send us an enquiry and we will plan it with you: ${enquiry}`,
  );
}

function holdLimitReached(message: string, rules: HoldRules): ApiError {
  return new ApiError(
    "rate_limited",
    `${message} Pay for or cancel a checkout you started, or try again once its seats are given back (within ${rules.holdMinutes} minutes).`,
    { "Retry-After": String(rules.holdMinutes * 60) },
  );
}

/**
 * Takes the holder's locks and refuses a checkout that would take one client past its caps. Call
 * inside the transaction that holds the departure's lock, before the checkout is written.
 */
export async function enforceHoldCaps(
  tx: Database,
  holder: Holder,
  departure: Departure,
  travelers: number,
  rules: HoldRules,
): Promise<void> {
  const network = networkPrefix(holder.clientKey);
  // Always taken in this order (network, address, e-mail), so two checkouts never wait on each other.
  if (network) await lockHolder(tx, `hold-network:${network}`);
  await lockHolder(tx, `hold-address:${holder.clientKey}`);
  if (holder.email) await lockHolder(tx, `hold-email:${holder.email}`);
  if (network) {
    const held = await countUnpaidSeats(tx, { networkPrefix: network });
    if (held + travelers > rules.seatsPerNetwork) {
      throw holdLimitReached(
        `Checkouts not yet paid from your network already hold ${held} seats, and ${rules.seatsPerNetwork} is the most one network may hold at once.`,
        rules,
      );
    }
  }
  const capacity = departure.seats_left;
  const shareCap = departureShareCap(capacity, rules);
  const whose = [
    { by: { clientKey: holder.clientKey }, cap: rules.seatsPerAddress, who: "from your address" },
    ...(holder.email
      ? [
          {
            by: { email: holder.email },
            cap: rules.seatsPerEmail,
            who: "under your e-mail address",
          },
        ]
      : []),
  ];
  for (const { by, cap, who } of whose) {
    const held = await countUnpaidSeats(tx, by);
    if (held + travelers > cap) {
      throw holdLimitReached(
        `Checkouts not yet paid ${who} already hold ${held} seats, and ${cap} is the most one visitor may hold at once.`,
        rules,
      );
    }
    const elsewhere = await countOtherHeldDepartures(tx, by, departure.id);
    if (elsewhere >= rules.departuresPerClient) {
      throw holdLimitReached(
        `Checkouts not yet paid ${who} already hold seats on ${elsewhere} other departures, and ${rules.departuresPerClient} is the most one visitor may hold at once.`,
        rules,
      );
    }
    const heldHere = await countUnpaidSeats(tx, by, departure.id);
    if (heldHere + travelers > shareCap) {
      throw holdLimitReached(
        `Checkouts not yet paid ${who} already hold ${heldHere} of this departure's ${capacity} seats, and ${shareCap} is the most one visitor may hold at once.`,
        rules,
      );
    }
  }
}

/**
 * After a checkout is written: when unpaid checkouts now hold most of the departure, tells staff
 * once for this episode (through the outbox, in the same transaction). True when a mail was queued.
 */
export async function noticeMostlyHeld(
  tx: Database,
  pkg: TravelPackage,
  departure: Departure,
  rules: HoldRules,
  staffAddress: string,
): Promise<boolean> {
  const [held] = await listUnpaidHolds(tx, departure.id);
  if (!held || !isMostlyHeld(held, departure.seats_left, rules)) return false;
  if (!(await recordMostlyHeld(tx, departure.id, held.heldUntil))) return false;
  const allHeld = await countHeldSeats(tx, departure.id);
  await queueMail(
    tx,
    departureHeldNotice(
      {
        packageName: pkg.name,
        departureId: departure.id,
        startsOn: departure.starts_on,
        capacity: departure.seats_left,
        paidSeats: Math.max(0, allHeld - held.seats),
        heldSeats: held.seats,
        checkouts: held.checkouts,
        clients: held.clients,
        heldUntil: held.heldUntil.toISOString(),
        seatsPerAddress: rules.seatsPerAddress,
        holdMinutes: rules.holdMinutes,
      },
      staffAddress,
    ),
  );
  return true;
}

/** A departure mostly held without payment right now, as the staff desk lists it. */
export interface MostlyHeldDeparture extends DepartureHolds {
  packageName: string;
  startsOn: string;
  capacity: number;
}

/** The departures unpaid checkouts hold most of right now, soonest departure first. */
export async function listMostlyHeldDepartures(
  db: Database,
  packages: TravelPackage[],
  rules: HoldRules,
): Promise<MostlyHeldDeparture[]> {
  const departures = new Map(
    packages.flatMap((pkg) =>
      pkg.departures.map((departure) => [departure.id, { pkg, departure }]),
    ),
  );
  return (await listUnpaidHolds(db))
    .flatMap((held) => {
      const found = departures.get(held.departureId);
      if (!found || !isMostlyHeld(held, found.departure.seats_left, rules)) return [];
      const { pkg, departure } = found;
      return [
        {
          ...held,
          packageName: pkg.name,
          startsOn: departure.starts_on,
          capacity: departure.seats_left,
        },
      ];
    })
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
}
