/**
 * A law asked of no place in particular is answered with where it stands at each of our
 * destinations, country by country, with the sources' sites and dates: not with our top scores
 * and not with the terms' travel-documents section.
 */
import { catalog, chat } from "../../test-support/local-engine";
const withStatus = (key: string, status: string) =>
  catalog.destinations.filter(
    (d) => catalog.safety.get(d.id)!.indicators.find((i) => i.key === key)?.status === status,
  );

describe("a law asked across our destinations", () => {
  it("lists where X-marker passports are admitted, by country, before anything else", () => {
    const answer = chat("which of your destinations admit X-marker passports?");
    expect(answer.startsWith("X-marker passports admitted, across our 25 destinations:")).toBe(
      true,
    );
    const [yes, partly] = answer.split("\n").slice(1, 3);
    for (const d of withStatus("x_marker_entry", "yes")) expect(yes).toContain(d.country);
    for (const d of withStatus("x_marker_entry", "partial")) expect(partly).toContain(d.country);
    expect(answer).toMatch(/sources on [a-z.-]+\.[a-z]+.*, read November \d+( to \d+)?, 2026\)/);
    expect(answer).not.toMatch(/Terms of Service|highest-rated/);
  });

  it("gives each country's year only where its cities' records agree", () => {
    const answer = chat("which of your destinations allow same sex marriage");
    expect(answer).toContain("Netherlands (Amsterdam, since 2001)");
    const us = withStatus("partnership", "yes").filter((d) => d.country === "United States");
    const years = new Set(
      us.map(
        (d) => catalog.safety.get(d.id)!.indicators.find((i) => i.key === "partnership")!.since,
      ),
    );
    if (years.size > 1) expect(answer).not.toMatch(/United States \([^)]*since/);
  });

  it("heads a law named by its absence by what it is about", () => {
    const answer = chat("which destinations have hiv entry restrictions");
    expect(answer.startsWith("HIV-related entry restrictions, across our 25 destinations:")).toBe(
      true,
    );
    expect(answer).toMatch(/^- None: /m);
    for (const d of withStatus("no_hiv_entry_restrictions", "partial"))
      expect(answer).toMatch(new RegExp(`^- Some: .*${d.country}`, "m"));
  });

  it("reads an X written on a passport as the X-marker question, for the place named", () => {
    for (const asked of [
      "can i travel with an X on my passport to bangkok",
      "my passport says X, can I go to bangkok",
    ])
      expect(chat(asked)).toMatch(/^X-marker passports admitted \(Thailand\): partly\./);
  });
});
