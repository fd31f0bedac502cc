/**
 * A trip to one of the events the site lists (every page's banner: "EuroPride 2027 · Turin,
 * Italy"; its description: "Plan your week in Turin with us"). The event's city need not be one
 * of our destinations, so the answer says where and when it is, that no fixed-price package goes
 * there, and that we plan the week on request; a country we otherwise do not plan trips to says so
 * with the event as its exception, never "we do not plan trips to Italy" under that banner.
 */
import type { SiteEvent } from "../../content/schemas";
import type { Catalog } from "../../content/catalog";
import { findCountryBaseline, type CountryBaseline } from "../../content/world-baseline";
import { formatDateRange, formatLongDate } from "../../format";
import { containsPhrase, listInProse, normalize } from "../knowledge/text";
import { monthsMentioned } from "../knowledge/seasons";
import { legalLine, marriageLine } from "./country-baseline";

/** Asks to go, not only when: "book us a week", "do you plan trips to", "any packages for". */
const asksToGo =
  /\b(trips?|travel\w*|go|going|goes|attend\w*|book\w*|plan\w*|packages?|tours?|holidays?|vacations?|stay\w*|hotels?|join\w*|arrange\w*|organi[sz]\w*|offer\w*|sell|itinerar\w*)\b/;

/** Its name without the year, in one word: "europride". */
const nameKey = (event: SiteEvent) =>
  normalize(event.name)
    .replace(/\b\d{4}\b/g, "")
    .replace(/[^a-z]/g, "");

/** The event's city and country, as its location gives them ("Turin, Italy"). */
function whereHeld(event: SiteEvent): { city: string; country?: CountryBaseline } {
  const parts = event.location.split(",").map((part) => part.trim());
  return { city: parts[0]!, country: findCountryBaseline(parts.at(-1)!) };
}

/** The event a question names, by its name in any spacing ("Euro Pride"), and of its year if any. */
export function eventNamed(catalog: Catalog, question: string): SiteEvent | undefined {
  const text = normalize(question);
  const compact = text.replace(/[^a-z]/g, "");
  const years = text.match(/\b20\d\d\b/g) ?? [];
  return catalog.events.find(
    (event) =>
      nameKey(event).length >= 5 &&
      compact.includes(nameKey(event)) &&
      years.every((year) => event.starts.startsWith(year) || event.ends.startsWith(year)),
  );
}

/** The events we plan trips to in a country whose places we do not otherwise cover. */
export function eventsPlannedIn(catalog: Catalog, country: CountryBaseline): SiteEvent[] {
  return catalog.events.filter((event) => whereHeld(event).country?.code === country.code);
}

/**
 * What follows "We do not plan trips to Italy" where we list an event there: ", except a week in
 * Turin for EuroPride 2027 (June 18-26, 2027), on request through /contact"; else nothing.
 */
export function exceptEvents(catalog: Catalog, country: CountryBaseline): string {
  const events = catalog.events.filter((event) => whereHeld(event).country?.code === country.code);
  if (events.length === 0) return "";
  const weeks = events.map(
    (event) =>
      `a week in ${whereHeld(event).city} for ${event.name} (${formatDateRange(event.starts, event.ends)})`,
  );
  return `, except ${listInProse(weeks)}, on request through /contact`;
}

/** The answer to a question asking to go to an event we list, or undefined. */
/**
 * The event a trip to its city in its season asks about ("a week in Turin in June 2027", "Turin for
 * Pride next June"): its city named with Pride, or with the event's month or year.
 */
function eventByCity(catalog: Catalog, question: string): SiteEvent | undefined {
  const text = normalize(question);
  return catalog.events.find((event) => {
    if (!containsPhrase(text, whereHeld(event).city)) return false;
    const start = new Date(`${event.starts}T00:00:00Z`);
    return (
      /\bpride\b/.test(text) ||
      monthsMentioned(text).has(start.getUTCMonth()) ||
      text.includes(String(start.getUTCFullYear()))
    );
  });
}

export function eventTripAnswer(
  catalog: Catalog,
  question: string,
): { text: string; hrefs: [string, string][] } | undefined {
  const event = eventNamed(catalog, question) ?? eventByCity(catalog, question);
  if (!event || !asksToGo.test(normalize(question))) return undefined;
  const { city, country } = whereHeld(event);
  const covered = catalog.destinations.some((d) => normalize(d.name) === normalize(city));
  const dates = formatDateRange(event.starts, event.ends);
  const source = `${event.dates_source.label}; read ${formatLongDate(event.dates_source.as_of)}`;
  const trip = covered
    ? `We plan trips to ${city}; ask about our packages there, or tell us your dates for a week around ${event.name}.`
    : `${city} is not one of our destinations and no fixed-price package goes there, but we plan a week in ${city} around ${event.name} on request: tell us your dates, who is travelling and your budget with the enquiry form at /contact.`;
  const law = country ? [`${legalLine(country)} ${marriageLine(country)}`] : [];
  return {
    text: [`${event.name} is in ${event.location}, ${dates} (${source}).`, trip, ...law].join(
      "\n\n",
    ),
    hrefs: [
      [event.name, event.url],
      ["Contact us", "/contact"],
    ],
  };
}
