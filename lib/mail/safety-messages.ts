/**
 * The safety mails: the "before you go" brief three weeks before departure, the alert a traveler
 * gets when a record on their route changes materially, and the notice to staff about it.
 */
import { formatLongDate } from "../format";
import { agencyOptionLines, safetyWatchPromise } from "../safety/agency-options";
import type { FieldChange } from "../safety/records";
import { bookingLinkLines, testNotice, testSubject, type Paid } from "./messages";
import type { Mail } from "./types";

/** A booking as the safety mails read it. */
export interface TravelerBooking extends Paid {
  customerEmail: string;
  customerName: string;
  packageName: string;
  reference: string | null;
  startsOn: string | null;
  linkToken: string | null;
}

/** The record that changed, and how. */
export interface RecordChange {
  recordName: string;
  changes: FieldChange[];
}

const departing = (booking: TravelerBooking) =>
  booking.startsOn ? `, departing ${formatLongDate(booking.startsOn)}` : "";

const signature = ["With warm regards,", "The Lavender Compass concierge"];

/** Three weeks before departure: the brief's summary and the booking page that holds it in full. */
export function departureBrief(
  booking: TravelerBooking,
  brief: string[],
  {
    origin,
    emergencyPhone,
    daysToGo,
  }: { origin: string; emergencyPhone: string; daysToGo: number },
): Mail {
  const when =
    daysToGo >= 21
      ? "is three weeks away"
      : daysToGo > 1
        ? `is ${daysToGo} days away`
        : daysToGo === 1
          ? "starts tomorrow"
          : "starts today";
  return {
    to: booking.customerEmail,
    kind: "departure_brief",
    about: booking.customerEmail,
    subject: testSubject(booking, `Before you go: ${booking.packageName}${departing(booking)}`),
    text: [
      ...testNotice(booking),
      `Dear ${booking.customerName},`,
      "",
      `Your trip, ${booking.packageName}${departing(booking)}, ${when}. Here is what the law says on your route and whom to call there, so you can travel knowing it. Our emergency line, ${emergencyPhone}, is answered around the clock.`,
      "",
      `Booking reference: ${booking.reference ?? ""}`,
      "",
      ...bookingLinkLines(origin, booking.linkToken),
      ...brief,
      "Questions about any of it? Reply to this e-mail; our concierge will also call you 48 hours before departure.",
      "",
      ...signature,
    ].join("\n"),
  };
}

/**
 * Whether a field is the same claim as the one listed before it, told in the same words (the crime
 * and its penalty): its reason and sources are then said once, with the first.
 */
const sameClaim = (field: FieldChange, before: FieldChange | undefined) =>
  before !== undefined &&
  field.now !== undefined &&
  field.now === before.now &&
  field.why === before.why &&
  JSON.stringify(field.sources) === JSON.stringify(before.sources);

/** What changed, why and on what source; `unrecorded` says what a change without a record lacks. */
function changeLines(change: RecordChange, unrecorded: string): string[] {
  return [
    change.recordName.toUpperCase(),
    ...change.changes.flatMap((field, index) => [
      `- ${field.label}: was ${field.from}; now ${field.to}${field.direction === "better" ? " (an improvement)" : ""}.`,
      // Two fields of one claim (the crime and its penalty) say the same thing now: said once,
      // and so are their reason and sources when those are the same too.
      ...(field.now && field.now !== change.changes[index - 1]?.now ? [`  Now: ${field.now}`] : []),
      ...(sameClaim(field, change.changes[index - 1])
        ? []
        : [
            ...(field.why ? [`  Why: ${field.why}`] : []),
            ...field.sources.map(
              (source) => `  Source: ${source.label} (${source.dated}) ${source.url}`,
            ),
            ...(field.unrecorded ? [`  ${unrecorded}`] : []),
          ]),
    ]),
    "",
  ];
}

const UNRECORDED_FOR_TRAVELERS =
  "Source: not yet recorded with this change; we will write to you with it, and our 24/7 line can tell you what we know now.";
const UNRECORDED_FOR_STAFF =
  "NO SOURCE RECORDED: no changelog correction and no page read since the last alert says why or on what source; record one (a correction in content/world/changelog.json for a country, a newly read source on the destination's safety record): the first start after it is deployed mails it to the travelers below.";

/** A source's address in a mail: the site's own pages in full. */
const absolute = <T extends RecordChange>(changes: T[], origin: string): T[] =>
  changes.map((change) => ({
    ...change,
    changes: change.changes.map((field) => ({
      ...field,
      sources: field.sources.map((source) => ({
        ...source,
        url: source.url.startsWith("/") ? `${origin}${source.url}` : source.url,
      })),
    })),
  }));

/** True when every change listed makes the route safer or freer: the mail is good news. */
const onlyImprovements = (changes: RecordChange[]) =>
  changes.every((change) => change.changes.every((field) => field.direction === "better"));

/**
 * Whom a safety mail about `changes` is to, and the words for their trips and the changed places:
 * one mail a traveler, whatever the number of their bookings on the routes.
 */
function addressed(bookings: TravelerBooking[], changes: RecordChange[]) {
  const [first] = bookings as [TravelerBooking, ...TravelerBooking[]];
  const one = bookings.length === 1;
  const trips = one
    ? `the route of your trip, ${first.packageName}${departing(first)}`
    : `the routes of your trips (${bookings.map((booking) => `${booking.packageName}${departing(booking)}`).join("; ")})`;
  return { first, one, trips, places: changes.map((change) => change.recordName).join("; ") };
}

/** Each booking's private page, named by its package when the mail is about several. */
const bookingPages = (bookings: TravelerBooking[], origin: string) =>
  bookings.flatMap((booking) => [
    ...(bookings.length === 1 ? [] : [`${booking.packageName} (${booking.reference ?? ""}):`]),
    ...bookingLinkLines(origin, booking.linkToken),
  ]);

/**
 * To a traveler whose route a material change touches, once whatever the number of their bookings
 * on it: what changed, why and on what source, and their options, with each booking's page; a
 * change only for the better says so and asks nothing of them.
 */
export function safetyAlert(
  bookings: TravelerBooking[],
  changes: RecordChange[],
  { origin, emergencyPhone }: { origin: string; emergencyPhone: string },
): Mail {
  const { first, one, trips, places } = addressed(bookings, changes);
  const good = onlyImprovements(changes);
  const stands = one ? "Your booking stands as it is" : "Your bookings stand as they are";
  return {
    to: first.customerEmail,
    kind: "safety_alert",
    about: first.customerEmail,
    subject: testSubject(
      first,
      good ? `Good news on your route: ${places}` : `A change on your route: ${places}`,
    ),
    text: [
      ...testNotice(first),
      `Dear ${first.customerName},`,
      "",
      good
        ? `The law or our safety record has changed for the better on ${trips}. ${stands} and there is nothing you need to do; here is what changed.`
        : `Something you should know about before you travel has changed on ${trips}. ${stands}; here is what changed and what you can do.`,
      "",
      ...bookings.map((booking) => `Booking reference: ${booking.reference ?? ""}`),
      "",
      "WHAT CHANGED",
      ...absolute(changes, origin).flatMap((change) =>
        changeLines(change, UNRECORDED_FOR_TRAVELERS),
      ),
      ...(good
        ? [
            `Questions? Reply to this e-mail, or call our 24/7 line, ${emergencyPhone}.`,
            "",
            safetyWatchPromise,
          ]
        : [
            "WHAT YOU CAN DO",
            ...agencyOptionLines(origin),
            "- You may also cancel under the usual schedule, shown on your booking page.",
            `- Talk it through with us: reply to this e-mail, or call our 24/7 line, ${emergencyPhone}.`,
          ]),
      "",
      ...bookingPages(bookings, origin),
      'The booking page\'s "Before you go" brief already shows the law as it stands now.',
      "",
      ...signature,
    ].join("\n"),
  };
}

/**
 * The mail an alert promised ("we will write to you with it"): the sources of the changes it sent
 * without one, once a correction or a page read since records them, each with what it says now.
 */
export function safetyAlertSources(
  bookings: TravelerBooking[],
  changes: (RecordChange & { detectedAt: Date })[],
  { origin, emergencyPhone }: { origin: string; emergencyPhone: string },
): Mail {
  const { first, trips, places } = addressed(bookings, changes);
  const days = [
    ...new Set(
      changes.map((change) => formatLongDate(change.detectedAt.toISOString().slice(0, 10))),
    ),
  ];
  return {
    to: first.customerEmail,
    kind: "safety_alert_sources",
    about: first.customerEmail,
    subject: testSubject(first, `The source of a change on your route: ${places}`),
    text: [
      ...testNotice(first),
      `Dear ${first.customerName},`,
      "",
      `On ${days.join(" and ")} we wrote to you about a change on ${trips}, and said we had not yet recorded its source. Here it is. What changed is as we told you; your options are those of that mail, and your booking page shows the law as it stands now.`,
      "",
      ...bookings.map((booking) => `Booking reference: ${booking.reference ?? ""}`),
      "",
      "WHAT CHANGED, WITH ITS SOURCE",
      ...absolute(changes, origin).flatMap((change) => changeLines(change, "")),
      `Questions? Reply to this e-mail, or call our 24/7 line, ${emergencyPhone}.`,
      "",
      ...bookingPages(bookings, origin),
      ...signature,
    ].join("\n"),
  };
}

/** To staff, once per change found: what changed and the bookings it touches, with the desk page. */
export function safetyChangeNotice(
  changes: (RecordChange & { references: string[] })[],
  { origin, staffAddress }: { origin: string; staffAddress: string },
): Mail {
  const touched = new Set(changes.flatMap((change) => change.references)).size;
  return {
    to: staffAddress,
    kind: "safety_change_notice",
    about: null,
    subject:
      `Safety records changed: ${changes.map((change) => change.recordName).join("; ")} (${touched} ${touched === 1 ? "booking" : "bookings"})`.slice(
        0,
        150,
      ),
    text: [
      `A deploy changed ${changes.length === 1 ? "a safety record" : `${changes.length} safety records`} materially. ${touched === 0 ? "No upcoming booking passes through them." : `Each traveler of the ${touched === 1 ? "booking" : `${touched} bookings`} below is mailed what changed and their options (queued with this notice; the desk shows when each goes).`}`,
      "",
      ...absolute(changes, origin).flatMap((change) => [
        ...changeLines(change, UNRECORDED_FOR_STAFF),
        change.references.length > 0
          ? `Bookings: ${change.references.join(", ")}`
          : "Bookings: none upcoming",
        "",
      ]),
      "The travelers' options under the terms:",
      ...agencyOptionLines(origin),
      "",
      `Every change, the bookings it touched and whether their mails went: ${origin}/staff/safety`,
    ].join("\n"),
  };
}
