/**
 * One reading of a visitor's question, shared by the four agents and the recommendations: which
 * places (our destinations, any country or city of the world baseline, by everyday name or with a
 * misspelling), which packages, what the visitor wants to know and for whom. A follow-up that
 * names nothing ("and in winter?") takes its places and packages from the visitor's earlier messages.
 */
import type { ChatMessage, Destination, TravelPackage } from "../../contract";
import type { LegalIndicatorKey } from "../../contract/safety";
import type { Catalog } from "../../content/catalog";
import {
  findCountryBaseline,
  listCountryBaselines,
  type CountryBaseline,
} from "../../content/world-baseline";
import { perCatalog } from "../knowledge/cache";
import { destinationsNamedIn } from "../knowledge/destinations";
import { knowledgeOf } from "../knowledge/retrieval";
import { monthsMentioned } from "../knowledge/seasons";
import { containsPhrase, escapeRegExp, normalize, wordsOf } from "../knowledge/text";
import { nationalCurrency, topicsOf, type PolicyTopic } from "../local/policy-topics";
import {
  asksForLocalHelp,
  concernsIn,
  lawsIn,
  travelersIn,
  withoutHeldDocuments,
  type Concern,
  type TravelerKind,
} from "./concerns";
import { refusedMention } from "./refusal";
import { spellerOf } from "./spelling";

/** A place the visitor named: one of our destinations, or a country or city we do not cover. */
export interface Place {
  /** As the visitor would read it: "Tel Aviv", "Dubai", "Jamaica". */
  name: string;
  destination?: Destination;
  /** The country's legal baseline, when the world baseline holds it. */
  country?: CountryBaseline;
  /** Our destinations in the same country, for a city or country we don't cover by that name. */
  nearby: Destination[];
  /** The quarter or sight of the destination the visitor named instead of it ("Hell's Kitchen"). */
  via?: string;
}

export interface Understanding {
  /** The question, normalized and spelling-corrected. */
  text: string;
  places: Place[];
  packages: TravelPackage[];
  concerns: Set<Concern>;
  travelers: Set<TravelerKind>;
  /** Policy topics, only when the question is about a policy. */
  topics: PolicyTopic[];
  /** The laws asked about ("can we marry there?"), as a safety record's legal indicators. */
  laws: LegalIndicatorKey[];
  months: Set<number>;
  /** Places, packages or concerns were carried over from the visitor's earlier messages. */
  followUp: boolean;
  /** The earlier message places or packages were carried over from, as corrected. */
  earlier?: string;
}

/** The country of one of our destinations, from the world baseline. */
export function countryOf(destination: Destination): CountryBaseline | undefined {
  return findCountryBaseline(destination.country);
}

interface PackageNames {
  pkg: TravelPackage;
  /** Words of the package's name that point to it: rare in our content and in no other name. */
  telling: string[];
  words: string[];
  /** The places its name joins ("Montreal to New York", "Malta and Gozo"), as words. */
  places: string[];
}

/**
 * The words that name a package: a word of its name (or of the home page card that sells it) that
 * is not a place, appears in no other package's name and in few passages of our content names it
 * alone ("Antarctic"); two of its name words together name it too ("private jet").
 */
const packageNamesOf = perCatalog("package-names", (catalog: Catalog): PackageNames[] => {
  const placeWords = new Set(
    [
      ...catalog.destinations.flatMap((d) => [d.name, d.country, d.region]),
      ...listCountryBaselines().flatMap((c) => [c.name, ...c.aliases]),
    ].flatMap((name) => wordsOf(name)),
  );
  const passages = knowledgeOf(catalog).passages.map((p) => ` ${wordsOf(p.text).join(" ")} `);
  const spread = (word: string) => passages.filter((p) => p.includes(` ${word} `)).length;
  const namesOf = (pkg: TravelPackage) => [
    pkg.name,
    ...catalog.experiences.filter((e) => e.package === pkg.id).map((e) => e.title),
  ];
  const wordsByPackage = catalog.packages.map((pkg) => ({
    pkg,
    words: [...new Set(namesOf(pkg).flatMap((name) => wordsOf(name)))].filter(
      (word) => !placeWords.has(word),
    ),
  }));
  return wordsByPackage.map(({ pkg, words }) => ({
    pkg,
    words,
    places: [...new Set(wordsOf(pkg.name))].filter((word) => placeWords.has(word)),
    telling: words.filter(
      (word) =>
        word.length >= 5 &&
        wordsByPackage.every((other) => other.pkg === pkg || !other.words.includes(word)) &&
        spread(word) <= 4,
    ),
  }));
});

/** A trip asked about as one: "the Malta Gozo trip", "when does Montreal to New York run?" */
const asksTrip =
  /\b(trips?|packages?|tours?|cruises?|week|journey|itinerary|depart\w*|run|runs|cost|costs|price|how much|train|rail|yacht|sailing)\b/;

/** "antarctica" for "antarctic": one word the other's start, differing by a letter or two. */
const nearWord = (a: string, b: string) =>
  a === b ||
  (Math.min(a.length, b.length) >= 7 &&
    Math.abs(a.length - b.length) <= 2 &&
    (a.startsWith(b) || b.startsWith(a)));

function packagesNamedIn(catalog: Catalog, text: string): TravelPackage[] {
  const words = new Set(wordsOf(text));
  const trip = asksTrip.test(text);
  const named = new Set(destinationsNamedIn(catalog, text).map((d) => d.id));
  const found = packageNamesOf(catalog).map(({ pkg, telling, words: nameWords, places }) => ({
    pkg,
    byName:
      containsPhrase(text, pkg.name) ||
      telling.some((word) => [...words].some((asked) => nearWord(asked, word))) ||
      nameWords.filter((word) => words.has(word)).length >= 2,
    // Asked about as a trip, with every place its name joins and two words of its name
    // ("the Malta Gozo trip", "when does Montreal to New York run?").
    byPlaces:
      trip &&
      places.length > 0 &&
      places.every((word) => words.has(word)) &&
      wordsOf(pkg.name).filter((word) => words.has(word)).length >= 2,
    // A trip between two or more of our places, each named however ("Montreal to NYC", "the
    // pride train from Amsterdam to Berlin").
    byRoute:
      trip && pkg.destination_ids.length >= 2 && pkg.destination_ids.every((id) => named.has(id)),
  }));
  // A route named in full is that trip, not another that shares one of its places.
  const routes = found.filter((f) => f.byRoute);
  return found
    .filter(
      (f) =>
        f.byName ||
        f.byRoute ||
        (f.byPlaces &&
          !routes.some((route) =>
            f.pkg.destination_ids.every((id) => route.pkg.destination_ids.includes(id)),
          )),
    )
    .map(({ pkg }) => pkg);
}

/**
 * Every name of the world baseline, longest first, for finding several countries in one text. A
 * name two countries share ("Congo") comes once for each, so a question using it gets both.
 */
const worldNames = perCatalog("world-names", () =>
  listCountryBaselines()
    .flatMap((country) =>
      [country.name, ...country.aliases, ...country.cities, ...(country.shared_names ?? [])].map(
        (name) => ({
          name,
          key: normalize(name),
          country,
          isCity: country.cities.includes(name),
        }),
      ),
    )
    .filter(({ key }) => key.length > 2)
    .sort((a, b) => b.key.length - a.key.length),
);

/**
 * The quarters, streets and sights one destination's own page and record name, and no other's
 * ("Hell's Kitchen", "Zona Rosa", "De Waterkant", "Table Mountain"): two or more capitalised words,
 * none a country, city or region of the world baseline, a month or a weekday, nor an event or a
 * law ("Canal Parade", "Human Rights Act"), which the place does not own.
 */
const districtsOf = perCatalog("districts", (catalog: Catalog) => {
  const world = new Set(worldNames(catalog).map(({ key }) => key));
  const regions = new Set(catalog.destinations.map((d) => normalize(d.region)));
  const owners = new Map<string, Set<Destination>>();
  for (const d of catalog.destinations) {
    const record = catalog.safety.get(d.id);
    const text = [
      d.description,
      ...d.highlights,
      record?.notes ?? "",
      record?.trans_notes ?? "",
    ].join(". ");
    const phrases =
      text.match(
        /\b\p{Lu}[\p{L}’'-]+(?:\s(?:de |del |da |do |la |el |of |the )?\p{Lu}[\p{L}’'-]+){1,3}/gu,
      ) ?? [];
    for (const phrase of phrases) {
      const key = normalize(phrase.replace(/['’]s$/, ""));
      if (
        world.has(key) ||
        regions.has(key) ||
        monthsMentioned(key).size > 0 ||
        /\b(pride|festival|parade|march|carnival|mardi gras|fair|day|games|gala|ball|party|show|race|week|act|law|laws|commission|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(
          key,
        ) ||
        catalog.destinations.some((other) => normalize(other.name) === key)
      )
        continue;
      if (!owners.has(key)) owners.set(key, new Set());
      owners.get(key)!.add(d);
    }
  }
  return [...owners].flatMap(([key, ds]) =>
    ds.size === 1 ? [{ key, destination: [...ds][0]! }] : [],
  );
});

function placesNamedIn(catalog: Catalog, text: string, original: string): Place[] {
  const places: Place[] = [];
  const named = destinationsNamedIn(catalog, text);
  // A quarter or sight of one of our places, named without it ("the bars in Hell's Kitchen").
  // "hells kitchen" names Hell's Kitchen: apostrophes are left out on both sides.
  const bare = (phrase: string) => phrase.replace(/['’]/g, "");
  const districts =
    named.length > 0
      ? []
      : districtsOf(catalog).filter(({ key }) => containsPhrase(bare(text), bare(key)));
  const destinations =
    named.length > 0 ? named : [...new Set(districts.map(({ destination }) => destination))];
  let rest = ` ${text.replace(/[^a-z0-9]+/g, " ")} `;
  for (const destination of destinations) {
    const via = districts.find((district) => district.destination === destination)?.key;
    places.push({
      name: destination.name,
      destination,
      country: countryOf(destination),
      nearby: [],
      ...(via ? { via } : {}),
    });
    for (const name of [destination.name, destination.id.replace(/-/g, " ")])
      rest = rest.replaceAll(` ${normalize(name).replace(/[^a-z0-9]+/g, " ")} `, " ");
  }
  const speller = spellerOf(catalog);
  const capitalised = new Set(
    (original.match(/\p{Lu}[\p{L}'’-]*/gu) ?? []).map((word) => normalize(word)),
  );
  const matched: string[] = [];
  // What the destinations named say of themselves: "Little Venice" is a quarter of Mykonos, and
  // names no Venice when Mykonos is asked about.
  const localNames = ` ${destinations
    .map((d) => {
      const record = catalog.safety.get(d.id);
      return normalize(`${d.description} ${d.highlights.join(" ")} ${record?.notes ?? ""}`);
    })
    .join(" ")
    .replace(/[^a-z0-9]+/g, " ")} `;
  for (const { name, key, country, isCity } of worldNames(catalog)) {
    const phrase = ` ${key.replace(/[^a-z0-9]+/g, " ")} `;
    // A shared name already found for one country (names of one length come together) is the other's too.
    if (!rest.includes(phrase) && !matched.includes(name)) continue;
    // Inside a longer name a destination asked about uses ("little venice"), it is that place's.
    const before = rest.slice(0, rest.indexOf(phrase)).trim().split(" ").at(-1);
    if (before && localNames.includes(` ${before}${phrase}`)) {
      rest = rest.replaceAll(phrase, " ");
      continue;
    }
    // A name that is also an everyday word ("Malé" and "male") counts only when capitalised.
    if (!key.includes(" ") && speller.isOrdinary(key) && !capitalised.has(key)) continue;
    rest = rest.replaceAll(phrase, " ");
    matched.push(name);
    const inCountry = catalog.destinations.filter((d) => countryOf(d) === country);
    if (places.some((place) => place.country === country && (place.destination || !isCity)))
      continue;
    if (!isCity && inCountry.length > 0) {
      // "Spain" means our destinations there.
      for (const destination of inCountry)
        if (!places.some((p) => p.destination === destination))
          places.push({ name: destination.name, destination, country, nearby: [] });
      continue;
    }
    places.push({ name: isCity ? name : country.name, country, nearby: inCountry });
  }
  // Two-letter names ("UK", "US") count only as the visitor wrote them, in capitals, or after
  // "the" ("a helpline in the us"), and not inside a longer name already found ("US Virgin
  // Islands" is not the United States).
  const outsideNames = matched.reduce(
    (text, name) => text.replace(new RegExp(escapeRegExp(name), "gi"), " "),
    original,
  );
  const codes = [
    ...(outsideNames.match(/\b[A-Z]{2}\b/g) ?? []),
    ...[...outsideNames.matchAll(/\bthe (u\.?[sk]\.?)(?![a-z])/gi)].map(([, code]) =>
      code!.replace(/\./g, "").toUpperCase(),
    ),
  ];
  for (const code of codes) {
    const country = findCountryBaseline(code);
    if (!country || !country.aliases.includes(code) || places.some((p) => p.country === country))
      continue;
    const inCountry = catalog.destinations.filter((d) => countryOf(d) === country);
    if (inCountry.length === 0) places.push({ name: country.name, country, nearby: [] });
    for (const destination of inCountry)
      places.push({ name: destination.name, destination, country, nearby: [] });
  }
  return places;
}

/** The countries a question names by their people ("Taiwanese", "a Mexican marriage"). */
function placesByDemonym(catalog: Catalog, text: string): Place[] {
  const countries = listCountryBaselines().filter((country) =>
    country.demonyms.some((demonym) => containsPhrase(text, demonym)),
  );
  return countries.flatMap((country) =>
    placesNamedIn(catalog, normalize(country.name), country.name),
  );
}

/** Words only, so "non-binary" reads "non binary" and "what's" reads "what s". */
/** "Which name do I put on the flights?", "I'm taking his last name": the name travel is booked in. */
const asksNameOnDocuments =
  /\b((sur|last|maiden|married|family) ?names?|name (change|on (the |my |our )?(tickets?|flights?|bookings?|passports?))|chang\w* (my|our|his|her|their) names?|(which|what|whose) names?)\b/;

const anyNationalCurrency = new RegExp(nationalCurrency.source, "gi");
/** "Australian dollars" as "dollars": a currency, not Australia. */
const withoutCurrencies = (text: string) => text.replace(anyNationalCurrency, "$<unit>");

const plain = (text: string) => text.replace(/[^a-z0-9$%]+/g, " ");

/** What a question asks about: its concerns and policy topics, read without "with an X passport". */
const concernsAsked = (text: string) => concernsIn(withoutHeldDocuments(plain(text)));
const topicsAsked = (text: string, limit: number) => topicsOf(withoutHeldDocuments(text), limit);

function lastVisitorMessages(previous: readonly ChatMessage[]): string[] {
  return previous
    .filter((m) => m.type === "user")
    .map((m) => m.content)
    .reverse();
}

/** A follow-up that points back at what was just asked about: "that one", "for it", "there". */
const pointsBack =
  /\b(th(at|is) (one|trip|package|cruise|tour|place|city)|(for|on|of|with|about) (it|that|this)|there)\b/;

export function understandQuestion(
  catalog: Catalog,
  message: string,
  previous: readonly ChatMessage[] = [],
): Understanding {
  const speller = spellerOf(catalog);
  const text = speller.correct(message);
  // A place ruled out ("not the US", "anywhere but Mexico") is not a place asked about.
  // A currency is no place: "can I pay in Australian dollars?" asks nothing of Sydney.
  let places = placesNamedIn(catalog, withoutCurrencies(text), withoutCurrencies(message)).filter(
    (place) =>
      ![place.name, place.destination?.name, place.country?.name, ...(place.country?.aliases ?? [])]
        .filter((name): name is string => Boolean(name))
        .some((name) => refusedMention(text, name)),
  );
  // A place's possessive typed without its apostrophe ("Cape Towns safety score") names no
  // package by its last word ("Old Towns").
  let packages = packagesNamedIn(
    catalog,
    places.reduce(
      (rest, place) =>
        rest.replace(new RegExp(String.raw`\b${escapeRegExp(normalize(place.name))}s\b`, "g"), " "),
      text,
    ),
  );
  let concerns = concernsAsked(text);
  const travelers = travelersIn(plain(text));
  let topics = topicsAsked(text, 3);
  let laws = lawsIn(withoutHeldDocuments(plain(text)));
  let followUp = false;
  let carriedFrom: string | undefined;
  // A law asked of a nationality ("my bf is Taiwanese, can he marry me?"): that country's law.
  if (places.length === 0 && packages.length === 0 && laws.length > 0)
    places = placesByDemonym(catalog, withoutCurrencies(text));

  if (places.length === 0 && packages.length === 0) {
    for (const earlier of lastVisitorMessages(previous)) {
      const earlierText = speller.correct(earlier);
      const earlierPlaces = placesNamedIn(catalog, earlierText, earlier);
      const earlierPackages = packagesNamedIn(catalog, earlierText);
      if (earlierPlaces.length + earlierPackages.length === 0) continue;
      // A policy question ("can I cancel?") stays a policy question, unless it points back at the
      // trip or place just asked about ("and the carbon offset on that one?").
      if (topics.length > 0 && concerns.size === 0 && !pointsBack.test(text)) break;
      places = earlierPlaces;
      packages = earlierPackages;
      followUp = true;
      carriedFrom = earlierText;
      if (concerns.size === 0 && travelers.size === 0) concerns = concernsAsked(earlierText);
      break;
    }
  } else if (concerns.size === 0 && travelers.size === 0 && topics.length === 0) {
    // "And Berlin?": the earlier question, asked of a new place.
    const [earlier] = lastVisitorMessages(previous);
    if (earlier && wordsOf(message).length <= 4) {
      const earlierText = speller.correct(earlier);
      concerns = concernsAsked(earlierText);
      for (const kind of travelersIn(plain(earlierText))) travelers.add(kind);
      followUp = concerns.size > 0;
      // "Same in Tallinn?" after "what's the emergency number in Mykonos?": whom to call there,
      // and "and in Berlin?" after that, through the short follow-ups in between.
      const helpAsked = [
        earlierText,
        ...lastVisitorMessages(previous)
          .slice(1, 3)
          .map((m) => speller.correct(m)),
      ].find(
        (m, at, all) =>
          asksForLocalHelp.test(m) && all.slice(0, at).every((later) => wordsOf(later).length <= 4),
      );
      if (helpAsked) {
        followUp = true;
        carriedFrom = helpAsked;
      }
    }
  }
  if (topics.length === 0 && places.length === 0 && packages.length === 0) {
    const [earlier] = lastVisitorMessages(previous);
    if (earlier && wordsOf(message).length <= 6) {
      topics = topicsAsked(speller.correct(earlier), 1);
      followUp ||= topics.length > 0;
    }
  }
  // A short follow-up asks the earlier messages' law of its place ("since when?" after "does
  // Thailand have gay marriage", "can I go to Tallinn with it?" after "my passport has an X"), and
  // keeps who travels ("any entry problems?" after "I'm HIV+").
  if (previous.length > 0 && wordsOf(message).length <= 8 && topics.length === 0) {
    const earlier = lastVisitorMessages(previous)
      .slice(0, 2)
      .map((m) => speller.correct(m));
    // Judged on the message's own words, before anything was carried over.
    const own = concernsAsked(text);
    if (
      laws.length === 0 &&
      travelersIn(plain(text)).size === 0 &&
      [...own].every((c) => c === "documents" || c === "route")
    ) {
      const carried = earlier.flatMap((m) => lawsIn(withoutHeldDocuments(plain(m))));
      if (carried.length > 0 && places.length > 0) {
        laws = [...new Set(carried)];
        followUp = true;
      }
    }
    for (const m of earlier) for (const kind of travelersIn(plain(m))) travelers.add(kind);
  }

  // With a place or a package named, "price", "cost" and "book" are about that trip, not our fees.
  if (places.length > 0 || packages.length > 0) {
    topics = topics.filter((topic) => !["fees", "contact", "ai"].includes(topic.id));
    if (concerns.has("price") || concerns.has("packages"))
      topics = topics.filter((topic) => topic.id !== "booking");
    if (concerns.has("health")) topics = topics.filter((topic) => topic.id !== "documents");
  }
  // "Your cheapest beach package, and the price?" asks for a trip, not our fees.
  if (
    concerns.has("packages") &&
    /\b(cheapest|least expensive|most affordable|priciest|most expensive)\b/.test(text)
  )
    topics = topics.filter((topic) => topic.id !== "fees");
  // Which name to travel under after a wedding asks about documents: not the marriage law, nor
  // the trip a word of the question happens to name ("the honeymoon flights").
  if (asksNameOnDocuments.test(text)) {
    laws = laws.filter((law) => law !== "partnership");
    packages = packages.filter((pkg) => containsPhrase(text, pkg.name));
    // "What name should I use when booking?": the documents rule first, then the booking's.
    topics = [
      ...topics.filter((topic) => topic.id === "documents"),
      ...topics.filter((topic) => topic.id !== "documents"),
    ];
  }
  // "Since when does Denmark issue X passports?", "which destinations admit X passports?": the law.
  if (laws.length > 0) topics = topics.filter((topic) => topic.id !== "documents");
  // Whom a question is about makes it a safety question ("a trans woman alone in Tel Aviv?").
  // A quarter or sight named ("can my partner get up Table Mountain?") asks about it, not the city.
  if (
    places.some((place) => !place.via) &&
    [...travelers].some((kind) => kind !== "family" && kind !== "hiv") &&
    !concerns.has("best_time") &&
    !concerns.has("price")
  )
    concerns.add("safety");
  if (travelers.has("hiv") && places.length > 0) concerns.add("health");

  return {
    text,
    places,
    packages,
    concerns,
    travelers,
    topics,
    laws,
    months: monthsMentioned(text),
    followUp,
    earlier: carriedFrom,
  };
}

/** What the visitor asked, as a provider is told it: the places, packages, concerns and travelers. */
export function describeUnderstanding(u: Understanding): string {
  const parts = [
    u.places.length > 0
      ? `places: ${u.places.map((p) => (p.destination ? p.name : `${p.name} (not a destination we cover)`)).join(", ")}`
      : "",
    u.packages.length > 0 ? `packages: ${u.packages.map((p) => p.name).join(", ")}` : "",
    u.concerns.size > 0 ? `wants to know: ${[...u.concerns].join(", ").replace(/_/g, " ")}` : "",
    u.travelers.size > 0 ? `for: ${[...u.travelers].join(", ").replace(/_/g, " ")}` : "",
    u.topics.length > 0 ? `policies asked about: ${u.topics.map((t) => t.id).join(", ")}` : "",
    u.laws.length > 0 ? `laws asked about: ${u.laws.join(", ").replace(/_/g, " ")}` : "",
    u.followUp ? "a follow-up to the visitor's earlier messages" : "",
  ].filter(Boolean);
  return `The visitor's question, as understood: ${parts.length > 0 ? parts.join("; ") : "no place, package or topic recognised"}. Answer it directly in the first one or two sentences; put any warning about a law first.`;
}
