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

/** The country calling code of every country a package passes through, as a foreign SIM dials it. */
const callingCodes: Record<string, string> = {
  AR: "54",
  AU: "61",
  BR: "55",
  CA: "1",
  DE: "49",
  DK: "45",
  EE: "372",
  ES: "34",
  GR: "30",
  IS: "354",
  MT: "356",
  MX: "52",
  NL: "31",
  NZ: "64",
  PT: "351",
  TH: "66",
  TW: "886",
  US: "1",
  ZA: "27",
};

/** A short number (000, 112, 911, 1155, 10111) is dialled as it is, from any phone in the country. */
const isShortNumber = (number: string) => /^(000|[1-9]\d{2,4})$/.test(number);

/**
 * The number without its country code, as a page in the country prints it: "+55 21 3399-7170" is
 * 2133997170, which "(021) 3399-7170" holds; a page that leaves out the city's area code
 * ("4302-7816" on the City of Buenos Aires' own page) confirms the number it ends with.
 */
function confirms(says: string, number: string, code: string): boolean {
  const digits = digitsOf(number);
  if (!number.startsWith("+")) return digitsOf(says).includes(digits);
  const national = digits.slice(callingCodes[code]!.length);
  if (digitsOf(says).includes(national) || digitsOf(says).includes(digits)) return true;
  const printed = says.match(/[\d(][\d ()-]{5,}\d/g) ?? [];
  return printed.some((text) => {
    const quoted = digitsOf(text).replace(/^0+/, "");
    return quoted.length >= 7 && national.endsWith(quoted);
  });
}

/** Every number the brief prints for a country, with the sources that give it. */
function numbersOf(entry: ReturnType<typeof help.countries.get> & object) {
  return [
    ...entry.emergency.map((e) => ({ number: e.number, sources: e.sources })),
    ...entry.help.flatMap((h) => (h.phone ? [{ number: h.phone, sources: h.sources }] : [])),
  ];
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
      for (const { number, sources } of numbersOf(entry)) {
        const confirmed = sources.some((source) => confirms(source.says ?? "", number, code));
        expect([code, number, confirmed]).toEqual([code, number, true]);
      }
    }
  });

  it("gives every number in the form a foreign SIM dials: + and the country code, or a short number", () => {
    for (const [code, entry] of help.countries) {
      expect([code, callingCodes[code] !== undefined]).toEqual([code, true]);
      for (const { number } of numbersOf(entry)) {
        const dialable =
          isShortNumber(number) || new RegExp(`^\\+${callingCodes[code]} [1-9]`).test(number);
        expect([code, number, dialable]).toEqual([code, number, true]);
      }
    }
    // A short emergency number is dialled as it is; the brief links it as tel:112.
    expect(help.countries.get("NL")!.emergency[0]!.number).toBe("112");
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
          expect.stringMatching(/MT: .* was read on 2026-12-01, after the review \(2026-11-28\)/),
          expect.stringMatching(/DK: .* is published 2026-12, after it was read/),
        ]),
      );
    } finally {
      copy.remove();
    }
  });
});
