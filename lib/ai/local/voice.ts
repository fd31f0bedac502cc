/**
 * The agency's voice for what every answer shares: the consultation offer, the honest "we don't
 * know", and the reply for a place we don't cover. Facts here come from the catalog only.
 */
import type { Destination } from "../../contract";
import type { Catalog } from "../../content/catalog";
import { formatScore } from "../../format";
import { listInProse, normalize } from "../knowledge/text";
import type { CountryBaseline } from "../../content/world-baseline";
import type { LocalAnswer } from "../types";
import type { Understanding } from "../understanding/question";
import type { TripCountriesLaw } from "./trip-countries";
import {
  countryLawFirst,
  countryName,
  discriminationLine,
  expressionLine,
  genderLine,
  hivLine,
  isCriminalising,
  legalLine,
  marriageLine,
} from "./country-baseline";
import { exceptEvents } from "./event-trips";

/** The first consultation is free, 30 to 60 minutes, by video or phone (Client Agreement, section 3). */
export const consultationOffer =
  "If you'd like a person to think it through with you, book a free consultation (30 to 60 minutes, by video or phone) on our contact page: /contact.";

export const dontKnow =
  "I don't have that in our published information, and I'd rather tell you so than guess.";

/** Echo what a visitor typed only when it reads like a place name; never echo instructions or figures. */
export function placeName(asked: string): string | undefined {
  const trimmed = asked.trim();
  return /^\p{L}[\p{L} .'-]{0,39}$/u.test(trimmed) ? trimmed : undefined;
}

/** A few covered places to offer instead: in the region the visitor named if any, then the safest. */
function suggestions(catalog: Catalog, asked: string): Destination[] {
  const bySafety = [...catalog.destinations].sort(
    (a, b) => b.safety_score - a.safety_score || a.name.localeCompare(b.name),
  );
  const inRegion = bySafety.filter((d) => normalize(asked).includes(normalize(d.region)));
  // At least three, so a region we barely cover still offers a real choice.
  const count = inRegion.length === 0 ? 5 : Math.max(3, Math.min(5, inRegion.length));
  return [...new Set([...inRegion, ...bySafety])].slice(0, count);
}

/**
 * The answer for a destination the content does not hold. A country of the world baseline (or a
 * city in one) gets its legal baseline: the criminalisation warning before everything else, then
 * the state of that law and any law on expression (a propaganda or Pride ban), then every claim in
 * a list, each with its source.
 */
function notCoveredReply(
  catalog: Catalog,
  asked: string,
  country?: CountryBaseline,
  understanding?: Understanding,
  trip?: TripCountriesLaw,
): string {
  const name = placeName(asked);
  const where = name ? `${name}` : "that destination";
  const inCountry = country
    ? catalog.destinations.filter((d) => normalize(d.country) === normalize(country.name))
    : [];
  // A report on the country asks about all of it: its safety, and being out there.
  const asks: Understanding = understanding ?? {
    text: "is it safe",
    places: [],
    packages: [],
    concerns: new Set(["safety"]),
    travelers: new Set(),
    topics: [],
    laws: [],
    months: new Set(),
    followUp: false,
  };
  const law = country
    ? countryLawFirst(
        country,
        { ...asks, concerns: new Set([...asks.concerns, "safety"]) },
        { expressionOnlyWhenAsked: true },
      )
    : undefined;
  // Where a law on expression leads, that same-sex relations are legal joins the list below.
  // Asked about being out there, the law on expression answers alone, and the state of the
  // criminal law joins the list below.
  const expressionAsked = !!law?.expressionLed && !!understanding?.concerns.has("expression");
  const direct = law
    ? law.direct.filter(
        (line, i) =>
          !(law.expressionLed && line.startsWith("Same-sex relations")) &&
          !(expressionAsked && i > 0),
      )
    : [];
  const stateBelow =
    expressionAsked && country && isCriminalising(country)
      ? law!.direct.slice(1).map((line) => `Criminal law: ${line}`)
      : [];
  // With a law to warn about, three places are offered rather than five, so the warning is not lost.
  const offers = suggestions(catalog, country ? country.region : asked)
    .slice(0, law?.warning || law?.expressionLed ? 3 : 5)
    .map(
      (d) => `${d.name}, ${d.country} (${formatScore(d.safety_score)} on our Queer Safety Index)`,
    );
  const first = !country
    ? `We don't cover ${where} yet, so I can't give you a plan, a safety rating or prices for it. ${dontKnow}`
    : inCountry.length > 0
      ? `We don't cover ${where} yet. In ${countryName(country)} we plan trips to ${listInProse(inCountry.map((d) => `${d.name} (/destinations/${d.id})`))}; ask about ${inCountry.length > 1 ? "them" : "it"} by name.`
      : law?.warning || law?.expressionLed
        ? `We don't cover ${where} yet, and we do not plan trips to ${countryName(country)}${exceptEvents(catalog, country)}.`
        : `We don't cover ${where} yet, and we do not plan trips to ${countryName(country)}${exceptEvents(catalog, country)}, so I can't give you a plan, a Queer Safety Index rating or prices there.`;
  const claims = country
    ? [
        ...stateBelow,
        ...(isCriminalising(country) || direct.some((line) => line.startsWith("Same-sex"))
          ? []
          : [legalLine(country)]),
        ...(law?.expressionLed ? [] : [expressionLine(country)]),
        discriminationLine(country),
        marriageLine(country),
        genderLine(country),
        hivLine(country),
      ]
    : [];
  return [
    ...(trip?.warnings ?? []),
    ...(law?.warning ? [law.warning] : []),
    ...direct,
    first,
    ...(country
      ? [
          [
            `What else the law says in ${countryName(country)}:`,
            ...claims.map((line) => `- ${line}`),
          ].join("\n"),
        ]
      : []),
    ...(trip?.rest ?? []),
    `We currently plan trips to ${catalog.destinations.length} destinations. Among them: ${listInProse(offers)}. The full list, with every safety record, is at /destinations.`,
    // With a law to warn about, the offer to talk it through stands alone.
    `${law?.warning || law?.expressionLed ? "" : `If your heart is set on ${where}, we'll be straight with you about what we can arrange. `}${consultationOffer}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The whole local answer for a destination the content does not hold: no provider is asked. */
export function notCoveredAnswer(
  catalog: Catalog,
  asked: string,
  country?: CountryBaseline,
  understanding?: Understanding,
  /** The law of the other countries named on the same trip (./trip-countries.ts). */
  trip?: TripCountriesLaw,
): LocalAnswer {
  return {
    text: notCoveredReply(catalog, asked, country, understanding, trip),
    grounded: false,
    context: [],
    facts: [],
    sources: [{ label: "All destinations", href: "/destinations" }],
  };
}
