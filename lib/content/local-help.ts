/**
 * Local help for every country a package passes through (content/world/local-help.json): the
 * emergency numbers and the help lines a traveler can call there, each resting on a page we read,
 * dated by the day we read it. A country without a verified LGBTQ+ line says so; no number is
 * given that a page we read does not confirm.
 */
import { z } from "zod";
import { isoDateSchema } from "../contract/common";
import { defaultContentDir, ProblemList, readJson } from "./files";
import {
  getWorldBaseline,
  isBareHomePage,
  loadWorldBaseline,
  type WorldBaseline,
} from "./world-baseline";
import { citationSchema, countryCodeSchema, type Citation } from "./world-baseline-schema";

/** A page we read; some of the pages that confirm a number are served only over http. */
const helpCitationSchema = citationSchema.extend({
  url: z.url({ protocol: /^https?$/ }),
});

const sourcesSchema = z.array(helpCitationSchema).min(1);

/** Digits, spaces, hyphens, parentheses and a leading +, as the number is dialled or printed. */
const phoneSchema = z.string().regex(/^\+?[\d(][\d ()-]{1,22}$/, "must be a phone number");

const emergencySchema = z.strictObject({
  number: phoneSchema,
  /** Which services it reaches, and where, as the sources say. */
  what: z.string().min(3).max(200),
  sources: sourcesSchema,
});

const helpLineSchema = z.strictObject({
  name: z.string().min(3).max(120),
  /** Left out where no page we read gives the service's current number. */
  phone: phoneSchema.optional(),
  /**
   * A national free-call number (1800, 0800, 900...): it may not connect from a phone roaming on
   * a foreign network, and the brief says so.
   */
  toll_free: z.boolean().optional(),
  what: z.string().min(3).max(300),
  /** True for a service for LGBTQ+ people; false for help any visitor may call (a tourist police). */
  lgbtq: z.boolean(),
  sources: sourcesSchema,
});

const countryHelpSchema = z.strictObject({
  emergency: z.array(emergencySchema).min(1),
  help: z.array(helpLineSchema),
  /** What else a traveler should know about getting help there, with its sources. */
  note: z.strictObject({ text: z.string().min(10).max(400), sources: sourcesSchema }).optional(),
});

export const localHelpFileSchema = z.strictObject({
  /** The day the numbers were last compared with the pages cited; no page is read after it. */
  reviewed_on: isoDateSchema,
  countries: z.record(countryCodeSchema, countryHelpSchema),
});

export type HelpCitation = z.infer<typeof helpCitationSchema>;
export type CountryHelp = z.infer<typeof countryHelpSchema>;
export type HelpLine = z.infer<typeof helpLineSchema>;

export interface LocalHelp {
  reviewedOn: string;
  countries: Map<string, CountryHelp>;
}

function sourceProblems(source: Citation | HelpCitation, reviewedOn: string): string[] {
  const problems: string[] = [];
  if (source.read > reviewedOn)
    problems.push(`"${source.label}" was read on ${source.read}, after the review (${reviewedOn})`);
  if (source.published && source.published > source.read.slice(0, source.published.length))
    problems.push(`"${source.label}" is published ${source.published}, after it was read`);
  if (isBareHomePage(source.url)) problems.push(`"${source.label}" is a bare home page`);
  return problems;
}

/**
 * Loads and checks the file: a known country code for every entry, an entry for every country a
 * package's route passes through, and honest dates on every source.
 */
export function loadLocalHelp(
  dir = defaultContentDir,
  world: WorldBaseline = loadWorldBaseline(dir),
): LocalHelp {
  const problems = new ProblemList();
  const file = readJson(dir, "world/local-help.json", localHelpFileSchema, problems);
  problems.throwIfAny();
  const { reviewed_on: reviewedOn, countries } = file!;
  for (const [code, help] of Object.entries(countries)) {
    const at = `world/local-help.json: ${code}`;
    if (!world.codes.has(code)) problems.add(`${at} is not a country of the baseline`);
    const sources = [
      ...help.emergency.flatMap((entry) => entry.sources),
      ...help.help.flatMap((entry) => entry.sources),
      ...(help.note?.sources ?? []),
    ];
    for (const source of sources) {
      for (const problem of sourceProblems(source, reviewedOn)) problems.add(`${at}: ${problem}`);
    }
  }
  for (const [slug, route] of world.routes) {
    for (const code of route) {
      if (!(code in countries))
        problems.add(`world/local-help.json: no entry for ${code}, on the route of ${slug}`);
    }
  }
  problems.throwIfAny();
  return { reviewedOn, countries: new Map(Object.entries(countries)) };
}

const holder = globalThis as typeof globalThis & { __lavenderLocalHelp?: LocalHelp };

/** The local help of this process, loaded on first use. */
export function getLocalHelp(): LocalHelp {
  holder.__lavenderLocalHelp ??= loadLocalHelp(defaultContentDir, getWorldBaseline());
  return holder.__lavenderLocalHelp;
}

/**
 * Whether a help line's name already holds its number ("988 Suicide & Crisis Lifeline", "112"):
 * then the name is said once, with its number in it, not followed by the number again.
 */
export const nameHoldsNumber = (entry: { name: string; phone?: string }) =>
  !!entry.phone && entry.name.includes(entry.phone);
