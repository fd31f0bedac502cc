/**
 * Loads content/ into the catalog the embedded backend serves: every file validated, scores and
 * reading times derived, cross-references checked. Loaded once per process.
 */
import path from "node:path";
import type { Destination, Post, PostAuthor, SafetyData, TravelPackage } from "../contract";
import { legalIndicatorKeys } from "../contract/safety";
import {
  countWords,
  defaultContentDir,
  fillPlaceholders,
  listFiles,
  ProblemList,
  readJson,
  readMarkdown,
  readingMinutes,
} from "./files";
import { contentExists } from "./source";
import {
  authorsFileSchema,
  destinationFileSchema,
  eventsFileSchema,
  experiencesFileSchema,
  legalFrontMatterSchema,
  packageFileSchema,
  pageFrontMatterSchema,
  partnersFileSchema,
  postFrontMatterSchema,
  safetyFileSchema,
  siteFileSchema,
  type Experience,
  type Partner,
  type SafetyFile,
  type SiteEvent,
  type SiteFile,
} from "./schemas";
import {
  indicatorLabels,
  indicatorWeights,
  legalProtectionScore,
  METHOD_VERSION,
  overallScore,
  socialAcceptanceScore,
} from "./safety-score";

/** A departure's id: its package and date, unique across the catalog and stable across edits. */
export const departureId = (packageId: string, startsOn: string) => `${packageId}-${startsOn}`;

export interface LegalDocument {
  slug: string;
  title: string;
  description: string;
  updated: string;
  back: "/" | "/legal";
  order: number;
  icon: string;
  color: string;
  highlight_last: boolean;
  body: string;
  numbered_sections: number;
}

export interface Page {
  title: string;
  description: string;
  body: string;
}

export interface Catalog {
  site: SiteFile;
  authors: PostAuthor[];
  destinations: Destination[];
  safety: Map<string, SafetyData>;
  packages: TravelPackage[];
  /** Each departure's seats (its capacity), by departure id. */
  departureSeats: Map<string, number>;
  posts: Post[];
  legal: LegalDocument[];
  events: SiteEvent[];
  experiences: Experience[];
  partners: Partner[];
  about: Page | undefined;
  methodology: Page | undefined;
}

function buildSafety(file: SafetyFile): SafetyData {
  const statuses = Object.fromEntries(
    legalIndicatorKeys.map((key) => [key, file.indicators[key].status]),
  ) as Record<(typeof legalIndicatorKeys)[number], "yes" | "partial" | "no">;
  const legal = legalProtectionScore(statuses);
  const social = socialAcceptanceScore(file.survey?.percent_accepting ?? null);
  const criminalised = statuses.decriminalised === "no";
  const indicators = legalIndicatorKeys.map((key) => ({
    key,
    label: indicatorLabels[key],
    weight: indicatorWeights[key],
    ...file.indicators[key],
  }));
  const seen = new Set<string>();
  const sources = [
    ...file.safety_sources,
    ...(file.survey
      ? [{ label: file.survey.label, url: file.survey.url, as_of: `${file.survey.year}-12-31` }]
      : []),
    ...indicators.map((indicator) => indicator.source),
  ].filter((source) => (seen.has(source.url) ? false : (seen.add(source.url), true)));
  return {
    destination_id: file.destination,
    overall_score: overallScore({ legal, social, safety: file.safety_level, criminalised }),
    legal_protection: legal,
    social_acceptance: social,
    safety_index: file.safety_level,
    notes: file.notes,
    trans_notes: file.trans_notes,
    criminalised,
    indicators,
    survey: file.survey,
    safety_rationale: file.safety_rationale,
    sources,
    last_reviewed: file.last_reviewed,
    method_version: METHOD_VERSION,
  };
}

function unique(values: string[], what: string, problems: ProblemList) {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) problems.add(`${what} "${value}" is used twice`);
    seen.add(value);
  }
}

export function loadCatalog(dir = defaultContentDir): Catalog {
  const problems = new ProblemList();
  const site = readJson(dir, "site.json", siteFileSchema, problems);
  const authorFiles = readJson(dir, "authors.json", authorsFileSchema, problems) ?? [];
  // Soonest first, so the banner's "first event not yet ended" is the next one.
  const events = (readJson(dir, "events.json", eventsFileSchema, problems) ?? []).toSorted((a, b) =>
    a.starts.localeCompare(b.starts),
  );
  const optionalJson = <T>(file: string, read: () => T | undefined): T | undefined =>
    contentExists(path.join(dir, file)) ? read() : undefined;
  const experiences =
    optionalJson("experiences.json", () =>
      readJson(dir, "experiences.json", experiencesFileSchema, problems),
    ) ?? [];
  const partners =
    optionalJson("partners.json", () =>
      readJson(dir, "partners.json", partnersFileSchema, problems),
    ) ?? [];

  const placeholders: Record<string, string> = site
    ? { ...site.contact, town: site.town, brand: site.brand }
    : {};

  const authors: PostAuthor[] = authorFiles.map((author) => ({
    ...author,
    avatar: `/images/authors/${author.id}.svg`,
  }));

  const safetyFiles = listFiles(dir, "safety", ".json")
    .map((file) => readJson(dir, file, safetyFileSchema, problems))
    .filter((file): file is SafetyFile => file !== undefined);
  const safety = new Map(safetyFiles.map((file) => [file.destination, buildSafety(file)]));

  const destinations: Destination[] = [];
  for (const file of listFiles(dir, "destinations", ".json")) {
    const destination = readJson(dir, file, destinationFileSchema, problems);
    if (!destination) continue;
    if (path.basename(file, ".json") !== destination.slug)
      problems.add(`${file}: slug differs from the file name`);
    const record = safety.get(destination.slug);
    if (!record) {
      problems.add(`${file}: no safety record in safety/${destination.slug}.json`);
      continue;
    }
    const { latitude: _latitude, longitude: _longitude, ...fields } = destination;
    destinations.push({
      ...fields,
      id: destination.slug,
      image_url: `/images/destinations/${destination.slug}.svg`,
      safety_score: record.overall_score,
    });
  }
  destinations.sort((a, b) => a.name.localeCompare(b.name));
  unique(
    destinations.map((d) => d.slug),
    "destination slug",
    problems,
  );
  const destinationIds = new Set(destinations.map((d) => d.id));
  for (const id of safety.keys()) {
    if (!destinationIds.has(id)) problems.add(`safety/${id}.json: no destination with that slug`);
  }

  const packages: TravelPackage[] = [];
  const departureSeats = new Map<string, number>();
  for (const file of listFiles(dir, "packages", ".json")) {
    const pkg = readJson(dir, file, packageFileSchema, problems);
    if (!pkg) continue;
    if (path.basename(file, ".json") !== pkg.slug)
      problems.add(`${file}: slug differs from the file name`);
    for (const id of pkg.destination_ids) {
      if (!destinationIds.has(id)) problems.add(`${file}: destination "${id}" does not exist`);
    }
    const { slug, departures, ...fields } = pkg;
    const dated = [...departures].sort((a, b) => a.starts_on.localeCompare(b.starts_on));
    for (const departure of dated) {
      departureSeats.set(departureId(slug, departure.starts_on), departure.seats);
    }
    packages.push({
      ...fields,
      id: slug,
      image_url: `/images/packages/${slug}.svg`,
      // Before any booking a departure has all its seats left; the backend subtracts the held ones.
      departures: dated.map(({ starts_on, seats }) => ({
        id: departureId(slug, starts_on),
        starts_on,
        seats_left: seats,
      })),
    });
  }
  packages.sort((a, b) => a.price - b.price);
  const packageIds = new Set(packages.map((p) => p.id));
  for (const experience of experiences) {
    if (!packageIds.has(experience.package)) {
      problems.add(
        `experiences.json: ${experience.slug} leads to unknown package "${experience.package}"`,
      );
    }
  }

  const authorsById = new Map(authors.map((author) => [author.id, author]));
  const posts: Post[] = [];
  for (const file of listFiles(dir, "journal", ".md")) {
    const markdown = readMarkdown(dir, file, postFrontMatterSchema, problems);
    if (!markdown) continue;
    const { data, slug, body } = markdown;
    const author = authorsById.get(data.author);
    if (!author) {
      problems.add(`${file}: unknown author "${data.author}"`);
      continue;
    }
    posts.push({
      id: slug,
      slug,
      title: data.title,
      excerpt: data.excerpt,
      content: body,
      category: data.category,
      author: author.name,
      author_profile: author,
      created_at: data.created_at,
      read_time: readingMinutes(countWords(body)),
      featured: data.featured,
      featured_image: `/images/journal/${slug}.svg`,
      featured_image_alt: data.featured_image_alt,
      tags: data.tags,
      seo_title: data.seo_title,
      seo_description: data.seo_description,
      seo_keywords: data.seo_keywords,
    });
  }
  posts.sort((a, b) => b.created_at.localeCompare(a.created_at) || a.slug.localeCompare(b.slug));

  const legal: LegalDocument[] = [];
  for (const file of listFiles(dir, "legal", ".md")) {
    const markdown = readMarkdown(dir, file, legalFrontMatterSchema, problems);
    if (!markdown) continue;
    const body = fillPlaceholders(markdown.body, placeholders, file, problems);
    legal.push({
      ...markdown.data,
      slug: markdown.slug,
      body,
      numbered_sections: body.match(/^## \d+\. /gm)?.length ?? 0,
    });
  }
  legal.sort((a, b) => a.order - b.order);

  const readPage = (file: string): Page | undefined => {
    if (!contentExists(path.join(dir, file))) return undefined;
    const markdown = readMarkdown(dir, file, pageFrontMatterSchema, problems);
    return (
      markdown && {
        ...markdown.data,
        body: fillPlaceholders(markdown.body, placeholders, file, problems),
      }
    );
  };
  const about = readPage("about.md");
  const methodology = readPage(path.join("safety", "methodology.md"));

  problems.throwIfAny();
  return {
    site: site as SiteFile,
    authors,
    destinations,
    safety,
    packages,
    departureSeats,
    posts,
    legal,
    events,
    experiences,
    partners,
    about,
    methodology,
  };
}

const holder = globalThis as typeof globalThis & { __lavenderCatalog?: Catalog };

/** The catalog of this process, loaded on first use. */
export function getCatalog(): Catalog {
  holder.__lavenderCatalog ??= loadCatalog();
  return holder.__lavenderCatalog;
}
