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

describe("package departures", () => {
  it.each(catalog.packages.map((pkg) => [pkg.id, pkg] as const))(
    "%s has at least four departures in the twelve months after scheduling",
    (_id, pkg) => {
      const within = pkg.departures.filter((departure) => {
        const days = daysBetween(scheduledOn, departure.starts_on);
        return days > 0 && days <= 365;
      });
      expect(within.length).toBeGreaterThanOrEqual(4);
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

  it("puts every Sydney week around a late-February parade Saturday", () => {
    const sydney = catalog.packages.find((pkg) => pkg.id === "sydney-mardi-gras-week")!;
    for (const departure of sydney.departures) {
      const end = addDays(departure.starts_on, sydney.duration_days - 1);
      expect(departure.starts_on <= "2027-02-27" && end >= "2027-02-27").toBe(true);
    }
  });

  it("keeps the Canal Parade, on the first Saturday of August, inside every Amsterdam week", () => {
    const amsterdam = catalog.packages.find((pkg) => pkg.id === "amsterdam-pride-canal-week")!;
    for (const departure of amsterdam.departures) {
      const end = addDays(departure.starts_on, amsterdam.duration_days - 1);
      expect(departure.starts_on <= "2027-08-07" && end >= "2027-08-07").toBe(true);
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
