/** A copy of content/ that a test edits, as an editor would before a deploy, and loads again. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isoDay } from "../bookings/money";
import { loadCatalog } from "../content/catalog";
import { loadLocalHelp } from "../content/local-help";
import { loadWorldBaseline, loadWorldChangelog } from "../content/world-baseline";
import { safetyRecords } from "./records";

export interface ContentCopy {
  dir: string;
  /** Rewrites a JSON file of the copy. */
  edit: <T>(file: string, change: (json: T) => void) => void;
  load: () => ReturnType<typeof loadContent>;
  remove: () => void;
}

export function loadContent(dir: string) {
  const catalog = loadCatalog(dir);
  const world = loadWorldBaseline(dir);
  return {
    catalog,
    world,
    help: loadLocalHelp(dir, world),
    changelog: loadWorldChangelog(dir, world),
    records: safetyRecords(catalog, world),
  };
}

export function copyContent(): ContentCopy {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lc-content-"));
  cpSync(path.join(process.cwd(), "content"), dir, { recursive: true });
  return {
    dir,
    edit: (file, change) => {
      const full = path.join(dir, file);
      const json = JSON.parse(readFileSync(full, "utf8"));
      change(json);
      writeFileSync(full, JSON.stringify(json, null, 2));
    },
    load: () => loadContent(dir),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A country entry of world/baseline.json, to edit in place. */
export interface BaselineEntry {
  code: string;
  reviewed_on?: string;
  criminalised: Record<string, unknown>;
}

/** Makes a country of the copy criminalise same-sex relations, with a new source and a changelog entry. */
export function criminaliseInCopy(copy: ContentCopy, code: string, penaltyText: string): void {
  const citation = {
    label: "Example Gazette: parliament passes a new penal code",
    url: "https://gazette.example/2026/11/new-penal-code",
    published: "2026-11-20",
    read: "2026-11-25",
    says: "The new code punishes consensual same-sex relations with prison.",
  };
  copy.edit<{ reviewed_on: string; countries: BaselineEntry[] }>("world/baseline.json", (file) => {
    const entry = file.countries.find((country) => country.code === code)!;
    file.reviewed_on = isoDay();
    entry.reviewed_on = isoDay();
    entry.criminalised = {
      ...entry.criminalised,
      status: "yes",
      max_penalty: "years",
      penalty_text: penaltyText,
      note: "A new penal code of November 2026 punishes them.",
      women: false,
      sources: [citation],
    };
  });
  copy.edit<unknown[]>("world/changelog.json", (entries) => {
    entries.push({
      // Made today, as a correction is: an alert gives the reasons of corrections made since the
      // version it last alerted on, which the test records today.
      date: isoDay(),
      code,
      group: "criminalised",
      kind: "correction",
      from: "status no",
      to: `status yes; ${penaltyText}`,
      why: "A new penal code criminalises same-sex relations.",
      sources: [citation],
    });
  });
}

/**
 * Gives a country of the copy a "propaganda" and Pride ban that visitors are punished under, and
 * deportation for HIV, leaving its criminal law as it is.
 */
export function restrictInCopy(copy: ContentCopy, code: string): void {
  const citation = {
    label: "Example Gazette: parliament bans LGBT 'propaganda'",
    url: "https://gazette.example/2026/11/propaganda-law",
    published: "2026-11-21",
    read: "2026-11-25",
    says: "Any public display of LGBT symbols is fined; foreigners can be expelled.",
  };
  copy.edit<{
    reviewed_on: string;
    countries: (BaselineEntry & Record<string, Record<string, unknown>>)[];
  }>("world/baseline.json", (file) => {
    const entry = file.countries.find((country) => country.code === code)!;
    // Reviewed today, and so is the file: an entry may not be reviewed after its file.
    file.reviewed_on = isoDay();
    entry.reviewed_on = isoDay();
    entry.expression = {
      ...entry.expression,
      status: "restricted",
      propaganda: true,
      pride_banned: true,
      since: 2026,
      text: "A law of November 2026 fines any public display of LGBT symbols and bans Pride.",
      penalty_text: "Fines; foreigners can be expelled.",
      sources: [citation],
    };
    entry.hiv_entry = {
      ...entry.hiv_entry,
      status: "deportation",
      text: "Foreigners found to have HIV can be deported.",
      sources: [citation],
    };
  });
}

/** Marks a help line of the copy a national free-call number. */
export function markTollFreeInCopy(copy: ContentCopy, code: string, name: string): void {
  copy.edit<{ countries: Record<string, { help: { name: string; toll_free?: boolean }[] }> }>(
    "world/local-help.json",
    (file) => {
      file.countries[code]!.help.find((line) => line.name === name)!.toll_free = true;
    },
  );
}
