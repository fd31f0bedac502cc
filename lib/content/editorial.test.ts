/** The editorial promises the site makes about itself, checked against the content it ships. */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { loadCatalog } from "./catalog";
import { countWords } from "./files";
import type { LegalIndicator } from "../contract/safety";

const catalog = loadCatalog();
const publicDir = path.join(process.cwd(), "public");

describe("destinations and the safety index", () => {
  it("covers at least 24 destinations across at least 5 regions, including the spec's cities", () => {
    expect(catalog.destinations.length).toBeGreaterThanOrEqual(24);
    expect(new Set(catalog.destinations.map((d) => d.region)).size).toBeGreaterThanOrEqual(5);
    const names = catalog.destinations.map((d) => d.name);
    for (const city of [
      "Tallinn",
      "Barcelona",
      "Mykonos",
      "Amsterdam",
      "Tel Aviv",
      "San Francisco",
      "Provincetown",
    ]) {
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
      for (const indicator of record.indicators)
        expect(indicator.source.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(record.last_reviewed).toMatch(/^20\d{2}-\d{2}-\d{2}$/);
    }
  });
});

describe("the year each legal indicator took effect", () => {
  /** Indicators phrased as an absence: a "yes" records that no restriction was ever enacted, so no year exists. */
  const absences = new Set([
    "no_propaganda_law",
    "no_assembly_restrictions",
    "no_hiv_entry_restrictions",
  ]);

  /**
   * The rule of content/safety/methodology.md: a "yes" or "partial" rests on a law, ruling or rule, and records the
   * year it took effect. The only exceptions are the cases where nothing was ever enacted, and the detail says so:
   * an absence indicator at "yes", a country that never criminalised same-sex relations, and an X-marker "partial"
   * because the country has no rule on foreign X-marker passports at all.
   */
  const mayLackYear = (indicator: LegalIndicator) =>
    indicator.status === "no" ||
    (absences.has(indicator.key) && indicator.status === "yes") ||
    (indicator.key === "decriminalised" && /never criminali[sz]ed/.test(indicator.detail)) ||
    (indicator.key === "x_marker_entry" &&
      indicator.status === "partial" &&
      /not formally addressed|no formal policy/.test(indicator.detail));

  it("dates every protection that rests on a law, ruling or rule", () => {
    for (const record of catalog.safety.values()) {
      for (const indicator of record.indicators) {
        if (mayLackYear(indicator)) continue;
        expect([record.destination_id, indicator.key, typeof indicator.since]).toEqual([
          record.destination_id,
          indicator.key,
          "number",
        ]);
      }
    }
  });

  it("never dates a protection after the record's last review", () => {
    for (const record of catalog.safety.values()) {
      const reviewed = Number(record.last_reviewed.slice(0, 4));
      for (const indicator of record.indicators) {
        if (indicator.since !== null) expect(indicator.since).toBeLessThanOrEqual(reviewed);
      }
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
          (kind === "destinations" &&
            (slug === "safety-method" || slug === "compare" || destinations.has(slug!))) ||
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

  it("has the six documents with the site's numbered sections and dates", () => {
    expect(catalog.legal.map((d) => d.slug).sort()).toEqual(Object.keys(expected).sort());
    for (const document of catalog.legal) {
      expect([document.slug, document.numbered_sections, document.updated]).toEqual([
        document.slug,
        ...expected[document.slug]!,
      ]);
    }
  });

  /** Each document's body as a reader sees it: placeholders filled, bold markers removed. */
  const text = (slug: string) =>
    catalog.legal.find((d) => d.slug === slug)!.body.replace(/\*\*/g, "");

  /** The business constants each document states (and the privacy data), document by document. */
  const constants: [string, string, RegExp][] = [
    ["terms", "prices in USD", /All prices are in US dollars \(USD\)/],
    [
      "terms",
      "full payment 30 days before travel",
      /Full payment is typically due 30 days before travel/,
    ],
    ["terms", "payment plans over $5,000", /Payment plans are available for packages over \$5,000/],
    [
      "terms",
      "60+ days: refund minus $250",
      /More than 60 days before travel \| A full refund, minus a \$250 processing fee/,
    ],
    ["terms", "30-60 days: 50% refund", /30 to 60 days before travel \| A 50% refund/],
    [
      "terms",
      "under 30 days: credit",
      /Fewer than 30 days before travel \| No refund, but a credit toward a future booking/,
    ],
    ["terms", "credit valid 12 months", /within 12 months of its issue/],
    [
      "terms",
      "provider cancels: refund plus $500",
      /full refund of everything you paid us, plus a \$500 credit/,
    ],
    // The site's one reply promise (24 hours) meets the 48 hours the terms once allowed.
    ["terms", "inquiries answered within 24 hours", /reply to every inquiry within 24 hours/],
    ["terms", "arbitration over $10,000", /Disputes over \$10,000 may[^.]*arbitration/],
    [
      "terms",
      "small claims for smaller disputes",
      /Disputes of \$10,000 or less may be brought in small claims court/,
    ],
    ["terms", "New Hampshire law", /governed by the laws of the State of New Hampshire/],
    [
      "terms",
      "changes posted 30 days ahead",
      /post changes on this page 30 days before they take effect/,
    ],
    ["terms", "18 or older to book alone", /You must be 18 or older to book with us on your own/],
    [
      "terms",
      "passport valid 6 months",
      /passport must be valid for at least 6 months beyond your travel dates/,
    ],
    [
      "terms",
      "insurance required abroad",
      /Travel insurance is required for every international trip and recommended for domestic travel/,
    ],
    ["terms", "waiver if insurance declined", /sign a waiver/],
    [
      "terms",
      "free 30-60 minute consultation",
      /first consultation is free, lasts 30 to 60 minutes/,
    ],
    ["privacy", "booking data kept 7 years", /kept for 7 years after your trip/],
    ["privacy", "changes announced 30 days ahead", /30 days before it takes effect/],
    ["privacy", "no sale of personal data", /We do not sell your personal information/],
    ["client-agreement", "deposit 25-50%", /Deposit: typically 25% to 50% of the total trip cost/],
    ["client-agreement", "balance 30 days before travel", /Balance: due 30 days before travel/],
    ["client-agreement", "first consultation free", /first consultation is free/],
    ["client-agreement", "then $150 an hour", /\$150 per hour/],
    ["client-agreement", "planning fee $500-$2,500", /Planning fee: \$500 to \$2,500/],
    [
      "client-agreement",
      "booking fee 10-15% or flat",
      /Booking fee: 10% to 15% of the trip cost, or a flat rate/,
    ],
    ["client-agreement", "rush surcharge 25%", /Rush surcharge: 25%[^.]*within 30 days of travel/],
    ["client-agreement", "change fee $150", /Change fee: \$150 per change/],
    [
      "client-agreement",
      "late payment $50 plus 1.5%",
      /late payment fee of \$50 applies, plus interest of 1\.5% per month/,
    ],
    [
      "client-agreement",
      "60+ days: planning fee plus $250",
      /More than 60 days before travel \| We keep the planning fee plus a \$250 processing fee/,
    ],
    [
      "client-agreement",
      "30-60 days: 50% minus vendor costs",
      /30 to 60 days before travel \| We refund 50% of the total you have paid, minus supplier costs/,
    ],
    [
      "client-agreement",
      "under 30 days: credit for 12 months",
      /Fewer than 30 days before travel \| No refund; we issue a credit[^|]*valid for 12 months/,
    ],
    ["client-agreement", "no-show: nothing", /No-show without notice \| No refund or credit/],
    [
      "client-agreement",
      "provider cancels: refund plus $500",
      /full refund of everything you have paid us, plus a \$500 credit/,
    ],
    [
      "client-agreement",
      "check-in call 48 hours before",
      /Final check-in call: 48 hours before departure/,
    ],
    [
      "client-agreement",
      "12-hour replies while traveling",
      /non-emergency messages within 12 hours/,
    ],
    ["client-agreement", "emergency line 24/7", /answered 24 hours a day, 7 days a week/],
    ["client-agreement", "follow-up within 48 hours of return", /Within 48 hours of your return/],
    [
      "client-agreement",
      "complaints within 72 hours",
      /respond to every complaint within 72 hours/,
    ],
    [
      "traveler-conduct",
      "respect, never out, ask before photos",
      /Respect local people, staff and your fellow travel+ers\. Never out anyone\. Ask before you photograph someone\./,
    ],
    ["traveler-conduct", "prohibited behaviors mean removal", /will lead to immediate removal/],
    ...[
      "Violence",
      "Sexual harassment",
      "Hate speech",
      "Illegal activity",
      "Intentional damage",
      "Extreme intoxication",
      "Disruption",
    ].map((behavior): [string, string, RegExp] => [
      "traveler-conduct",
      `prohibits ${behavior.toLowerCase()}`,
      new RegExp(`- ${behavior}`),
    ]),
    [
      "traveler-conduct",
      "minor: warning and conversation",
      /\| Minor \|[^\n]*\| A warning and a private conversation/,
    ],
    [
      "traveler-conduct",
      "moderate: written warning, removal, privileges",
      /\| Moderate \|[^\n]*\| A written warning, possible removal from group activities, and loss of privileges/,
    ],
    [
      "traveler-conduct",
      "severe: removal, no refund, ban, authorities",
      /\| Severe \|[^\n]*Immediate removal from the trip with no refund, a possible ban from future bookings[^\n]*local authorities/,
    ],
    [
      "traveler-conduct",
      "report to the trip leader or emergency line",
      /speak to your trip leader or call our 24\/7 emergency line/,
    ],
    [
      "traveler-conduct",
      "report by e-mail after travel",
      new RegExp(
        `After your trip, email ${catalog.site.contact.conduct_email.replace(".", "\\.")}`,
      ),
    ],
    [
      "traveler-conduct",
      "report without a name on the website",
      /Without giving your name, through the "Send us an enquiry" form on our \[contact page\]\(\/contact\)/,
    ],
    [
      "traveler-conduct",
      "continued booking accepts updates",
      /If you continue to book with us after an update, you accept the updated code/,
    ],
    ["staff-conduct", "pronouns and chosen names", /Always ask for pronouns and use chosen names/],
    ["staff-conduct", "confidential client data", /confidential/],
    [
      "staff-conduct",
      "no relationships with clients",
      /No romantic or sexual relationships with current clients/,
    ],
    ["staff-conduct", "no kickbacks", /No kickbacks/],
    ["staff-conduct", "disclose all fees", /Disclose all fees/],
    ["staff-conduct", "quarterly training", /quarterly training/],
    ["staff-conduct", "annual acknowledgment", /acknowledges it again every year/],
    [
      "staff-conduct",
      "new hires trained first",
      /New hires are trained before their first client contact/,
    ],
    [
      "staff-conduct",
      "24-hour replies, sooner if urgent",
      /Respond to client inquiries within 24 hours, and sooner when a matter is urgent/,
    ],
    ["staff-conduct", "24/7 emergency response", /We provide 24\/7 emergency response/],
    [
      "staff-conduct",
      "minor: coaching, training, warning",
      /\| Minor \|[^\n]*\| Coaching, further training or a written warning/,
    ],
    [
      "staff-conduct",
      "moderate: suspension, probation, duties",
      /\| Moderate \|[^\n]*\| Suspension, probation, or loss of client-facing duties/,
    ],
    [
      "staff-conduct",
      "severe: termination, legal action",
      /\| Severe \|[^\n]*\| Termination and possible legal action/,
    ],
    [
      "sustainability",
      "offsets $20-$100 for package flights",
      /offered at booking for all flights in a package, typically \$20 to \$100 depending on distance/,
    ],
    [
      "sustainability",
      "offsets ground transport and operations",
      /offset the ground transport we arrange and our own operations/,
    ],
    [
      "sustainability",
      "no animal riding or captive dolphins",
      /Animal riding, swimming with captive dolphins and facilities that exploit animals are never acceptable/,
    ],
    ["sustainability", "annual report", /sustainability report every year/],
    [
      "sustainability",
      "greenwashing contact",
      new RegExp(
        `greenwashing[^.]*write to ${catalog.site.contact.sustainability_email.replace(".", "\\.")}`,
      ),
    ],
  ];

  it.each(constants)("%s states %s", (slug, _constant, pattern) => {
    expect(text(slug)).toMatch(pattern);
  });

  it("lists every kind of data the privacy policy covers", () => {
    const kinds = [
      "chosen name and your legal name",
      "pronouns",
      "contact details",
      "travel preferences and accessibility needs",
      "payment information",
      "emergency contact",
      "booking history",
      "destination interests and safety priorities",
      "dietary needs and allergies",
      "special accommodations",
      "ip address",
      "device and browser",
      "cookies",
      "usage analytics",
    ];
    const privacy = text("privacy").toLowerCase();
    for (const kind of kinds) expect([kind, privacy.includes(kind)]).toEqual([kind, true]);
  });
});

describe("the site's claims about itself", () => {
  it("links only to social accounts the agency really has (none yet, or example addresses)", () => {
    for (const link of catalog.site.social)
      expect(new URL(link.url).hostname).toMatch(/\.example$/);
  });

  it("describes partners as organisations we support or recommend, never as memberships", () => {
    for (const partner of catalog.partners) expect(partner.description).not.toMatch(/\bmember\b/i);
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
