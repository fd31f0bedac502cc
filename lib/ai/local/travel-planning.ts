/** travel_planning: a day-by-day plan from a destination's highlights, best season and our packages. */
import type { Destination, TravelPackage, TravelPlanningRequest } from "../../contract";
import type { Catalog } from "../../content/catalog";
import { formatPrice, formatScore } from "../../format";
import {
  destinationsNamedIn,
  isPricedPerPerson,
  packagesReaching,
  resolveDestination,
  routeOf,
} from "../knowledge/destinations";
import { citation } from "../knowledge/legal";
import { destinationContext } from "../knowledge/retrieval";
import { monthName, monthsMentioned, monthsOfBestTime } from "../knowledge/seasons";
import { containsPhrase, interestFit, listInProse, wordsOf } from "../knowledge/text";
import type { LocalAnswer } from "../types";
import { placeAsked } from "../understanding/place-asked";
import { urgentAnswer } from "./local-help-answer";
import { countryOf, describeUnderstanding } from "../understanding/question";
import { needNotes } from "./question-answer";
import { notCoveredTrip, tripCountriesLaw } from "./trip-countries";
import { consultationOffer } from "./voice";

interface Activity {
  text: string;
  fit: number;
}

function activitiesFor(
  catalog: Catalog,
  destination: Destination,
  interests: string[],
): Activity[] {
  const byFit = (a: Activity, b: Activity) => b.fit - a.fit;
  // A highlight tied to a month or season (a Pride, a summer day) only fits some dates.
  const highlights = destination.highlights
    .map((text) => ({
      text:
        monthsMentioned(text).size > 0 ? `${text.replace(/\.$/, "")} (if your dates fit)` : text,
      // Dated highlights go after undated ones that fit as well.
      fit: interestFit(interests, text) - (monthsMentioned(text).size > 0 ? 0.5 : 0),
    }))
    .sort(byFit);
  // A day belongs to this destination when the package goes nowhere else, or the day names it.
  const isHere = (pkg: TravelPackage, text: string) =>
    pkg.destination_ids.length === 1 || destinationsNamedIn(catalog, text).includes(destination);
  const packageDays = packagesReaching(catalog, destination.id).flatMap((pkg) =>
    pkg.itinerary
      .filter((day) => isHere(pkg, `${day.title} ${day.description}`))
      .filter((day) => !/arriv|depart|embark/i.test(day.title))
      .map((day) => ({
        text: `${day.title}: ${day.description.replace(/\.$/, "")} (as on ${day.day} of our ${pkg.name} package)`,
        fit: interestFit(interests, `${day.title} ${day.description}`),
      })),
  );
  return [...highlights, ...packageDays.sort(byFit)];
}

function dayLines(destination: Destination, activities: Activity[], days: number): string[] {
  const plain = (text: string) => text.replace(/\.$/, "");
  if (days === 1) return [`Day 1: ${plain(activities[0]?.text ?? destination.highlights[0]!)}.`];
  if (days === 2) {
    return [
      `Day 1: Arrive in ${destination.name} and settle in; then ${plain(activities[0]!.text)}.`,
      `Day 2: ${plain(activities[1]?.text ?? destination.highlights[1]!)}, then departure.`,
    ];
  }
  const lines = [
    `Day 1: Arrive in ${destination.name}, check in and keep the first evening light.`,
  ];
  const middle = days - 2;
  activities
    .slice(0, middle)
    .forEach((activity, i) => lines.push(`Day ${i + 2}: ${plain(activity.text)}.`));
  const open = middle - Math.min(middle, activities.length);
  if (open > 0) {
    const first = days - open;
    const span = open === 1 ? `Day ${first}` : `Days ${first}-${days - 1}`;
    lines.push(
      `${span}: At your own pace. Return to a favorite from the days before, or rest; we'd shape these days with you in a consultation rather than fill them with guesses.`,
    );
  }
  lines.push(`Day ${days}: Departure, with time for a last walk if your flight allows.`);
  return lines;
}

/** "Plan 7 days in Cape Town in July": the months asked that fall outside the best time, said. */
function outOfSeason(destination: { best_time_to_visit: string }, message?: string): string {
  const asked = monthsMentioned(message ?? "");
  if (asked.size === 0) return "";
  const best = monthsOfBestTime(destination.best_time_to_visit);
  const outside = [...asked].filter((m) => !best.has(m)).sort((a, b) => a - b);
  return outside.length > 0
    ? ` You mention ${listInProse(outside.map(monthName), "and")}, outside it.`
    : "";
}

export function planTravel(
  catalog: Catalog,
  data: TravelPlanningRequest["data"],
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
    // A plan's question frames no safety answer: the country's own law is told as it stands.
    return notCoveredTrip(catalog, place?.name ?? asked, place?.country, understanding, {
      asWhole: false,
    });
  }
  const { destination, safety } = resolved;
  const interests = wordsOf(data.interests);
  const activities = activitiesFor(catalog, destination, interests);
  const matched = activities.some((activity) => activity.fit >= 1);
  const packages = packagesReaching(catalog, destination.id);
  const posts = catalog.posts
    .filter((post) => containsPhrase(`${post.title} ${post.tags.join(" ")}`, destination.name))
    .slice(0, 2);
  const pairings = [...new Set(packages.flatMap((pkg) => pkg.destination_ids))]
    .filter((id) => id !== destination.id)
    .map((id) => catalog.destinations.find((d) => d.id === id)?.name)
    .filter((name): name is string => name !== undefined);
  const planned = data.duration <= 2 ? data.duration : data.duration - 2;
  const unused = activities.slice(planned).filter((a) => !a.text.includes("(as on "));

  const sections = [
    `${data.duration}-day plan for ${destination.name}, ${destination.country}`,
    matched
      ? "I've put the highlights closest to your interests first."
      : "Nothing in your interests matched a specific highlight we publish, so the days follow our highlights in their usual order; tell us more and we'll shape it around you.",
    dayLines(destination, activities, data.duration).join("\n"),
    unused.length > 0
      ? `Left for a longer stay: ${unused.map((a) => a.text.replace(/\.$/, "")).join("; ")}.`
      : "",
    `When to go: ${destination.best_time_to_visit}.${outOfSeason(destination, message)}`,
    // A traveler's own need in the message (a wheelchair, the heat): the record's word on it.
    ...(message ? needNotes(safety, message).map((note) => `For what you mention: ${note}`) : []),
    `Safety: ${formatScore(safety.overall_score)} overall on our Queer Safety Index (legal protection ${formatScore(safety.legal_protection)}, safety index ${formatScore(safety.safety_index)}).` +
      (/high/i.test(data.safety_priority) && safety.overall_score < 4
        ? ` You asked for a high safety priority and ${destination.name} scores below 4/5, so please read its full safety report (ask the Safety Research assistant, or see /destinations/${destination.id}) before you decide.`
        : ` The full report is on /destinations/${destination.id}.`),
    packages.length > 0
      ? `Our packages that include ${destination.name}:\n${packages
          .map(
            (pkg) =>
              `- ${pkg.name}: ${pkg.duration_days} days, ${formatPrice(pkg.price)}${isPricedPerPerson(pkg) ? " per person" : ""} (${routeOf(catalog, pkg)})`,
          )
          .join("\n")}`
      : `None of our fixed-price packages includes ${destination.name} yet, so this would be a custom trip.`,
    pairings.length > 0 && data.duration > 7
      ? `For a longer journey, our packages pair ${destination.name} with ${listInProse(pairings)}.`
      : "",
    posts.length > 0
      ? `Read before you go: ${posts.map((p) => `${p.title} (/blog/${p.slug})`).join("; ")}.`
      : "",
    `A person on our team reviews every itinerary before we book anything (${citation(catalog, "terms", /^AI-Powered/)}). ${consultationOffer}`,
  ];
  // Every other country the visitor names on the trip: its warning before the plan, its law after.
  const trip = message
    ? tripCountriesLaw(catalog, understanding, [countryOf(destination)])
    : undefined;
  const text = [...(trip?.warnings ?? []), ...sections, ...(trip?.rest ?? [])]
    .filter(Boolean)
    .join("\n\n");
  return {
    text,
    grounded: true,
    context: destinationContext(
      catalog,
      destination.id,
      packages.map((pkg) => pkg.id),
    ),
    facts: [
      describeUnderstanding(understanding),
      `The visitor asked for a plan of exactly ${data.duration} days.`,
      `A plan drafted from the data:\n${text}`,
    ],
    sources: [
      { label: `${destination.name}`, href: `/destinations/${destination.id}` },
      ...(packages.length > 0 ? [{ label: "Packages", href: "/packages" }] : []),
      ...posts.map((post) => ({ label: post.title, href: `/blog/${post.slug}` })),
    ],
  };
}
