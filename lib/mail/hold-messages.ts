/** Staff notices about seats held without payment and about a balance paid twice. */
import { formatAmount } from "../format";
import { testNotice, testSubject, type Paid } from "./messages";
import type { Mail } from "./types";

/** A departure mostly held by checkouts not yet paid, as the checkout counted it. */
export interface DepartureHeldFacts {
  packageName: string;
  departureId: string;
  startsOn: string;
  capacity: number;
  /** Seats of paid bookings. */
  paidSeats: number;
  /** Seats held by open, unpaid checkouts, by how many checkouts and client addresses. */
  heldSeats: number;
  checkouts: number;
  clients: number;
  /** When the last of those holds ends unless paid (ISO time, UTC). */
  heldUntil: string;
  /** What one client may hold at once, for the notice's explanation. */
  seatsPerAddress: number;
  holdMinutes: number;
}

const minute = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/**
 * To staff, once an episode: most of a departure is held by checkouts nobody has paid for yet.
 * Usually buyers in the middle of paying; if it keeps happening it may be someone holding seats
 * to keep them from others.
 */
export function departureHeldNotice(facts: DepartureHeldFacts, staff: string): Mail {
  return {
    to: staff,
    kind: "departure_held",
    about: null,
    subject: `Seats held without payment: ${facts.packageName}, ${facts.startsOn}`,
    text: [
      `Most of a departure is held by checkouts that have not been paid yet.`,
      "",
      `Package: ${facts.packageName}`,
      `Departure: ${facts.startsOn} (${facts.departureId})`,
      `Seats: ${facts.capacity}, of which ${facts.paidSeats} paid`,
      `Held unpaid: ${facts.heldSeats} seats by ${facts.checkouts} checkouts from ${facts.clients} ${facts.clients === 1 ? "address" : "addresses"}`,
      `Held until: ${minute(facts.heldUntil)} at the latest, unless paid`,
      "",
      `Each checkout holds its seats for ${facts.holdMinutes} minutes; the site gives them back by itself when they are not paid. Usually these are travelers paying right now. If this departure is held again and again without bookings, someone may be holding seats to keep others from them: one address may hold ${facts.seatsPerAddress} seats at most, so many addresses are at work. The staff desk's bookings page lists the departures held right now.`,
      "",
      "This notice is sent once while the departure stays held this way.",
    ].join("\n"),
  };
}

/** A balance payment that arrived after the balance was already paid by another checkout. */
export interface DuplicateBalanceFacts extends Paid {
  reference: string | null;
  packageName: string;
  customerName: string;
  customerEmail: string;
  currency: string;
  /** The checkout that paid the balance first, and the one that paid it again. */
  firstSessionId: string | null;
  secondSessionId: string;
  secondAmount: number;
}

/** To staff, once per extra payment: the traveler paid the balance twice and is owed a refund. */
export function balancePaidTwiceNotice(facts: DuplicateBalanceFacts, staff: string): Mail {
  return {
    to: staff,
    kind: "balance_paid_twice",
    about: facts.customerEmail,
    subject: testSubject(
      facts,
      `Balance paid twice: ${facts.reference ?? ""} ${facts.packageName} (refund ${formatAmount(facts.secondAmount, facts.currency)})`,
    ),
    text: [
      ...testNotice(facts),
      "A booking's balance was paid a second time, or after the booking was cancelled or its cancellation was asked for. The booking is unchanged and this payment was not counted: please refund it at the payment provider and let the traveler know.",
      "",
      `Booking reference: ${facts.reference ?? ""}`,
      `Package: ${facts.packageName}`,
      `Traveler: ${facts.customerName} <${facts.customerEmail}>`,
      `Balance paid by checkout: ${facts.firstSessionId ?? "unknown"}`,
      `Paid again by checkout: ${facts.secondSessionId}`,
      `To refund: ${formatAmount(facts.secondAmount, facts.currency)}`,
    ].join("\n"),
  };
}
