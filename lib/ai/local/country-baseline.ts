/**
 * The world baseline in the agency's voice: the criminalisation warning that comes before anything
 * else, and the legal facts for a country, each with its source and the date it was read.
 */
import { formatLongDate } from "../../format";
import type { CountryBaseline } from "../../content/world-baseline";
import { newSentences } from "../knowledge/text";

type Claim = { sources: { label: string; as_of: string }[] };

/** "(ILGA World Database, as of November 24, 2026)". */
export function citeClaim(claim: Claim): string {
  const [source] = claim.sources;
  return source ? `(${source.label}, as of ${formatLongDate(source.as_of)})` : "";
}

/** "the United Arab Emirates", "Jamaica". */
export function countryName(country: CountryBaseline): string {
  return /^(United|Netherlands|Philippines|Bahamas|Gambia|Maldives|Czech|Central African|Dominican|Marshall|Solomon|Comoros)/.test(
    country.name,
  )
    ? `the ${country.name}`
    : country.name;
}

const penalties = {
  death: "the death penalty",
  life: "life imprisonment",
  years: "prison",
  fine: "a fine",
  none: "",
} as const;

export function isCriminalising(country: CountryBaseline): boolean {
  return country.criminalised.status !== "no";
}

/** The warning a traveler must read first, or undefined where same-sex relations are legal. */
export function criminalisationWarning(country: CountryBaseline): string | undefined {
  const { criminalised } = country;
  if (criminalised.status === "no") return undefined;
  const name = countryName(country);
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  const detail = criminalised.penalty_text ? ` (${criminalised.penalty_text})` : "";
  const head =
    criminalised.status === "yes"
      ? `Warning: ${Name} criminalises same-sex relations, and the maximum penalty is ${penalties[criminalised.max_penalty]}${detail}.`
      : `Warning: ${Name} has no law against same-sex relations as such, but LGBTQ+ people are prosecuted under other laws, with penalties up to ${penalties[criminalised.max_penalty]}${detail}.`;
  return [head, criminalised.note, citeClaim(criminalised)].filter(Boolean).join(" ");
}

const marriageWords = {
  marriage: "same-sex couples can marry",
  civil_union: "same-sex couples can register a civil union or partnership, but not marry",
  none: "same-sex couples have no legal recognition",
  banned: "the constitution limits marriage to a man and a woman, and there is no partnership",
} as const;

const genderWords = {
  self_id: "legal gender can be changed by self-declaration",
  with_requirements: "legal gender can be changed, with requirements",
  none: "legal gender cannot be changed",
  criminalised: "a law punishes trans people's gender expression",
} as const;

export function marriageLine(country: CountryBaseline): string {
  const { marriage } = country;
  const since = marriage.since && marriage.status !== "none" ? ` since ${marriage.since}` : "";
  const status = `${marriageWords[marriage.status]}${since}.`;
  // A note that restates the status ("the constitution defines marriage...") is left out.
  return `Couples: ${status} ${newSentences(status, marriage.note ?? "")} ${citeClaim(marriage)}`.replace(
    /\s+/g,
    " ",
  );
}

export function genderLine(country: CountryBaseline): string {
  const { gender_recognition: gender } = country;
  const x = gender.x_marker ? "an X marker is available" : "no X marker is confirmed";
  const status = `${genderWords[gender.status]}; ${x}.`;
  return `Gender recognition: ${status} ${newSentences(status, gender.note ?? "")} ${citeClaim(gender)}`.replace(
    /\s+/g,
    " ",
  );
}

export function hivLine(country: CountryBaseline): string {
  return `HIV and entry: ${country.hiv_entry.text} ${citeClaim(country.hiv_entry)}`;
}

/** Every claim of the baseline for one country, warning first. */
export function baselineLines(country: CountryBaseline): string[] {
  return [
    criminalisationWarning(country) ??
      `Same-sex relations are legal in ${countryName(country)}${country.criminalised.since ? ` (since ${country.criminalised.since})` : ""}. ${citeClaim(country.criminalised)}`,
    marriageLine(country),
    genderLine(country),
    hivLine(country),
  ];
}
