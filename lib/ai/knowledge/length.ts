/**
 * How long an answer reads. A list item is one line starting with "- ", "1. " (indented sub-items
 * too) or a plan's "Day 3:" / "Days 4-6:": a visitor scans those, so a list of packages may run
 * long while the prose around it stays short. An answer "is a list" when it holds at least three.
 */

const listItem = /^\s*(- |\d+\. |Days? \d+(-\d+)?: )/;

const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}$]/u.test(word));

export interface AnswerLength {
  /** Every word of the answer. */
  words: number;
  /** The words outside list items: what the visitor has to read through. */
  prose: number;
  /** How many lines are list items. */
  items: number;
  /** At least three list items. */
  isList: boolean;
}

export function answerLength(text: string): AnswerLength {
  const lines = text.split("\n");
  const items = lines.filter((line) => listItem.test(line));
  const prose = lines.filter((line) => !listItem.test(line)).join("\n");
  return {
    words: wordsIn(text).length,
    prose: wordsIn(prose).length,
    items: items.length,
    isList: items.length >= 3,
  };
}

/** The longest an answer may run: 200 words, or 200 words of prose around a list. */
export const WORD_LIMIT = 200;

/**
 * The chat's answers aim at about 150 words and are held to 180: a visitor reads them in a small
 * window, while the three agents' reports (a safety report, a plan) fill a page.
 */
export const CHAT_WORD_LIMIT = 180;

/** Why an answer is too long, or undefined when it is short enough. */
export function tooLong(text: string, limit = WORD_LIMIT): string | undefined {
  const length = answerLength(text);
  if (length.words <= limit) return undefined;
  if (length.isList && length.prose <= limit) return undefined;
  return length.isList
    ? `${length.prose} words besides its ${length.items} list lines (limit ${limit})`
    : `${length.words} words (limit ${limit}, and it is not a list)`;
}

/**
 * The direct answer: the first two sentences after any criminalisation warning, a line of its own
 * (a quote's "From our ...:" label or a list item) counting as a sentence.
 */
export function directAnswer(text: string): string {
  const paragraphs = text.split(/\n\s*\n/);
  const rest = paragraphs.filter((p, i) => !(p.startsWith("Warning: ") && i === 0)).join("\n");
  const sentences = rest
    .split("\n")
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z"(])/))
    .filter((sentence) => sentence.trim() !== "");
  return sentences.slice(0, 2).join(" ");
}
