/**
 * The other countries a visitor names on the same trip ("Valletta, then a few days in Tunisia",
 * "Niger and Senegal"). An answer is about one place, but a traveler must never read it as if the
 * rest of the trip were fine: the law of every other named country comes with it, warnings first.
 */
import type { CountryBaseline } from "../../content/world-baseline";
import type { Catalog } from "../../content/catalog";
import type { LocalAnswer } from "../types";
import type { Understanding } from "../understanding/question";
import { countryLawFirst, countryName, expressionWarning, legalLine } from "./country-baseline";
import { exceptEvents } from "./event-trips";
import { notCoveredAnswer } from "./voice";

/** What the law says in each named country but `except` (the answer's own), in the answer's words. */
export interface TripCountriesLaw {
  /** Criminalisation and expression warnings, each to come before the rest of the answer. */
  warnings: string[];
  /** "Elsewhere on your trip:" and a line a country: its law, and that we plan no trips there. */
  rest: string[];
  /** The countries covered, by name. */
  names: string[];
}

export function tripCountriesLaw(
  catalog: Catalog,
  u: Understanding,
  except: (CountryBaseline | undefined)[],
): TripCountriesLaw {
  const seen = new Set(except.flatMap((country) => (country ? [country.code] : [])));
  const warnings: string[] = [];
  const items: string[] = [];
  const names: string[] = [];
  for (const place of u.places) {
    const country = place.country;
    // A country where we plan trips has its own record; a place near one of ours is its country.
    if (place.destination || !country || place.nearby.length > 0 || seen.has(country.code)) {
      continue;
    }
    seen.add(country.code);
    names.push(countryName(country));
    const law = countryLawFirst(
      country,
      { ...u, concerns: new Set([...u.concerns, "safety"]) },
      { compact: true },
    );
    // Whatever was asked, each country's law is stated: the crime, or that relations are legal.
    const stated = law.direct.length > 0 ? law.direct : [legalLine(country)];
    // The state of the law names the country when it does not say so itself.
    const state = stated.map((line) =>
      line.includes(country.name) ? line : `${country.name}: ${line}`,
    );
    // Crimes come first of all; a ban on "propaganda" or Pride is told in the country's own line.
    if (law.warning) warnings.push(law.warning);
    const expression = state.some((line) => line.startsWith("Be careful"))
      ? undefined
      : expressionWarning(country);
    items.push(
      `- ${[...state, ...(expression ? [expression] : []), `We do not plan trips to ${countryName(country)}${exceptEvents(catalog, country)}.`].join(" ")}`,
    );
  }
  // One list for the rest of the trip: a line a country.
  const rest = items.length > 0 ? [["Elsewhere on your trip:", ...items].join("\n")] : [];
  return { warnings, rest, names };
}

/**
 * The whole answer for a place we don't cover, with the law of the trip's other countries: every
 * warning first, their law before the destinations we suggest instead.
 */
export function notCoveredTrip(
  catalog: Catalog,
  asked: string,
  country: CountryBaseline | undefined,
  u: Understanding,
  {
    asWhole = true,
  }: {
    /** The visitor's understanding frames the first country's answer too. */ asWhole?: boolean;
  } = {},
): LocalAnswer {
  const trip = tripCountriesLaw(catalog, u, [country]);
  return notCoveredAnswer(catalog, asked, country, asWhole ? u : undefined, trip);
}
