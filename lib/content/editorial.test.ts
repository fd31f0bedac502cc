/** The editorial promises the site makes about itself, checked against the content it ships. */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { loadCatalog } from "./catalog";
import { countWords } from "./files";

const catalog = loadCatalog();
const publicDir = path.join(process.cwd(), "public");

describe("destinations and the safety index", () => {
  it("covers at least 24 destinations across at least 5 regions, including the spec's cities", () => {
    expect(catalog.destinations.length).toBeGreaterThanOrEqual(24);
    expect(new Set(catalog.destinations.map((d) => d.region)).size).toBeGreaterThanOrEqual(5);
    const names = catalog.destinations.map((d) => d.name);
    for (const city of ["Tallinn", "Barcelona", "Mykonos", "Amsterdam", "Tel Aviv", "San Francisco", "Provincetown"]) {
      expect(names).toContain(city);
    }
  });

  it("gives every destination 4 to 6 highlights", () => {
    for (const destination of catalog.destinations) {
      expect(destination.highlights.length).toBeGreaterThanOrEqual(4);
      expect(destination.highlights.length).toBeLessThanOrEqual(6);
    }
  });

  it("rests every safety record on at least two dated safety sources and a source per indicator", () => {
    for (const record of catalog.safety.values()) {
      expect(record.sources.length).toBeGreaterThanOrEqual(2);
      expect(record.indicators).toHaveLength(10);
      for (const indicator of record.indicators) expect(indicator.source.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(record.last_reviewed).toMatch(/^20\d{2}-\d{2}-\d{2}$/);
    }
  });
});

describe("packages", () => {
  it("has exactly 18, as the site claims, in at least 5 categories", () => {
    expect(catalog.packages).toHaveLength(18);
    expect(new Set(catalog.packages.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
  });

  it("prices every package within the range the site advertises and outlines every day", () => {
    for (const pkg of catalog.packages) {
      expect(pkg.price).toBeGreaterThanOrEqual(4_500);
      expect(pkg.price).toBeLessThanOrEqual(175_000);
      expect(pkg.itinerary.length).toBeGreaterThan(0);
    }
  });
});

describe("journal", () => {
  it("has exactly 32 articles of 700 to 1,500 words", () => {
    expect(catalog.posts).toHaveLength(32);
    for (const post of catalog.posts) {
      const words = countWords(post.content);
      expect([post.slug, words >= 700 && words <= 1500]).toEqual([post.slug, true]);
    }
  });

  it("features at least 3, spans at least 5 categories, 3 or 4 authors and dates in 2025-2026", () => {
    expect(catalog.posts.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
    expect(new Set(catalog.posts.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    const authors = new Set(catalog.posts.map((p) => p.author));
    expect(authors.size).toBeGreaterThanOrEqual(3);
    expect(authors.size).toBeLessThanOrEqual(4);
    const years = new Set(catalog.posts.map((p) => p.created_at.slice(0, 4)));
    expect([...years].sort()).toEqual(["2025", "2026"]);
  });

  it("links only to pages and articles that exist", () => {
    const slugs = new Set(catalog.posts.map((p) => p.slug));
    const destinations = new Set(catalog.destinations.map((d) => d.slug));
    const packages = new Set(catalog.packages.map((p) => p.id));
    const legal = new Set(catalog.legal.map((d) => d.slug));
    for (const post of catalog.posts) {
      for (const [, href] of post.content.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        const [, kind, slug] = href!.split(/[/#]/);
        const ok =
          (kind === "blog" && slugs.has(slug!)) ||
          (kind === "destinations" && (slug === "safety-method" || slug === "compare" || destinations.has(slug!))) ||
          (kind === "packages" && (!slug || packages.has(slug))) ||
          (kind === "legal" && (!slug || legal.has(slug))) ||
          ["contact", "about", ""].includes(kind!);
        expect([post.slug, href, ok]).toEqual([post.slug, href, true]);
      }
    }
  });
});

describe("legal documents", () => {
  const expected: Record<string, [number, string]> = {
    privacy: [14, "2025-10-18"],
    terms: [20, "2025-10-19"],
    "client-agreement": [15, "2025-10-19"],
    "traveler-conduct": [14, "2025-10-19"],
    "staff-conduct": [13, "2025-10-19"],
    sustainability: [6, "2025-10-19"],
  };

  it("has the six documents with SPEC.md's numbered sections and dates", () => {
    expect(catalog.legal.map((d) => d.slug).sort()).toEqual(Object.keys(expected).sort());
    for (const document of catalog.legal) {
      expect([document.slug, document.numbered_sections, document.updated]).toEqual([
        document.slug,
        ...expected[document.slug]!,
      ]);
    }
  });

  it("states SPEC.md's business constants where they belong", () => {
    const body = (slug: string) => catalog.legal.find((d) => d.slug === slug)!.body;
    expect(body("terms")).toMatch(/\$250 processing fee/);
    expect(body("terms")).toMatch(/\$10,000/);
    expect(body("client-agreement")).toMatch(/\$150/);
    expect(body("client-agreement")).toMatch(/\$500 credit/);
    expect(body("client-agreement")).toMatch(/1\.5%/);
    expect(body("privacy")).toMatch(/7 years|seven years/);
    expect(body("sustainability")).toMatch(/\$20.{1,6}100/);
  });
});

describe("images", () => {
  const images = [
    ...catalog.destinations.map((d) => d.image_url),
    ...catalog.packages.map((p) => p.image_url),
    ...catalog.posts.map((p) => p.featured_image),
    ...catalog.authors.map((a) => a.avatar),
    ...catalog.partners.map((p) => `/images/partners/${p.slug}.svg`),
  ];

  it.each(images)("%s exists and stays under 30 KB", (image) => {
    const file = path.join(publicDir, image);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(30 * 1024);
  });
});
