/**
 * What a model's answer must pass before a visitor sees it: plain text only (no HTML, no links to
 * other sites, no images), no trace of our instructions, and no figure the context does not hold.
 */
import { PROMPT_CANARY, SYSTEM_RULES } from "./prompts";

const MAX_ANSWER_CHARS = 4000;

/** Model output as plain text: tags, images, foreign links and Markdown markup removed. */
export function toPlainText(raw: string): string {
  return raw
    .replace(/<(script|style|iframe|object|embed|svg|template)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/<(?=[a-z!/?])/gi, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\((\/[^)\s]*)\)/g, "$1 ($2)")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/\b(?:https?|ftp):\/\/[^\s)\]]+/gi, "")
    .replace(/\bwww\.[^\s)\]]+/gi, "")
    .replace(/\b(?:javascript|vbscript):\S*/gi, "")
    .replace(/\bdata:[a-z]+\/[\w.+-]+[;,]\S*/gi, "")
    .replace(
      /(?<![@\w.])\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|info|biz|xyz|app|dev|ly|me|ru|cn)\b(?:\/\S*)?/gi,
      "",
    )
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/__([^_]+)__/g, "$1")
    .replace(/`+/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, MAX_ANSWER_CHARS);
}

const number = (text: string) => Number(text.replace(/,/g, ""));

const amount = String.raw`(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|m|million)?\b`;
const scaled = (digits: string, scale?: string) =>
  number(digits) * (!scale ? 1 : /^k|thousand/i.test(scale) ? 1_000 : 1_000_000);

/**
 * Every money amount, score out of 5 and percentage in a text, as comparable strings. Money is
 * read however it is written ("$12,800", "US$12,800", "12,800 USD", "9,000 dollars", "€7,000"),
 * and all of it counts as dollars: the site's prices are in USD, so any other figure is unknown.
 */
export function figuresIn(text: string): Set<string> {
  const figures = new Set<string>();
  const before = new RegExp(String.raw`(?:US\$|\$|USD\s?|€|£|EUR\s?|GBP\s?)\s?${amount}`, "gi");
  const after = new RegExp(
    String.raw`${amount}\s*(?:USD|US dollars|dollars|euros?|pounds)\b`,
    "gi",
  );
  for (const m of text.matchAll(before)) figures.add(`$${scaled(m[1]!, m[2])}`);
  for (const m of text.matchAll(after)) figures.add(`$${scaled(m[1]!, m[2])}`);
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)\s*(?:\/\s*5\b|out of (?:5|five)\b)/gi)) {
    figures.add(`${number(m[1]!)}/5`);
  }
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)/gi)) {
    figures.add(`${number(m[1]!)}%`);
  }
  return figures;
}

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

/** Sentences of our rules long enough that repeating one can only mean the prompt leaked. */
const ruleSentences = SYSTEM_RULES.split(/(?<=[.:])\s+|\n/)
  .map((sentence) => squash(sentence.replace(/^\d+\.\s*/, "")).trim())
  .filter((sentence) => sentence.length >= 40);

export type Verdict = { ok: true; text: string } | { ok: false; reason: string };

/** Checks one answer against everything the model was given as context. */
export function checkAnswer(raw: string, context: string): Verdict {
  const text = toPlainText(raw);
  if (text.length < 20) return { ok: false, reason: "it gave an empty answer" };
  const plain = squash(text);
  if (plain.includes(PROMPT_CANARY.toLowerCase()) || ruleSentences.some((s) => plain.includes(s))) {
    return { ok: false, reason: "it repeated its instructions" };
  }
  const allowed = figuresIn(context);
  const unknown = [...figuresIn(text)].filter((figure) => !allowed.has(figure));
  if (unknown.length > 0) {
    return { ok: false, reason: `it quoted a figure our data does not hold (${unknown[0]})` };
  }
  return { ok: true, text };
}
