/** Text helpers shared by the engines: matching words, markdown to plain text, lists in prose. */

/** Lowercase, accents removed, so "Reykjavík" matches "reykjavik". */
export function normalize(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const stopWords = new Set(
  (
    "a an and are as at be but by can do does for from get go going have how i i'm im in into is it " +
    "its me my of on or our please some that the their them there this to trip travel travelling " +
    "traveling us want was we what when where which who will with would you your like love looking " +
    "ideas idea something somewhere about any also just more most very really under over each " +
    "every per budget need around much less than within max maximum dollars usd price prices cost costs"
  ).split(" "),
);

/** The meaningful words of a text: normalized, without stop words or very short tokens. */
export function wordsOf(text: string): string[] {
  return normalize(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !stopWords.has(word));
}

/** One token as the search index keeps it: normalized, or null for a stop word; kept cheap. */
export function termOf(token: string): string | null {
  const lower = token.toLowerCase();
  const plain = /[^\x00-\x7f]/.test(lower) ? normalize(lower) : lower;
  return plain.length > 2 && !stopWords.has(plain) && /^[a-z0-9]+$/.test(plain) ? plain : null;
}

/**
 * A word as the engine compares it: its first five letters, so "beaches" meets "beach",
 * "swimming" meets "swim", and "constitution's" reads as "constitutional"; a short word's plural
 * "s" goes first, so "taxis" meets "taxi" and "cabs" "cab" ("bus", "class" keep theirs).
 */
export const stemOf = (word: string) =>
  (word.length >= 4 && word.length <= 6 && /[^s]s$/.test(word) ? word.slice(0, -1) : word).slice(
    0,
    5,
  );

/** Shared words between the visitor's interests and a text, counting "beaches" as "beach". */
export function interestFit(interests: string[], text: string): number {
  const words = wordsOf(text);
  return interests.filter((interest) => words.some((word) => stemOf(word) === stemOf(interest)))
    .length;
}

/** Text to match literally inside a regular expression: "U.S." matches only "U.S.". */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `needle` occurs in `haystack` as whole words (both normalized first). */
export function containsPhrase(haystack: string, needle: string): boolean {
  const escaped = escapeRegExp(normalize(needle));
  return new RegExp(`(^|[^a-z0-9])${escaped}([^a-z0-9]|$)`).test(normalize(haystack));
}

/** "A", "A and B", "A, B and C". */
export function listInProse(items: string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

/** The first sentence of a paragraph (up to the first full stop followed by a space). */
export function firstSentence(text: string): string {
  // Split as sentencesOf splits, so "the U.S. State Department" stays one sentence.
  return sentencesOf(text)[0] ?? text.trim();
}

function renderTable(lines: string[]): string[] {
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((cell) => cell.trim());
  const [header = [], , ...rows] = lines.map(cells);
  return rows.map((row) => {
    if (row.length <= 2) return `- ${row[0]}: ${row[1] ?? ""}`;
    const rest = row.slice(1).map((cell, i) => `${header[i + 1] ?? ""}: ${cell}`);
    return `- ${row[0]}. ${rest.join("; ")}`;
  });
}

/** The rows of the first markdown table in a text, header excluded. */
export function tableRows(markdown: string): string[][] {
  const lines = markdown.split("\n").filter((line) => line.trim().startsWith("|"));
  return lines.slice(2).map((line) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((cell) => stripInline(cell.trim())),
  );
}

/** Markdown emphasis and links to plain text; a link to one of our pages keeps its path. */
export function stripInline(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\((\/[^)\s]*)\)/g, "$1 ($2)")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/__([^_]+)__/g, "$1")
    .replace(/(^|\s)\*([^*\s][^*]*)\*/g, "$1$2");
}

/** A markdown section as plain text: headings become lines ending in a colon, tables become lists. */
export function markdownToPlain(markdown: string): string {
  const out: string[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim().startsWith("|")) {
      const table: string[] = [];
      while (i < lines.length && lines[i]!.trim().startsWith("|")) table.push(lines[i++]!);
      i--;
      out.push(...renderTable(table).map(stripInline));
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    out.push(heading ? `${stripInline(heading[1]!)}:` : stripInline(line));
  }
  return out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The meaningful words of a sentence and its figures: "30 days" and "45 days" differ. */
const claimWordsOf = (text: string) => [
  ...wordsOf(text),
  ...(normalize(text).match(/\d+/g) ?? []).filter((figure) => figure.length <= 2),
];

/**
 * Whether a sentence says again what `said` already says: at least half of its meaningful words,
 * and four of them, are there already (fewer could be a short note that differs in one word, an
 * "O" marker for an "X" marker). An answer states each fact once; a source's note often restates
 * its status, and a policy the rule the booking step already gave.
 */
export function repeats(said: string, sentence: string): boolean {
  const known = new Set(claimWordsOf(said).map(stemOf));
  const words = claimWordsOf(sentence);
  const shared = words.filter((word) => known.has(stemOf(word))).length;
  return shared >= 4 && shared * 2 >= words.length;
}

/** The sentences of `text` that add to what `said` already says. */
export function newSentences(said: string, text: string): string {
  return (text.match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g) ?? [])
    .filter((sentence) => !repeats(said, sentence))
    .join("")
    .trim();
}

/** Sentences of plain text; an abbreviation ("J.Y. Interpretation No. 748") does not end one. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
    .reduce<string[]>((all, part) => {
      const last = all.at(-1);
      // An abbreviation ("the U.S. State Department") or a name's initial ("Harvey B. Milk") does
      // not end a sentence; a lone capital after a lower-case word does ("F, M and X. A growing…").
      if (
        last &&
        (/\b(No|St|Dr|Mr|Ms|Art|Sec|vs?)\.$/.test(last) ||
          /\b([A-Z]\.){2,}$/.test(last) ||
          /(^|(^|\s)([A-Z][a-z]+|[A-Z]\.)\s)[A-Z]\.$/.test(last))
      )
        all[all.length - 1] = `${last} ${part}`;
      else all.push(part);
      return all;
    }, [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0 && !sentence.endsWith(":"));
}

/** The words of a text as the search indexes compare them: normalized, no stop words, once each. */
export const termsOf = (text: string) =>
  new Set(wordsOf(text).flatMap((word) => termOf(word) ?? []));

/**
 * The sentences that answer a question: those sharing most of its words (a word counts by its
 * first five letters, so "swimming" meets "swim"), plus any `bonus` a caller gives, at least
 * `least`, the best `count` of them in their own order.
 */
const small = String.raw`\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a dozen|a hundred`;

/** "How much PrEP should I pack?", "how much extra HRT?": a quantity of medication to take along. */
export const asksSupply = (question: string) =>
  /\bhow (much|many)\b.{0,30}\b(prep|pep|hrt|meds|medications?|medicines?|hormones|pills|doses|testosterone|estrogen|oestrogen|estradiol|insulin|supply)\b/.test(
    normalize(question),
  );

/**
 * The kind of figure a question asks for, as the words of a sentence that gives one: "how close"
 * a distance ("at least 5 meters"), "how many" a count, "how long" a length of time, "how high"
 * a height, "what year" a year, "how much … pack" a supply. None for a question that asks no figure.
 */
export function figureAsked(question: string): RegExp | undefined {
  const text = normalize(question);
  // "How far ahead should we book?" asks a time, not a distance.
  const inTime = /\bhow far (ahead|in advance|out|before|beforehand)\b|\bhow early\b/.test(text);
  if (/\bhow (close|far|near)\b/.test(text) && !inTime)
    return new RegExp(
      String.raw`\b(${small}) ?(meters?|metres?|m|km|kilometers?|kilometres?|feet|ft|miles?|yards?)\b`,
    );
  if (/\bhow (high|tall)\b|\baltitude\b|\belevation\b/.test(text))
    return new RegExp(String.raw`\b(${small}) ?(meters?|metres?|m|feet|ft)\b`);
  // "How long has it been going?" asks since when: a year.
  if (/\bhow long (has|have|had)\b.*\b(been|going|running|existed|around)\b/.test(text))
    return /\b(1[5-9]\d\d|20\d\d)\b/;
  if (inTime || /\bhow (long|soon|fast|quickly)\b/.test(text))
    return new RegExp(
      String.raw`\b(${small}|a few|several|an?|half an?)[ -]?(minutes?|hours?|days?|nights?|weeks?|months?|years?)\b`,
    );
  if (/\bhow many\b/.test(text)) return new RegExp(String.raw`\b(${small})\b`);
  // "How much PrEP should I pack?": a supply, said as a length of time or as what is extra.
  if (asksSupply(question))
    return new RegExp(
      String.raw`\b(supply|extra|spare)\b|\b(${small}|an?|half an?) ?(days?|weeks?|months?)('s)?\b`,
    );
  if (/\b(what|which) year\b|\bsince when\b/.test(text)) return /\b(1[5-9]\d\d|20\d\d)\b/;
  // "How old is the pharmacy?": a year, or a century ("the fifteenth century", "the 1400s").
  if (/\bhow old\b/.test(text))
    return /\b(1[0-9]\d\d|20\d\d)s?\b|\b(\w+(st|nd|rd|th)|\d+(st|nd|rd|th))[ -]century\b|\bcenturies\b/i;
  // "When did the Tango Queer milonga start?": the year it began.
  if (
    /\bwhen (did|was|were|had)\b.*\b(start|begin|began|begun|found|open|launch|introduc|creat|establish|first|legali[sz]|decriminali[sz]|abolish|repeal)\w*/.test(
      text,
    )
  )
    return /\b(1[5-9]\d\d|20\d\d)\b/;
  // "When can we see the northern lights?", "when's the window for…", "what time of year…": a
  // month or a season ("may" only where it is one: "in May", "May 12").
  if (
    /\bwhen (can|could|do|does|should|would|will) (we|i|you|one|they) (actually |really |best |usually )?(see|go|visit|catch|spot|watch|travel|come)\b|\bwhen('?s| is|s) (the )?(window|season|best time)\b|\bwhat (time of year|months?|season)\b/.test(
      text,
    )
  )
    return /\b(january|february|march|april|june|july|august|september|october|november|december|spring|summer|autumn|winter)\b|\b(in|of|late|early|mid|from|to|until|through|and|or)[ -]may\b|\bmay \d/i;
  return undefined;
}

export function bestSentences(
  sentences: string[],
  question: string,
  {
    count,
    least = 1,
    bonus,
  }: { count: number; least?: number; bonus?: (sentence: string) => number },
): string[] {
  const asked = new Set([...termsOf(question)].map(stemOf));
  const fit = (sentence: string) =>
    [...termsOf(sentence)].filter((term) => asked.has(stemOf(term))).length +
    (bonus?.(sentence) ?? 0);
  return sentences
    .map((sentence, at) => ({ sentence, at, fit: fit(sentence) }))
    .filter((candidate) => candidate.fit >= least)
    .sort((a, b) => b.fit - a.fit || a.at - b.at)
    .slice(0, count)
    .sort((a, b) => a.at - b.at)
    .map((candidate) => candidate.sentence);
}
