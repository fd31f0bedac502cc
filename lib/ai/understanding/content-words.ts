/**
 * A visitor's everyday words for what our content names otherwise, put in the content's words once,
 * before the chat reads the question: "a cab" is a taxi, to "give out" a document is to issue it (Mykonos: "taxis are scarce"), "X
 * passports", "X gender marker passports" and "non-binary passports" are X-marker passports, and "a
 * non-binary marker" an X marker, as the journal and the records name them.
 */
const contentWords: [RegExp, string][] = [
  [/\b(give|gives|giving|hand|hands|handing) out\b/gi, "issue"],
  [
    /\b(give|gives|giving)(?= (x|non-?binary|gender[- ]neutral)[- ](gender |sex )?passports?\b)/gi,
    "issue",
  ],
  [
    /\b(x|non-?binary|gender[- ]neutral)[- ](gender |sex )?(marker )?passport(s?)\b/gi,
    "X-marker passport$4",
  ],
  [/\b(non-?binary|gender[- ]neutral) (gender |sex )?markers?\b/gi, "X marker"],
  [/\bcabs\b/gi, "taxis"],
  [/\bcab\b/gi, "taxi"],
];

export function inContentWords(text: string): string {
  return contentWords.reduce((rest, [pattern, words]) => rest.replace(pattern, words), text);
}
