/**
 * The flights of each package's route from the agency's home airport (content/flights.json),
 * validated and checked against the packages' itineraries, and the offset they give.
 */
import { z } from "zod";
import { flightOffset, type FlightOffset } from "../bookings/offset";
import type { TravelPackage } from "../contract";
import { slugSchema } from "../contract/common";
import { getCatalog } from "./catalog";
import { defaultContentDir, ProblemList, readJson } from "./files";

const airportCode = z.string().regex(/^[A-Z]{3}$/, "must be an IATA airport code");
const shortText = z.string().min(1).max(400);

export const flightsFileSchema = z.strictObject({
  home_airport: airportCode,
  home_airport_reason: shortText,
  airports_source: z.strictObject({ label: shortText, url: z.url() }),
  airports: z.record(
    airportCode,
    z.strictObject({
      name: z.string().min(1).max(120),
      lat: z.number().min(-90).max(90),
      lon: z.number().min(-180).max(180),
    }),
  ),
  packages: z.record(
    slugSchema,
    z.strictObject({
      /** In the order flown; each on the itinerary day ("Day 5") it flies. */
      legs: z.array(
        z.strictObject({ day: z.string().min(1).max(20), from: airportCode, to: airportCode }),
      ),
      /** The package's price includes the offset (its inclusions say so). */
      offset_included: z.boolean().optional(),
      /** Why the legs are what they are: ground travel between them, or no flights at all. */
      note: shortText.optional(),
    }),
  ),
});
export type FlightsFile = z.infer<typeof flightsFileSchema>;
type PackageFlights = FlightsFile["packages"][string];

/** Whether the package's inclusions say its price includes the offset. */
export const includesOffset = (pkg: Pick<TravelPackage, "inclusions">) =>
  pkg.inclusions.some((inclusion) => /\boffset\b/i.test(inclusion));

/** What is wrong with one package's flights against its itinerary and the airports. */
function routeProblems(
  pkg: Pick<TravelPackage, "id" | "itinerary" | "inclusions">,
  route: PackageFlights,
  file: FlightsFile,
): string[] {
  const at = `flights.json: ${pkg.id}`;
  const problems: string[] = [];
  const { legs } = route;
  const days = pkg.itinerary.map((entry) => entry.day);
  for (const leg of legs) {
    for (const code of [leg.from, leg.to]) {
      if (!file.airports[code]) problems.push(`${at} flies from or to unknown airport ${code}`);
    }
    if (leg.from === leg.to) problems.push(`${at} flies from ${leg.from} to itself`);
    if (!days.includes(leg.day)) problems.push(`${at} flies on "${leg.day}", not in its itinerary`);
  }
  const order = legs.map((leg) => days.indexOf(leg.day));
  if (order.some((index, at_) => at_ > 0 && index < order[at_ - 1]!))
    problems.push(`${at} lists its legs out of the itinerary's order`);
  for (const entry of pkg.itinerary) {
    if (/^fly\b/i.test(entry.title) && !legs.some((leg) => leg.day === entry.day))
      problems.push(`${at}: "${entry.day}: ${entry.title}" has no leg`);
  }
  if (legs.length === 0) {
    if (!route.note) problems.push(`${at} has no flights and no note saying why`);
  } else {
    if (legs[0]!.from !== file.home_airport)
      problems.push(`${at} does not start from the home airport ${file.home_airport}`);
    if (legs.at(-1)!.to !== file.home_airport)
      problems.push(`${at} does not end at the home airport ${file.home_airport}`);
    const broken = legs.some((leg, index) => index > 0 && legs[index - 1]!.to !== leg.from);
    if (broken && !route.note)
      problems.push(`${at} travels on the ground between legs: add a note`);
  }
  if (Boolean(route.offset_included) !== includesOffset(pkg))
    problems.push(`${at}: offset_included must match whether its inclusions name the offset`);
  return problems;
}

export interface FlightRoutes {
  file: FlightsFile;
  offsets: ReadonlyMap<string, FlightOffset>;
}

export function loadFlightRoutes(
  packages: Pick<TravelPackage, "id" | "itinerary" | "inclusions">[] = getCatalog().packages,
  dir = defaultContentDir,
): FlightRoutes {
  const problems = new ProblemList();
  const file = readJson(dir, "flights.json", flightsFileSchema, problems);
  problems.throwIfAny();
  const offsets = new Map<string, FlightOffset>();
  if (!file!.airports[file!.home_airport])
    problems.add(`flights.json: home airport ${file!.home_airport} is not in airports`);
  for (const pkg of packages) {
    const route = file!.packages[pkg.id];
    if (!route) {
      problems.add(`flights.json: no flights for package "${pkg.id}"`);
      continue;
    }
    const found = routeProblems(pkg, route, file!);
    for (const problem of found) problems.add(problem);
    if (found.length === 0) offsets.set(pkg.id, flightOffset(route, file!.airports));
  }
  for (const slug of Object.keys(file!.packages)) {
    if (!packages.some((pkg) => pkg.id === slug))
      problems.add(`flights.json: no package "${slug}" in packages/`);
  }
  problems.throwIfAny();
  return { file: file!, offsets };
}

const holder = globalThis as typeof globalThis & { __lavenderFlightRoutes?: FlightRoutes };

function routes(): FlightRoutes {
  holder.__lavenderFlightRoutes ??= loadFlightRoutes();
  return holder.__lavenderFlightRoutes;
}

/** The flights of this process, loaded on first use. */
export const getFlightRoutes = routes;

/** The offset the booking step offers for a package; none for a package this site does not know. */
export function getFlightOffset(packageId: string): FlightOffset {
  return routes().offsets.get(packageId) ?? { kind: "no_flights" };
}

/** The agency's home airport, with its name: where every package's flights are counted from. */
export function getHomeAirport(): { code: string; name: string } {
  const { file } = routes();
  return { code: file.home_airport, name: file.airports[file.home_airport]!.name };
}
