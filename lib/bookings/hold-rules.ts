/**
 * The rules for seats held by checkouts not yet paid, pure so the checkout, the booking step and
 * the tests share them. A checkout holds its seats for a short while so its buyer can pay; these
 * limits keep one client from holding everyone else's seats without paying.
 */

export interface HoldRules {
  /** How long an unpaid checkout holds its seats. */
  holdMinutes: number;
  /** The largest party one online booking may name; a larger group books through an enquiry. */
  maxTravelers: number;
  /** Seats one client address (an IPv6 /64) may hold in unpaid checkouts at once. */
  seatsPerAddress: number;
  /** Seats unpaid checkouts given one e-mail address may hold at once. */
  seatsPerEmail: number;
  /**
   * Seats unpaid checkouts from one IPv6 /48 may hold at once: a home or an office is often given a
   * /56 or a /48, hundreds of /64s, each of which would otherwise have a cap of its own.
   */
  seatsPerNetwork: number;
  /**
   * Departures one client address or e-mail may hold seats on at once. A buyer pays for one trip
   * at a time; without it one address could take every seat of eight private departures.
   */
  departuresPerClient: number;
  /** Percent of a departure's seats one client may hold unpaid; a couple may always hold two. */
  departureSharePercent: number;
  /** Staff are told when unpaid checkouts hold more than this percent of a departure. */
  noticeSharePercent: number;
}

/** The defaults of lib/config.ts, for tests and tools. */
export const DEFAULT_HOLD_RULES: HoldRules = {
  holdMinutes: 15,
  maxTravelers: 8,
  seatsPerAddress: 16,
  seatsPerEmail: 8,
  seatsPerNetwork: 32,
  departuresPerClient: 2,
  departureSharePercent: 50,
  noticeSharePercent: 50,
};

/** The most seats of a departure with `capacity` seats that one client may hold unpaid. */
export function departureShareCap(capacity: number, rules: HoldRules): number {
  const share = Math.floor((capacity * rules.departureSharePercent) / 100);
  return Math.min(capacity, Math.max(2, share));
}

/** The largest party one online booking may name on a departure with `capacity` seats. */
export function onlineGroupLimit(capacity: number, rules: HoldRules): number {
  return Math.min(rules.maxTravelers, departureShareCap(capacity, rules));
}

/**
 * Whether a departure is mostly held by unpaid checkouts: more than the notice share of its seats,
 * by more than one checkout (one couple holding a two-seat departure is simply a booking).
 */
export function isMostlyHeld(
  held: { seats: number; checkouts: number },
  capacity: number,
  rules: HoldRules,
): boolean {
  return held.checkouts >= 2 && held.seats * 100 > capacity * rules.noticeSharePercent;
}

/**
 * The enquiry a group too large to book online is sent to, with the trip filled in: the contact
 * page starts its message with the package, the departure and the party.
 */
export function groupEnquiryPath(trip: {
  packageId: string;
  departureId?: string;
  travelers?: number;
}): string {
  const query = new URLSearchParams({ package: trip.packageId });
  if (trip.departureId) query.set("departure", trip.departureId);
  if (trip.travelers) query.set("travelers", String(trip.travelers));
  return `/contact?${query}`;
}

/**
 * The IPv6 /48 a client's /64 key ("2001:db8:85a3:42::/64") belongs to, as the prefix its keys
 * start with ("2001:db8:85a3:"); none for an IPv4 address or the shared bucket.
 */
export function networkPrefix(clientKey: string): string | undefined {
  const groups = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}:)[0-9a-f]{1,4}::\/64$/.exec(
    clientKey,
  );
  return groups?.[1];
}
