/**
 * A trip asked for in the chat keeps to what the visitor said: a package found by a word of its
 * name gives way to the region asked, a group larger than a package takes online is told how to
 * book, and a package asked for above the stated budget is said to be so, with what is within it.
 */
import { catalog, chat } from "../../test-support/local-engine";
import { pricePerPerson } from "./recommendations/constraints";
const regionOf = (name: string) => catalog.destinations.find((d) => d.name === name)!;

describe("a trip asked for in the chat", () => {
  it("keeps to the region asked, not a package a word of the question names", () => {
    const answer = chat("honeymoon in south america under 15k");
    expect(answer).not.toMatch(/Cape Town|Winelands|South Africa/);
    const listed = [...answer.matchAll(/^- ([^,]+),/gm)].map((m) => m[1]!);
    expect(listed.length).toBeGreaterThan(0);
    for (const name of listed) expect(["Argentina", "Brazil"]).toContain(regionOf(name).country);
    // Named in full, the package is still the one asked about.
    expect(chat("cape winelands honeymoon in south africa price")).toMatch(/costs \$14,800/);
  });

  it("tells a group larger than a listed package takes online how to book", () => {
    const answer = chat("a group of 20 friends want a pride trip in europe");
    expect(answer).toMatch(/^For 20 travelers: .+ send us an enquiry .+travelers=20\)\.$/m);
  });

  it("says when the package asked for is above the budget, and what is within it", () => {
    const answer = chat("sydney mardi gras but only $8000");
    expect(answer).toContain("That is above the $8,000 per person you mention");
    const within = catalog.packages.filter((pkg) => pricePerPerson(pkg) <= 8000);
    expect(within.length).toBeGreaterThan(0);
    expect(answer).toContain(within.sort((a, b) => a.price - b.price)[0]!.name);
    expect(chat("how much is the sydney mardi gras week")).not.toContain("above the");
  });

  it("reads a month inside the season named as the month", () => {
    expect(chat("winter sun in february under 9k per person")).toMatch(
      /^Our destinations .*in February /,
    );
  });
});
