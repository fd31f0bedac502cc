import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { OFFSET_PRICE_PER_TONNE, EMISSION_FACTORS, TYPICAL_OFFSET_RANGE } from "../bookings/offset";
import { getCatalog } from "./catalog";
import { includesOffset, loadFlightRoutes, type FlightsFile } from "./flights";

const catalog = getCatalog();
const routes = loadFlightRoutes(catalog.packages);
const offsetOf = (id: string) => routes.offsets.get(id)!;
const priceOf = (id: string) => {
  const offer = offsetOf(id);
  if (offer.kind !== "offered") throw new Error(`${id} offers no offset`);
  return offer.per_traveler;
};

describe("each package's flights", () => {
  it.each(catalog.packages.map((pkg) => [pkg.id]))("%s has its legs or says why not", (id) => {
    const route = routes.file.packages[id]!;
    expect(route).toBeDefined();
    expect(route.legs.length > 0 || Boolean(route.note)).toBe(true);
    expect(routes.offsets.has(id)).toBe(true);
  });

  it("counts from Boston Logan, the agency's home airport", () => {
    expect(routes.file.home_airport).toBe("BOS");
  });

  it("offers the offset except where the price includes it or nothing flies", () => {
    const kinds = Object.fromEntries(
      catalog.packages.map((pkg) => [pkg.id, offsetOf(pkg.id).kind]),
    );
    const included = catalog.packages
      .filter(includesOffset)
      .map((pkg) => pkg.id)
      .sort();
    expect(included).toEqual(["grand-tour-by-charter-jet", "private-jet-pride-circuit"]);
    for (const id of included) expect(kinds[id]).toBe("included");
    expect(kinds["provincetown-carnival-week"]).toBe("no_flights");
    const offered = Object.values(kinds).filter((kind) => kind === "offered");
    expect(offered).toHaveLength(catalog.packages.length - 3);
  });

  it("falls in the policy's typical range, with the one short trip below it stated", () => {
    const [low, high] = TYPICAL_OFFSET_RANGE;
    const offered = catalog.packages.filter((pkg) => offsetOf(pkg.id).kind === "offered");
    const outside = offered.filter((pkg) => priceOf(pkg.id) < low || priceOf(pkg.id) > high);
    expect(outside.map((pkg) => pkg.id)).toEqual(["montreal-new-york-autumn"]);
  });
});

describe("the sustainability policy's method", () => {
  const policy = catalog.legal.find((document) => document.slug === "sustainability")!.body;
  const start = policy.indexOf("### How we price the flight offset");
  const section = policy.slice(start, policy.indexOf("\n## ", start));

  it("states the factors, the price per tonne and the home airport the booking step uses", () => {
    expect(section).toContain(`${EMISSION_FACTORS.standard} kg of CO2e per passenger-kilometer`);
    expect(section).toContain(`${EMISSION_FACTORS.short} kg for flights shorter than 500 km`);
    expect(section).toContain(`$${OFFSET_PRICE_PER_TONNE} for each metric ton`);
    expect(section).toContain("Boston Logan (BOS)");
  });

  it.each([
    ["amsterdam-pride-canal-week"],
    ["cape-winelands-honeymoon"],
    ["sydney-mardi-gras-week"],
    ["montreal-new-york-autumn"],
  ])("quotes what the booking step charges for %s", (id) => {
    const name = catalog.packages.find((pkg) => pkg.id === id)!.name;
    expect(section).toMatch(
      new RegExp(
        `\\$${priceOf(id)} for (the )?${name}|${name}.{0,40} comes to \\$${priceOf(id)}\\b`,
      ),
    );
  });

  it("calls Sydney the longest trip it is offered on", () => {
    const offered = catalog.packages.filter((pkg) => offsetOf(pkg.id).kind === "offered");
    const dearest = offered.toSorted((a, b) => priceOf(b.id) - priceOf(a.id))[0]!;
    expect(dearest.id).toBe("sydney-mardi-gras-week");
  });
});

describe("content checks", () => {
  const pkg = {
    id: "test-trip",
    inclusions: ["Hotels"],
    itinerary: [
      { day: "Day 1", title: "Arrive in Amsterdam", description: "" },
      { day: "Day 3", title: "Fly to Lisbon", description: "" },
      { day: "Day 5", title: "Departure", description: "" },
    ],
  };
  const file = (packages: FlightsFile["packages"]): string => {
    const dir = mkdtempSync(path.join(tmpdir(), "flights-"));
    const content: FlightsFile = {
      ...routes.file,
      packages,
    };
    writeFileSync(path.join(dir, "flights.json"), JSON.stringify(content));
    return dir;
  };
  const problemsOf = (packages: FlightsFile["packages"]) => {
    try {
      loadFlightRoutes([pkg], file(packages));
      return [];
    } catch (error) {
      return (error as { problems: string[] }).problems;
    }
  };

  it("accepts a route that flies every flight day from and back to the home airport", () => {
    expect(
      problemsOf({
        "test-trip": {
          legs: [
            { day: "Day 1", from: "BOS", to: "AMS" },
            { day: "Day 3", from: "AMS", to: "LIS" },
            { day: "Day 5", from: "LIS", to: "BOS" },
          ],
        },
      }),
    ).toEqual([]);
  });

  it("refuses a missing flight day, an unknown airport, a route not from home and a missing package", () => {
    const problems = problemsOf({
      "test-trip": {
        legs: [
          { day: "Day 1", from: "AMS", to: "XXX" },
          { day: "Day 5", from: "LIS", to: "AMS" },
        ],
      },
      "no-such-package": { legs: [], note: "Nothing" },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("unknown airport XXX"),
        expect.stringContaining('"Day 3: Fly to Lisbon" has no leg'),
        expect.stringContaining("does not start from the home airport BOS"),
        expect.stringContaining("does not end at the home airport BOS"),
        expect.stringContaining("travels on the ground between legs"),
        expect.stringContaining('no package "no-such-package"'),
      ]),
    );
  });

  it("refuses a package left out, no flights without a note, and an offset the inclusions don't name", () => {
    expect(problemsOf({})).toEqual([expect.stringContaining('no flights for package "test-trip"')]);
    expect(problemsOf({ "test-trip": { legs: [] } })).toEqual(
      expect.arrayContaining([expect.stringContaining("no flights and no note")]),
    );
    const included = problemsOf({
      "test-trip": {
        legs: [
          { day: "Day 1", from: "BOS", to: "AMS" },
          { day: "Day 3", from: "AMS", to: "LIS" },
          { day: "Day 5", from: "LIS", to: "BOS" },
        ],
        offset_included: true,
      },
    });
    expect(included).toEqual([expect.stringContaining("offset_included must match")]);
  });
});
