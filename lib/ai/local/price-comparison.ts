/** price_comparison: the packages that reach a destination, by total, per day and per traveler. */
import type { PriceComparisonRequest, TravelPackage } from "../../contract";
import type { Catalog } from "../../content/catalog";
import { formatPrice } from "../../format";
import {
  isPricedPerPerson,
  packagesReaching,
  resolveDestination,
  routeOf,
} from "../knowledge/destinations";
import {
  findSection,
  sectionBullets,
  sectionHref,
  sectionLabel,
  type LegalSection,
} from "../knowledge/legal";
import { destinationContext } from "../knowledge/retrieval";
import { tableRows } from "../knowledge/text";
import type { LocalAnswer } from "../types";
import { placeAsked } from "../understanding/place-asked";
import { DEFAULT_HOLD_RULES } from "../../bookings/hold-rules";
import { hardConstraintsOf, packageUnmet, partyFit } from "./recommendations/constraints";
import { urgentAnswer } from "./local-help-answer";
import { describeUnderstanding, type Place, type Understanding } from "../understanding/question";
import { consultationOffer, notCoveredAnswer } from "./voice";

interface PackageFigures {
  pkg: TravelPackage;
  perTraveler: number | undefined;
  total: number | undefined;
  perDay: number | undefined;
}

/** Per-day figures are rounded to whole dollars, as every price on the site is. */
export function figuresOf(pkg: TravelPackage, travelers: number): PackageFigures {
  if (!isPricedPerPerson(pkg))
    return { pkg, perTraveler: undefined, total: undefined, perDay: undefined };
  return {
    pkg,
    perTraveler: pkg.price,
    total: pkg.price * travelers,
    perDay: Math.round(pkg.price / pkg.duration_days),
  };
}

function describe(catalog: Catalog, f: PackageFigures, travelers: number, i: number): string {
  const head = `${i + 1}. ${f.pkg.name} (${f.pkg.category}): ${f.pkg.duration_days} days, ${routeOf(catalog, f.pkg)}; ${f.pkg.group_size}`;
  if (f.total === undefined || f.perDay === undefined) {
    return `${head}\n   - Listed price: ${formatPrice(f.pkg.price)}. The package doesn't say whether that is per person, so ask us before you compare.`;
  }
  const group = travelers === 1 ? "for 1 traveler" : `for ${travelers} travelers`;
  // A party larger than one online booking or one departure takes is told how it books.
  const fit = partyFit(f.pkg, travelers, DEFAULT_HOLD_RULES);
  return [
    head,
    ...(fit ? [`   - ${fit}`] : []),
    `   - Total ${group}: ${formatPrice(f.total)}`,
    `   - Per traveler: ${formatPrice(f.pkg.price)}`,
    // The group's day is its own total over the days, rounded once: $24,999 was three rounded days.
    `   - Per day: about ${formatPrice(f.perDay)} per traveler${travelers > 1 ? `, ${formatPrice(Math.round(f.total / f.pkg.duration_days))} for ${travelers === 2 ? "both" : `all ${travelers}`}` : ""}`,
  ].join("\n");
}

function verdict(figures: PackageFigures[]): string {
  const priced = figures.filter((f) => f.perDay !== undefined);
  if (priced.length < 2) return "";
  const cheapest = priced.reduce((a, b) => (b.total! < a.total! ? b : a));
  const bestDay = priced.reduce((a, b) => (b.perDay! < a.perDay! ? b : a));
  return cheapest === bestDay
    ? `${cheapest.pkg.name} is both the lowest total and the lowest price per day.`
    : `${cheapest.pkg.name} has the lowest total; ${bestDay.pkg.name} gives the most days for the money (about ${formatPrice(bestDay.perDay!)} a day per traveler).`;
}

function quoteTerms(sections: (LegalSection | undefined)[], bulletMatch: RegExp): string[] {
  return sections
    .filter((s): s is LegalSection => s !== undefined)
    .map(
      (s) =>
        `From our ${sectionLabel(s)}:\n${sectionBullets(s, bulletMatch)
          .map((b) => `- ${b}`)
          .join("\n")}`,
    );
}

function paymentAndCancellation(catalog: Catalog): string[] {
  const prices = findSection(catalog, "terms", /^Prices and Payment/);
  const deposit = findSection(catalog, "client-agreement", /^Deposit/);
  const cancel = findSection(catalog, "terms", /^Cancellation by You/);
  const tiers = cancel
    ? `Cancellation of a package, from our ${sectionLabel(cancel)}:\n${tableRows(cancel.body)
        .map(([when, what]) => `- ${when}: ${what}`)
        .join("\n")}`
    : "";
  return [
    ...quoteTerms([prices], /in US dollars|include what|Full payment|Payment plans/i),
    ...quoteTerms([deposit], /^Deposit:|^Balance:/),
    tiers,
    "Custom trips follow the Client Agreement's own cancellation terms; ask the Customer Service assistant about cancellation to see both side by side.",
  ].filter(Boolean);
}

/**
 * The payment and cancellation terms in full for the comparison form, or a question about them;
 * a question about something else gets where to read them, since policies are quoted only when asked.
 */
function paymentTerms(catalog: Catalog, u: Understanding, message?: string): string[] {
  if (!message?.trim() || u.topics.some((t) => t.id === "deposit" || t.id === "cancellation"))
    return paymentAndCancellation(catalog);
  const [prices, cancel] = [/^Prices and Payment/, /^Cancellation by You/].map((heading) =>
    findSection(catalog, "terms", heading),
  );
  const links = [prices, cancel].filter((s) => s !== undefined).map(sectionHref);
  return links.length > 0 ? [`How paying and cancelling work: ${links.join(" and ")}.`] : [];
}

/** Who the figures are for, and each package's figures with the verdict between them. */
const whoFor = (travelers: number) => (travelers === 1 ? "1 traveler" : `${travelers} travelers`);
function compared(catalog: Catalog, packages: TravelPackage[], travelers: number): string[] {
  const figures = packages.map((pkg) => figuresOf(pkg, travelers));
  return [figures.map((f, i) => describe(catalog, f, travelers, i)).join("\n"), verdict(figures)];
}

/** The comparison's parts as one answer, with the offer of a consultation last. */
function comparisonAnswer(
  parts: string[],
  grounding: Pick<LocalAnswer, "context" | "facts" | "sources">,
): LocalAnswer {
  const text = [...parts, consultationOffer].filter(Boolean).join("\n\n");
  return {
    text,
    grounded: true,
    context: grounding.context,
    facts: [...grounding.facts, `A comparison computed from the data:\n${text}`],
    sources: grounding.sources,
  };
}

/**
 * A region or no place at all ("Europe", "Asia", "flexible"), with a budget or months perhaps in
 * the message: the packages whose stops lie there and keep to them, compared as for a place.
 */
function regionComparison(
  catalog: Catalog,
  data: PriceComparisonRequest["data"],
  places: Place[],
  message?: string,
): LocalAnswer | undefined {
  const asked = `${data.destination} ${data.dates} ${message ?? ""}`;
  const hard = hardConstraintsOf(catalog, asked, places);
  const anywhere = /^(flexible|any(where)?|open|not sure|undecided|somewhere)$/i.test(
    data.destination.trim(),
  );
  if (hard.regions.length === 0 && hard.countries.length === 0 && !anywhere) return undefined;
  const keeps = catalog.packages
    .filter((pkg) => packageUnmet(catalog, hard, pkg).length === 0)
    .sort((a, b) => a.price - b.price);
  const where = hard.said.length > 0 ? ` (${hard.said.join(", ")})` : "";
  const who = whoFor(data.travelers);
  return comparisonAnswer(
    [
      keeps.length > 0
        ? `${keeps.length === 1 ? "One package keeps" : `${keeps.length} packages keep`} to what you asked${where}, priced for ${who}${keeps.length > 4 ? " (the first four by price)" : ""}:`
        : `None of our fixed-price packages keeps to what you asked${where}; a custom trip is priced in a written proposal (/contact).`,
      ...compared(catalog, keeps.slice(0, 4), data.travelers),
    ],
    { context: [], facts: [], sources: [{ label: "Packages", href: "/packages" }] },
  );
}

export function comparePrices(
  catalog: Catalog,
  data: PriceComparisonRequest["data"],
  message?: string,
): LocalAnswer {
  const { place, asked, understanding } = placeAsked(catalog, data.destination, message);
  // Someone in crisis or danger: what to call, before any plan, report or price.
  const urgent = urgentAnswer(catalog, message, [place, ...understanding.places]);
  if (urgent) return urgent;
  const resolved = place?.destination
    ? resolveDestination(catalog, place.destination.id)
    : undefined;
  if (!resolved) {
    const wide = regionComparison(catalog, data, understanding.places, message);
    if (wide) return wide;
    return notCoveredAnswer(catalog, place?.name ?? asked, place?.country);
  }
  const { destination } = resolved;
  const packages = packagesReaching(catalog, destination.id);
  const who = whoFor(data.travelers);
  const regional = catalog.packages
    .filter((pkg) =>
      pkg.destination_ids.some(
        (id) => catalog.destinations.find((d) => d.id === id)?.region === destination.region,
      ),
    )
    .slice(0, 3);

  const body =
    packages.length > 0
      ? [
          `${packages.length === 1 ? "One package reaches" : `${packages.length} packages reach`} ${destination.name}, priced for ${who}:`,
          ...compared(catalog, packages, data.travelers),
        ]
      : [
          `None of our fixed-price packages reaches ${destination.name} yet, so I have no package prices to compare; I won't estimate one.`,
          regional.length > 0
            ? `Packages elsewhere in ${destination.region}: ${regional.map((pkg) => `${pkg.name} (${pkg.duration_days} days, ${formatPrice(pkg.price)}${isPricedPerPerson(pkg) ? " per person" : ""})`).join("; ")}.`
            : "",
          `A custom trip to ${destination.name} is priced in a written proposal, with our fees listed in the Client Agreement (/legal/client-agreement).`,
        ];
  return comparisonAnswer(
    [
      ...body,
      `When to go: our best time for ${destination.name} is ${destination.best_time_to_visit}.`,
      ...paymentTerms(catalog, understanding, message),
    ],
    {
      context: destinationContext(
        catalog,
        destination.id,
        packages.map((pkg) => pkg.id),
      ),
      facts: [describeUnderstanding(understanding), `The visitor asked for ${who}.`],
      sources: [
        { label: "Packages", href: "/packages" },
        { label: "Terms of Service", href: "/legal/terms" },
        { label: "Client Agreement", href: "/legal/client-agreement" },
      ],
    },
  );
}
