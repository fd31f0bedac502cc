/**
 * Local help on every route: an emergency number for every country a package passes through, and
 * no number that a page we read does not give. The loader refuses a route country without an
 * entry, an unknown country, and a page read after the review or published after it was read.
 */
import { copyContent } from "../safety/test-content";
import { ContentError } from "./files";
import { loadLocalHelp } from "./local-help";
import { loadWorldBaseline } from "./world-baseline";

const help = loadLocalHelp();
const world = loadWorldBaseline();

/** A text's digits, letters read as a phone keypad reads them ("0800 OUTLINE" is 08006885463). */
function digitsOf(text: string): string {
  const keypad = ["ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"];
  return text
    .toUpperCase()
    .replace(/[A-Z]/g, (letter) => String(keypad.findIndex((keys) => keys.includes(letter)) + 2))
    .replace(/\D/g, "");
}

describe("local help", () => {
  it("gives at least one emergency number for every country a package passes through", () => {
    const routeCountries = new Set([...world.routes.values()].flat());
    expect(routeCountries.size).toBeGreaterThan(10);
    for (const code of routeCountries) {
      expect([code, (help.countries.get(code)?.emergency.length ?? 0) > 0]).toEqual([code, true]);
    }
  });

  it("prints only numbers that a page we read gives, in the words it says", () => {
    for (const [code, entry] of help.countries) {
      const numbers = [
        ...entry.emergency.map((e) => ({ number: e.number, sources: e.sources })),
        ...entry.help.flatMap((h) => (h.phone ? [{ number: h.phone, sources: h.sources }] : [])),
      ];
      for (const { number, sources } of numbers) {
        const confirmed = sources.some((source) =>
          digitsOf(source.says ?? "").includes(digitsOf(number)),
        );
        expect([code, number, confirmed]).toEqual([code, number, true]);
      }
    }
  });

  it("dates every source by the day it was read, no later than the review", () => {
    for (const entry of help.countries.values()) {
      const sources = [
        ...entry.emergency.flatMap((e) => e.sources),
        ...entry.help.flatMap((h) => h.sources),
        ...(entry.note?.sources ?? []),
      ];
      for (const source of sources) {
        expect(source.read <= help.reviewedOn).toBe(true);
        expect(source.says?.length ?? 0).toBeGreaterThan(10);
      }
    }
  });

  it("refuses a route country without help, an unknown country and dishonest dates", () => {
    const copy = copyContent();
    try {
      copy.edit<{
        countries: Record<
          string,
          { emergency: { sources: { read: string; published?: string }[] }[] }
        >;
      }>("world/local-help.json", (file) => {
        delete file.countries.IS;
        file.countries.XX = file.countries.MT!;
        file.countries.MT!.emergency[0]!.sources[0]!.read = "2026-12-01";
        file.countries.DK!.emergency[0]!.sources[0]!.published = "2026-12";
      });
      let problems: string[] = [];
      try {
        loadLocalHelp(copy.dir, loadWorldBaseline(copy.dir));
      } catch (error) {
        problems = (error as ContentError).problems;
      }
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringContaining("no entry for IS, on the route of iceland-northern-lights"),
          expect.stringContaining("XX is not a country of the baseline"),
          expect.stringMatching(/MT: .* was read on 2026-12-01, after the review \(2026-11-25\)/),
          expect.stringMatching(/DK: .* is published 2026-12, after it was read/),
        ]),
      );
    } finally {
      copy.remove();
    }
  });
});
