/**
 * The site agrees with itself: every page repeats the promises of content/site.json in the same
 * terms, sources are dated the way the method says, packages keep what their texts promise, and the
 * event banner has something to announce.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { BALANCE_DUE_DAYS_BEFORE, DEPOSIT_RATE, DEPOSIT_THRESHOLD_DAYS } from "../bookings/money";
import { isBareHomePage } from "./world-baseline";
import { loadCatalog } from "./catalog";

const catalog = loadCatalog();
const { promises, founded } = catalog.site;

/** Every text a reader can meet: journal, legal documents, pages, packages, home cards. */
const contentTexts: [string, string][] = [
  ...catalog.posts.map((post): [string, string] => [
    `journal/${post.slug}`,
    `${post.excerpt}\n${post.content}`,
  ]),
  ...catalog.legal.map((document): [string, string] => [`legal/${document.slug}`, document.body]),
  ["about", catalog.about?.body ?? ""],
  ["safety/methodology", catalog.methodology?.body ?? ""],
  ...catalog.packages.map((pkg): [string, string] => [
    `packages/${pkg.id}`,
    [pkg.description, ...pkg.inclusions, ...pkg.itinerary.map((day) => day.description)].join("\n"),
  ]),
  ...catalog.experiences.map((card): [string, string] => [`experiences/${card.slug}`, card.blurb]),
];

/** The screens' own words: what app/, components/ and the mails say outside content/. */
function sourceTexts(): [string, string][] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
    }
  };
  for (const dir of ["app", "components", "lib/mail"]) walk(path.join(process.cwd(), dir));
  return files.map((file) => [path.relative(process.cwd(), file), readFileSync(file, "utf8")]);
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

describe("the reply-time promise", () => {
  /** A promise about answering an inquiry, not about calls before departure, complaints or trips. */
  const isReplyPromise = (sentence: string) =>
    /within \d+ hours/i.test(sentence) &&
    /\b(inquir|enquir|repl(y|ies)\b|get back to you|contact you)/i.test(sentence) &&
    !/non-emergency|complaint|your return|departure/i.test(sentence);

  it("is stated once, in the site facts, in its own number of hours", () => {
    expect(promises.reply).toContain(`within ${promises.reply_hours} hours`);
    const terms = catalog.legal.find((document) => document.slug === "terms")!.body;
    expect(terms.replace(/\*\*/g, "")).toContain(promises.reply);
  });

  it.each([...contentTexts, ...sourceTexts()])("%s promises the same reply time", (_, text) => {
    for (const sentence of sentencesOf(text).filter(isReplyPromise)) {
      const hours = Number(/within (\d+) hours/i.exec(sentence)![1]);
      expect([sentence, hours]).toEqual([sentence, promises.reply_hours]);
    }
  });
});

describe("the flight-offset policy", () => {
  const includedIn = catalog.packages.filter((pkg) =>
    pkg.inclusions.some((inclusion) => /offset/i.test(inclusion)),
  );

  it("names exactly the packages whose price includes the offset", () => {
    expect(includedIn.length).toBeGreaterThan(0);
    const named = catalog.packages.filter((pkg) => promises.flight_offsets.includes(pkg.name));
    expect(named.map((pkg) => pkg.id).sort()).toEqual(includedIn.map((pkg) => pkg.id).sort());
  });

  it("is quoted in the site's words where the journal explains offsets", () => {
    const article = catalog.posts.find((post) => post.slug === "carbon-offsets-honestly")!;
    expect(article.content).toContain(promises.flight_offsets);
  });

  /** Where we speak of offsetting the flights, the offset is offered and the traveler chooses. */
  it.each(contentTexts)("%s never says every package's flights are offset", (name, text) => {
    // A package that includes the offset says so in its own inclusions.
    if (includedIn.some((pkg) => name === `packages/${pkg.id}`)) return;
    for (const sentence of sentencesOf(text)) {
      if (!/\boffset/i.test(sentence) || !/\bflights?\b/i.test(sentence)) continue;
      // A statement of our policy, not a general remark about what offsets do.
      if (!/\bpackages?\b|\bwe offset\b/i.test(sentence)) continue;
      const keepsPolicy =
        /\boffer(ed|s)?\b|\bchoose/i.test(sentence) ||
        includedIn.some((pkg) => sentence.includes(pkg.name));
      expect([sentence, keepsPolicy]).toEqual([sentence, true]);
    }
  });
});

describe("package deposits", () => {
  it("are described in the terms as the checkout charges them", () => {
    const terms = catalog.legal.find((document) => document.slug === "terms")?.body ?? "";
    const rule = sentencesOf(terms).find(
      (sentence) => /fixed-price package/i.test(sentence) && /deposit/i.test(sentence),
    );
    expect(rule).toContain(`more than ${DEPOSIT_THRESHOLD_DAYS} days away`);
    expect(rule).toContain(`${DEPOSIT_RATE * 100}% of the total`);
    expect(rule).toContain(`${BALANCE_DUE_DAYS_BEFORE} days before departure`);
    expect(rule).toContain(`${DEPOSIT_THRESHOLD_DAYS} days away or nearer is paid in full`);
  });
});

describe("passport validity", () => {
  it("calls six months our rule wherever the journal states it", () => {
    for (const post of catalog.posts) {
      for (const sentence of sentencesOf(post.content)) {
        if (!/(six|6) months/i.test(sentence) || !/passport/i.test(sentence)) continue;
        expect([post.slug, sentence, /\b(we|our|us)\b/i.test(sentence)]).toEqual([
          post.slug,
          sentence,
          true,
        ]);
      }
    }
  });
});

describe("sizes and durations", () => {
  const duration = /\b\d*\s*(hours?|days?|nights?|weeks?|months?)\b/i;

  it("keeps durations out of every group size and capacity label", () => {
    for (const pkg of catalog.packages) {
      expect([pkg.id, duration.test(pkg.group_size)]).toEqual([pkg.id, false]);
    }
    for (const card of catalog.experiences) {
      if (card.capacity_label === undefined) continue;
      expect([card.slug, duration.test(card.capacity_label)]).toEqual([card.slug, false]);
    }
  });

  it("gives a card's duration label the days of the package it leads to", () => {
    for (const card of catalog.experiences) {
      if (card.duration_label === undefined) continue;
      const pkg = catalog.packages.find((candidate) => candidate.id === card.package)!;
      expect(Number(/(\d+) days?/.exec(card.duration_label)?.[1])).toBe(pkg.duration_days);
    }
  });

  it("gives in a card's blurb only the days of the package it leads to", () => {
    const words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    const number = (word: string) =>
      /^\d+$/.test(word)
        ? Number(word)
        : words.indexOf(word.toLowerCase()) + 1 ||
          ["eleven", "twelve", "thirteen", "fourteen"].indexOf(word.toLowerCase()) + 11;
    for (const card of catalog.experiences) {
      const pkg = catalog.packages.find((candidate) => candidate.id === card.package)!;
      for (const [, days] of card.blurb.matchAll(/\b(\w+) days\b/gi)) {
        expect([card.slug, days, number(days!)]).toEqual([card.slug, days, pkg.duration_days]);
      }
      // A range ("11-14 days") is not a package's length.
      expect([card.slug, /\d+\s*[-–]\s*\d+ days/.test(card.blurb)]).toEqual([card.slug, false]);
    }
  });
});

describe("one fact everywhere", () => {
  /** Every reader-facing text, with the destinations' pages and safety notes. */
  const everyText: [string, string][] = [
    ...contentTexts,
    ...catalog.destinations.map((d): [string, string] => [
      `destinations/${d.id}`,
      [d.description, ...d.highlights, d.best_time_to_visit].join("\n"),
    ]),
    ...[...catalog.safety.values()].map((record): [string, string] => [
      `safety/${record.destination_id}`,
      record.notes,
    ]),
  ];
  const sentences = everyText.flatMap(([where, text]) =>
    sentencesOf(text.replace(/\*\*/g, "")).map((sentence): [string, string] => [where, sentence]),
  );

  it("gives the northern lights one season, September to March", () => {
    for (const [where, sentence] of sentences) {
      if (!/northern lights|aurora/i.test(sentence)) continue;
      for (const [, last] of sentence.matchAll(/September (?:to|and) (\w+)/g)) {
        expect([where, last]).toEqual([where, "March"]);
      }
    }
  });

  it.each([
    ["Reykjav[ií]k Pride", "August", "early August"],
    ["Vallarta Pride", "May", "late May"],
  ])("gives %s one time of year", (pride, month, when) => {
    for (const [where, sentence] of sentences) {
      // A sentence that names the Pride and its month gives the same part of the month.
      if (!new RegExp(pride).test(sentence) || !sentence.includes(month)) continue;
      const part = new RegExp(`(early|mid|late|early or mid)[- ]${month}`).exec(sentence)?.[0];
      expect([where, sentence, part]).toEqual([where, sentence, when]);
    }
  });

  it("gives a destination's easiest season as its best time to visit", () => {
    for (const destination of catalog.destinations) {
      const notes = catalog.safety.get(destination.id)?.notes ?? "";
      const season = /(\w+ to \w+) is the easiest season/.exec(notes)?.[1];
      if (season === undefined) continue;
      expect([destination.id, season]).toEqual([destination.id, destination.best_time_to_visit]);
    }
  });

  it("states a custom trip's cancellation as the client agreement does", () => {
    for (const [where, sentence] of sentences) {
      if (!where.startsWith("journal/")) continue;
      // More than 60 days out a custom trip keeps the planning fee too; only a package does not.
      if (/\$250 processing fee/.test(sentence)) {
        expect([where, sentence, /planning fee|package/.test(sentence)]).toEqual([
          where,
          sentence,
          true,
        ]);
      }
      // The half refund between 30 and 60 days is less supplier costs we cannot recover.
      if (/50 percent/.test(sentence) && /\b(30 and 60|60 and 30|30 to 60) days/.test(sentence)) {
        expect([where, sentence, /supplier costs/.test(sentence)]).toEqual([where, sentence, true]);
      }
    }
  });

  it("lets minors travel only with a parent or legal guardian, as the terms do", () => {
    const terms = catalog.legal.find((document) => document.slug === "terms")!.body;
    expect(terms).toContain("accompanied by a parent or legal guardian who is 18 or older");
    for (const [where, sentence] of sentences) {
      // A sentence on another adult taking a child says that they cannot.
      if (!/\b(grandparents?|aunts?|uncles?|family friends?)\b/i.test(sentence)) continue;
      if (!/\b(child|children|minors?)\b/i.test(sentence)) continue;
      expect([where, sentence, /\b(cannot|can't|may not)\b/.test(sentence)]).toEqual([
        where,
        sentence,
        true,
      ]);
    }
  });
});

describe("source dates", () => {
  it("reads every source on or before the record's review and not before the agency existed", () => {
    for (const record of catalog.safety.values()) {
      // A survey is dated by the end of the year it was conducted, as the method says, not read.
      const sources = [
        ...record.indicators.map((indicator) => indicator.source),
        ...record.sources.filter((source) => source.url !== record.survey?.url),
      ];
      for (const source of sources) {
        const readOk =
          source.as_of <= record.last_reviewed && Number(source.as_of.slice(0, 4)) >= founded;
        expect([record.destination_id, source.url, source.as_of, readOk]).toEqual([
          record.destination_id,
          source.url,
          source.as_of,
          true,
        ]);
      }
    }
    for (const event of catalog.events) {
      expect(Number(event.dates_source.as_of.slice(0, 4))).toBeGreaterThanOrEqual(founded);
    }
  });
});

describe("package promises", () => {
  /**
   * Places and events our texts name. A package text, or a journal sentence that links to a package,
   * may name one only if the package's itinerary names it too.
   */
  const named = [
    ...catalog.destinations.map((destination) => destination.name),
    ...["Fair Day", "Mardi Gras", "Canal Parade", "Carnival"],
    ...["Antiparos", "Despotiko", "Naxos", "Delos", "Rhenia", "Syros", "Paros", "Koufonisia"],
    ...["Haarlem", "Zandvoort", "Blue Mountains", "Bondi", "Watsons Bay", "Schöneberg"],
    ...["Gozo", "Comino", "Franschhoek", "Stellenbosch", "Hermanus", "Joshua Tree", "Big Sur"],
    ...["Drake Passage", "Antarctic Peninsula", "Ushuaia", "Falkland", "South Georgia"],
    ...["Jökulsárlón", "Golden Circle", "Snæfellsnes", "Sintra", "Porto", "Seville", "Madrid"],
    ...["Riga", "Stockholm", "Helsinki", "Vilnius", "Teotihuacan", "Oaxaca", "Sayulita"],
    ...["Jiufen", "Chiang Mai", "Quebec City", "Hudson Valley", "Catskills", "Fire Island"],
  ];
  const mentions = (text: string) => named.filter((name) => text.includes(name));
  /** What a package holds: its itinerary, and the destinations it is sold for. */
  const itineraryOf = (id: string) => {
    const pkg = catalog.packages.find((candidate) => candidate.id === id)!;
    const places = catalog.destinations.filter((d) => pkg.destination_ids.includes(d.id));
    return [
      ...pkg.itinerary.map((day) => `${day.title} ${day.description}`),
      ...places.map((place) => place.name),
    ].join(" ");
  };

  it.each(catalog.packages.map((pkg) => [pkg.id, pkg] as const))(
    "%s names in its description and inclusions only what its itinerary holds",
    (id, pkg) => {
      const itinerary = itineraryOf(id);
      for (const name of mentions([pkg.description, ...pkg.inclusions].join(" "))) {
        expect([id, name, itinerary.includes(name)]).toEqual([id, name, true]);
      }
    },
  );

  it("names in a journal sentence that links to a package only what that package's itinerary holds", () => {
    for (const post of catalog.posts) {
      for (const sentence of sentencesOf(post.content)) {
        for (const [link, id] of sentence.matchAll(/\[[^\]]*\]\(\/packages#([a-z0-9-]+)\)/g)) {
          const itinerary = itineraryOf(id!);
          const rest = sentence.replace(link, "");
          for (const name of mentions(rest)) {
            expect([post.slug, id, name, itinerary.includes(name)]).toEqual([
              post.slug,
              id,
              name,
              true,
            ]);
          }
        }
      }
    }
  });
});

describe("the event banner", () => {
  it("has at least one event still to come, each with a page confirming its dates", () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(catalog.events.filter((event) => event.ends >= today).length).toBeGreaterThan(0);
    for (const event of catalog.events) {
      expect(event.starts <= event.ends).toBe(true);
      expect(event.dates_source.url).toMatch(/^https:\/\/[^/]+\/./);
    }
  });
});

describe("source addresses", () => {
  /** Every object in a content file that cites a source: a URL with the date read, or a survey. */
  function citedUrls(): [string, string][] {
    const found: [string, string][] = [];
    const visit = (file: string, value: unknown) => {
      if (Array.isArray(value)) value.forEach((item) => visit(file, item));
      else if (value && typeof value === "object") {
        const record = value as Record<string, unknown>;
        // A page read (its date read), a survey, or a generic source a claim was compiled from.
        if (
          typeof record.url === "string" &&
          ["as_of", "read", "percent_accepting", "about"].some((key) => key in record)
        )
          found.push([file, record.url]);
        Object.values(record).forEach((item) => visit(file, item));
      }
    };
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name.endsWith(".json")) {
          visit(path.relative(process.cwd(), full), JSON.parse(readFileSync(full, "utf8")));
        }
      }
    };
    walk(path.join(process.cwd(), "content"));
    return found;
  }

  it("cites the page that states a claim, not a bare home page", () => {
    const cited = citedUrls();
    expect(cited.length).toBeGreaterThan(100);
    for (const [file, url] of cited) {
      // Our own pages are cited by path ("/destinations/safety-method").
      expect([file, url, isBareHomePage(url)]).toEqual([file, url, false]);
    }
  });
});
