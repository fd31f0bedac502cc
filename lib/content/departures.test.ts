/** The packages' departures: enough of them, in the seasons their own text and destinations name. */
import path from "node:path";
import { addDays, daysBetween } from "../bookings/money";
import { loadCatalog } from "./catalog";

const catalog = loadCatalog(path.join(process.cwd(), "content"));
/** The date these departures were scheduled from; a year on, content needs new ones. */
const scheduledOn = "2026-11-24";

const month = (isoDate: string) => Number(isoDate.slice(5, 7));

/** Months a departure may start in, from each package's text and its destinations' best time. */
const seasons: Record<string, number[]> = {
  "amsterdam-pride-canal-week": [7, 8], // Pride Amsterdam, late July to early August
  "antarctic-expedition-cruise": [11, 12, 1, 2, 3], // sailings November to March
  "california-coast-to-desert": [9, 10], // San Francisco's and Palm Springs' seasons meet
  "cape-winelands-honeymoon": [11, 12, 1, 2, 3],
  "cyclades-private-yacht": [5, 6, 7, 8, 9], // late May to early October
  "grand-tour-by-charter-jet": [4, 9],
  "iberian-rail-journey": [5, 6, 9, 10],
  "iceland-northern-lights": [9, 10, 11, 12, 1, 2, 3],
  "malta-gozo-island-hop": [4, 5, 6, 9, 10],
  "mexico-city-art-and-design": [10, 11, 12, 1, 2, 3, 4, 5],
  "montreal-new-york-autumn": [9, 10], // late September to October
  "nordic-design-baltic-old-towns": [6, 7, 8], // Tallinn's June to August within Copenhagen's
  "pride-express-rail": [5, 6, 7, 8, 9], // the summer Pride season
  "private-jet-pride-circuit": [2], // Auckland Pride in February, then Sydney's parade
  "provincetown-carnival-week": [8], // Carnival is held each August
  "puerto-vallarta-villa-week": [11, 12, 1, 2, 3, 4],
  "sydney-mardi-gras-week": [2, 3], // the parade, late February or early March
  "taipei-bangkok-night-markets": [11, 12, 1, 2], // Bangkok's November to February
};

/**
 * Events on a fixed date that a package's itinerary promises, by the title of the itinerary day (or
 * days) that names it. Every departure must put that day on the event.
 */
const events: Record<string, { title: string; on: string }> = {
  // The Canal Parade, on the first Saturday of August.
  "amsterdam-pride-canal-week": { title: "Canal Parade", on: "2027-08-07" },
  // Sydney's parade, on Saturday, February 27, 2027, seen during the Sydney days.
  "private-jet-pride-circuit": { title: "Sydney Gay and Lesbian Mardi Gras", on: "2027-02-27" },
  "sydney-mardi-gras-week": { title: "Parade day", on: "2027-02-27" },
  // Carnival's parade, on the Thursday of its week in the third week of August (Thursday,
  // August 18, 2022 in the Provincetown Independent; August 21, 2025 in press photographs).
  "provincetown-carnival-week": { title: "Carnival parade", on: "2027-08-19" },
};

/**
 * Packages whose event falls on one fixed itinerary day: only a departure starting a set number of
 * days before the event can hold it, so they have one departure per event, not four a year.
 */
const onePerEvent = new Set([
  "amsterdam-pride-canal-week",
  "sydney-mardi-gras-week",
  "provincetown-carnival-week",
]);

/** The first and last day number of an itinerary entry: "Day 5" is [5, 5], "Days 6-11" [6, 11]. */
function dayNumbers(day: string): [number, number] {
  const match = /^Days? (\d+)(?:-(\d+))?$/.exec(day);
  if (!match) throw new Error(`Unreadable itinerary day "${day}"`);
  return [Number(match[1]), Number(match[2] ?? match[1])];
}

const withinYear = (starts_on: string) => {
  const days = daysBetween(scheduledOn, starts_on);
  return days > 0 && days <= 365;
};

describe("package departures", () => {
  it.each(
    catalog.packages.filter((pkg) => !onePerEvent.has(pkg.id)).map((pkg) => [pkg.id, pkg] as const),
  )("%s has at least four departures in the twelve months after scheduling", (_id, pkg) => {
    const within = pkg.departures.filter((departure) => withinYear(departure.starts_on));
    expect(within.length).toBeGreaterThanOrEqual(4);
  });

  it.each([...onePerEvent].map((id) => [id] as const))(
    "%s has a departure for its event in the twelve months after scheduling",
    (id) => {
      const pkg = catalog.packages.find((candidate) => candidate.id === id)!;
      expect(pkg.departures.filter((d) => withinYear(d.starts_on)).length).toBeGreaterThanOrEqual(
        1,
      );
      // One fixed day per event: a second departure could only fall on another event date.
      const [first, last] = dayNumbers(
        pkg.itinerary.find((d) => d.title === events[id]!.title)!.day,
      );
      expect(first).toBe(last);
    },
  );

  it.each(Object.entries(events))(
    "%s puts the day its itinerary names the event on the event, on every departure",
    (id, event) => {
      const pkg = catalog.packages.find((candidate) => candidate.id === id)!;
      const entry = pkg.itinerary.find((day) => day.title === event.title);
      expect([id, entry?.title]).toEqual([id, event.title]);
      const [first, last] = dayNumbers(entry!.day);
      for (const departure of pkg.departures) {
        const from = addDays(departure.starts_on, first - 1);
        const to = addDays(departure.starts_on, last - 1);
        expect([departure.starts_on, from <= event.on && event.on <= to]).toEqual([
          departure.starts_on,
          true,
        ]);
      }
    },
  );

  it.each(catalog.packages.map((pkg) => [pkg.id, pkg] as const))(
    "%s departs only in its season",
    (id, pkg) => {
      expect(seasons[id]).toBeDefined();
      for (const departure of pkg.departures) {
        expect(seasons[id]).toContain(month(departure.starts_on));
      }
    },
  );

  it("puts every Sydney week's parade day on Saturday, February 27, 2027", () => {
    const sydney = catalog.packages.find((pkg) => pkg.id === "sydney-mardi-gras-week")!;
    expect(sydney.departures.map((d) => addDays(d.starts_on, 5))).toEqual(
      sydney.departures.map(() => "2027-02-27"),
    );
  });

  it("puts every Amsterdam week's Canal Parade day on the first Saturday of August", () => {
    const amsterdam = catalog.packages.find((pkg) => pkg.id === "amsterdam-pride-canal-week")!;
    expect(amsterdam.departures.map((d) => addDays(d.starts_on, 4))).toEqual(
      amsterdam.departures.map(() => "2027-08-07"),
    );
  });

  it("holds no more seats on a departure than the group size the package states", () => {
    for (const pkg of catalog.packages) {
      const stated = /(\d+) guests/.exec(pkg.group_size);
      if (!stated) continue;
      for (const departure of pkg.departures) {
        const seats = catalog.departureSeats.get(departure.id)!;
        expect([departure.id, seats <= Number(stated[1])]).toEqual([departure.id, true]);
      }
    }
  });

  it("prices every package that says 'per person' per person", () => {
    for (const pkg of catalog.packages) {
      expect(pkg.price_per_person).toBe(/per person/i.test(pkg.description));
    }
  });

  it("gives departures ids unique across the catalog, with their seats", () => {
    const ids = catalog.packages.flatMap((pkg) => pkg.departures.map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(catalog.departureSeats.get(id)).toBeGreaterThan(0);
  });
});
