/**
 * The brief of every package: each country of its route with the six laws a traveler needs, each
 * with a dated source, our notes on its destinations there, and whom to call; a route through a
 * country that criminalises same-sex relations opens with that, on the page and in the mail.
 */
import { loadCatalog } from "../content/catalog";
import { loadLocalHelp } from "../content/local-help";
import { loadWorldBaseline } from "../content/world-baseline";
import { buildBeforeYouGo } from "./before-you-go";
import { beforeYouGoLines } from "./brief-text";
import {
  copyContent,
  criminaliseInCopy,
  markTollFreeInCopy,
  restrictInCopy,
  type ContentCopy,
} from "./test-content";

const catalog = loadCatalog();
const world = loadWorldBaseline();
const content = { catalog, world, help: loadLocalHelp(undefined, world) };

describe("before you go", () => {
  it("covers every country of every package's route, with dated sources and local help", () => {
    for (const pkg of catalog.packages) {
      const brief = buildBeforeYouGo(pkg.id, content)!;
      expect(brief.countries.map((c) => c.code)).toEqual(world.routes.get(pkg.id));
      for (const country of brief.countries) {
        expect(country.facts.map((fact) => fact.title)).toEqual([
          "Same-sex relations",
          "LGBTQ+ expression and Pride",
          "Protection from discrimination",
          "Couples and marriage",
          "Legal gender and X markers",
          "HIV and entry",
        ]);
        for (const fact of country.facts) {
          expect(fact.text.length).toBeGreaterThan(10);
          expect(fact.sources.length).toBeGreaterThan(0);
          for (const source of fact.sources)
            expect(source.dated).toMatch(/(read|compiled) [A-Z][a-z]+ \d{1,2}, \d{4}/);
        }
        expect(country.emergency.length).toBeGreaterThan(0);
        expect(country.lawLines).toHaveLength(6);
        // No country on today's routes has a law that punishes visitors for being seen.
        expect(country.restrictions).toEqual([]);
      }
    }
  });

  it("puts each destination's notes under its own country and keeps the route's open question", () => {
    const brief = buildBeforeYouGo("taipei-bangkok-night-markets", content)!;
    expect(brief.countries.map((c) => [c.name, c.destinations.map((d) => d.name)])).toEqual([
      ["Taiwan", ["Taipei"]],
      ["Thailand", ["Bangkok"]],
    ]);
    expect(brief.countries[1]!.destinations[0]).toMatchObject({
      lastReviewed: catalog.safety.get("bangkok")!.last_reviewed,
      transNotes: catalog.safety.get("bangkok")!.trans_notes,
    });
    expect(buildBeforeYouGo("private-jet-pride-circuit", content)!.routeNote).toContain(
      "stop to refuel",
    );
    expect(buildBeforeYouGo("no-such-package", content)).toBeUndefined();
  });

  it("says plainly where we have no verified LGBTQ+ line, and gives the ones we have", () => {
    const brief = buildBeforeYouGo("taipei-bangkok-night-markets", content)!;
    const [taiwan, thailand] = brief.countries;
    expect(thailand).toMatchObject({ noVerifiedLgbtqLine: true, lgbtqHelp: [] });
    expect(thailand!.emergency.map((e) => e.phone)).toEqual(["1155", "191", "1669"]);
    // Taiwan's hotline association is named, but no number of it was confirmed.
    expect(taiwan).toMatchObject({ noVerifiedLgbtqLine: true });
    expect(taiwan!.lgbtqHelp[0]).not.toHaveProperty("phone");
    const sydney = buildBeforeYouGo("sydney-mardi-gras-week", content)!.countries[0]!;
    expect(sydney).toMatchObject({ noVerifiedLgbtqLine: false });
    expect(sydney.lgbtqHelp[0]).toMatchObject({ name: "QLife", phone: "+61 1800 184 527" });

    const mail = beforeYouGoLines(brief, "your booking page").join("\n");
    expect(mail).toContain(
      "- LGBTQ+ help: we have no verified LGBTQ+ help line number for Thailand yet.",
    );
    // Taiwan's association is named with the page that says how to reach it, as on the page.
    const association = taiwan!.lgbtqHelp[0]!;
    expect(mail).toContain(`- LGBTQ+ help: ${association.name}: ${association.what} (`);
    expect(mail).toContain(
      `${association.sources[0]!.url}); we have not verified a telephone number for this organisation yet.`,
    );
    expect(mail).toContain("- Emergency: 1155, tourist police");
    expect(mail).toContain('on your booking page under "Before you go"');
    expect(mail).not.toContain("IMPORTANT");
  });

  describe("on a route through a country that criminalises same-sex relations", () => {
    let copy: ContentCopy;
    beforeAll(() => {
      copy = copyContent();
      criminaliseInCopy(copy, "TH", "up to 10 years");
    });
    afterAll(() => copy.remove());

    it("opens with that country's law, its penalty and source, before anything else", () => {
      const { catalog: copied, world: copiedWorld, help } = copy.load();
      const brief = buildBeforeYouGo("taipei-bangkok-night-markets", {
        catalog: copied,
        world: copiedWorld,
        help,
      })!;
      expect(brief.criminalising.map((c) => c.name)).toEqual(["Thailand"]);
      expect(brief.criminalising[0]!.warning).toBe(
        "Thailand criminalises same-sex relations, and the maximum penalty is prison (up to 10 years). A new penal code of November 2026 punishes them. (Example Gazette, published November 20, 2026; read November 25, 2026)",
      );
      expect(brief.countries[0]!.criminalising).toBe(false);

      const mail = beforeYouGoLines(brief, "your booking page");
      const important = mail.findIndex((line) => line.startsWith("IMPORTANT:"));
      expect(mail[important]).toBe(
        "IMPORTANT: same-sex relations are against the law in Thailand, on your route.",
      );
      expect(important).toBeLessThan(mail.indexOf("TAIWAN"));
      expect(mail).toContain(`- ${brief.criminalising[0]!.warning}`);
    });
  });

  it("says of a free-call line that it may not connect from a roaming phone, on the page and in the mail", () => {
    const copy = copyContent();
    try {
      markTollFreeInCopy(copy, "AU", "QLife");
      const brief = buildBeforeYouGo("sydney-mardi-gras-week", copy.load())!;
      expect(brief.countries[0]!.lgbtqHelp[0]).toMatchObject({ name: "QLife", tollFree: true });
      expect(beforeYouGoLines(brief, "your booking page")).toContainEqual(
        expect.stringMatching(
          /^- LGBTQ\+ help: QLife, \+61 1800 184 527: .+ \(free-call: it may not connect from a phone roaming on a foreign network\) \(QLife, [^)]*read November \d+, 2026\)\.$/,
        ),
      );
    } finally {
      copy.remove();
    }
  });

  it("calls out, after the criminal law, the laws that punish visitors where relations are legal", () => {
    const copy = copyContent();
    try {
      restrictInCopy(copy, "TH");
      const brief = buildBeforeYouGo("taipei-bangkok-night-markets", copy.load())!;
      expect(brief.criminalising).toEqual([]);
      expect(brief.restricting.map((c) => c.name)).toEqual(["Thailand"]);
      expect(brief.restricting[0]!.restrictions.map((r) => r.text)).toEqual([
        'Thailand bans LGBTQ+ "propaganda" and Pride marches. A law of November 2026 fines any public display of LGBT symbols and bans Pride. Penalties: fines; foreigners can be expelled. (Example Gazette, published November 21, 2026; read November 25, 2026)',
        "Foreigners found to have HIV can be deported. (Example Gazette, published November 21, 2026; read November 25, 2026)",
      ]);
      // On the page the line drops its citation and links its source instead.
      expect(brief.restricting[0]!.restrictions[0]).toMatchObject({
        plain:
          'Thailand bans LGBTQ+ "propaganda" and Pride marches. A law of November 2026 fines any public display of LGBT symbols and bans Pride. Penalties: fines; foreigners can be expelled.',
        sources: [
          expect.objectContaining({ url: "https://gazette.example/2026/11/propaganda-law" }),
        ],
      });
      const mail = beforeYouGoLines(brief, "your booking page");
      const also = mail.indexOf("ALSO: laws in Thailand can reach visitors.");
      expect(also).toBeGreaterThan(-1);
      expect(also).toBeLessThan(mail.indexOf("TAIWAN"));
      expect(mail).not.toContain("IMPORTANT");
    } finally {
      copy.remove();
    }
  });
});
