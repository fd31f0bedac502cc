/** Places a visitor rules out: "not in the US this time", "anywhere but Mexico", "not Spain or Portugal". */
import { normalize } from "../knowledge/text";

/** A word of refusal ending the text before a place: "not in the", "anywhere but", "outside". */
const refusal =
  /\b(not|except|but|outside( of)?|no|avoid(ing)?|excluding|other than|(don'?t|don t|do not|dont|won'?t|won t|never) (want|wish|like)( to)?|rather not)( (in|to|the|of|go|going|travel|be|visit|head))* *$/;

/**
 * Whether the words before a place refuse it: "not in", "anywhere but", or a list that began with
 * a refusal ("not Spain or Portugal", "except Mexico, Brazil and").
 */
export function refused(before: string): boolean {
  if (refusal.test(before)) return true;
  // The name before the "or" may be one word or two ("not New York or Mexico City").
  return [/^(.*)\b[a-z]+(?:,| or| and| nor) *$/, /^(.*)\b[a-z]+ [a-z]+(?:,| or| and| nor) *$/].some(
    (list) => {
      const listed = list.exec(before);
      return listed !== null && refusal.test(listed[1]!);
    },
  );
}

/**
 * Where a name stands in a text: the words before it (up to 40 characters) and after it (up to 24),
 * each as lower-case words between single spaces; undefined where the text does not hold it.
 */
export function mentionOf(
  text: string,
  name: string,
): { before: string; after: string } | undefined {
  const words = ` ${normalize(text).replace(/[^a-z0-9]+/g, " ")} `;
  const key = ` ${normalize(name)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
  const at = words.indexOf(key);
  if (at === -1) return undefined;
  return {
    before: words.slice(Math.max(0, at - 40), at + 1),
    after: words.slice(at + key.length - 1, at + key.length + 24),
  };
}

/**
 * Whether a place's name, where the text holds it, is ruled out by the words before it; `text` is
 * lower case, words and single spaces.
 */
export function refusedMention(text: string, name: string): boolean {
  const mention = mentionOf(text, name);
  if (!mention) return false;
  // "When should I avoid Taipei?" asks when, not where else.
  if (/\bwhen\b.*\bavoid(ing)? $/.test(mention.before)) return false;
  return refused(mention.before);
}
