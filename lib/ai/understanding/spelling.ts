/**
 * Spelling correction against what the site knows: a word a visitor typed that appears nowhere in
 * our content is replaced by the nearest word that does (a place, a package, a topic), found by
 * minisearch's fuzzy search. Words of the content itself are never changed, so "hungry" stays
 * "hungry" only if the journal uses it; the corpus, not a hand-written list, is the dictionary.
 */
import englishWords from "an-array-of-english-words";
import MiniSearch from "minisearch";
import type { Catalog } from "../../content/catalog";
import { placeAliases } from "../../content/place-aliases";
import { listCountryBaselines } from "../../content/world-baseline";
import { perCatalog } from "../knowledge/cache";
import { knowledgeOf } from "../knowledge/retrieval";
import { normalize } from "../knowledge/text";
import { concernVocabulary, needVocabulary, peopleVocabulary } from "./concerns";

export interface Speller {
  /** The text, lower case without accents, each unknown word replaced by its nearest known word. */
  correct(text: string): string;
  /** Whether a word occurs in the site's content. */
  knows(word: string): boolean;
  /** Whether the content uses a word in lower case, as an ordinary word ("male", not "Malé"). */
  isOrdinary(word: string): boolean;
}

const wordPattern = /[a-z0-9]+/g;

function build(catalog: Catalog): Speller {
  const corpus = new Set<string>();
  const ordinary = new Set<string>();
  const addOrdinary = (text: string) => {
    // Links and paths are not prose: "/packages#iceland-northern-lights" does not make "iceland"
    // an everyday word.
    const prose = text.replace(/(https?:\/\/|\/)[^\s)\]]*/g, " ");
    for (const word of prose.match(/(?<![\p{L}'])[a-z]+(?![\p{L}])/gu) ?? []) ordinary.add(word);
  };
  const add = (text: string) => {
    for (const word of normalize(text).match(wordPattern) ?? []) corpus.add(word);
  };
  for (const text of [
    ...knowledgeOf(catalog).passages.map((passage) => `${passage.title} ${passage.text}`),
    ...catalog.posts.map((post) => post.content),
    ...catalog.legal.map((document) => document.body),
  ]) {
    add(text);
    addOrdinary(text);
  }
  // Its people's name too: "Australian dollars" is no misspelt "Australia".
  for (const country of listCountryBaselines())
    add([country.name, ...country.aliases, ...country.cities, ...country.demonyms].join(" "));
  add(concernVocabulary.join(" "));
  add(peopleVocabulary.join(" "));
  add(needVocabulary.join(" "));
  add(Object.keys(placeAliases).join(" "));

  // Only words long enough to be told apart are targets of a correction.
  const targets = [...corpus].filter((word) => word.length >= 4 && !/\d/.test(word));
  const index = new MiniSearch<{ id: number; word: string }>({
    fields: ["word"],
    storeFields: ["word"],
    tokenize: (text) => [text],
    processTerm: (term) => term,
  });
  index.addAll(targets.map((word, id) => ({ id, word })));
  // English words, British and American spellings, of the lengths a correction touches (five
  // letters or more): built with the speller, so on start-up, not on a visitor's first question.
  const english = new Set((englishWords as string[]).filter((word) => word.length >= 5));
  const cache = new Map<string, string>();
  // An inflection of a word the content uses is a word too: "stairs" where the content says "stair",
  // "railings" where it says "railing"; never "corrected" into another ("stars").
  const inflectionOfKnown = (word: string) =>
    word.length >= 5 &&
    [/s$/, /es$/, /ed$/, /ing$/, /ly$/].some((ending) => {
      const base = word.replace(ending, "");
      return base !== word && base.length >= 3 && (corpus.has(base) || corpus.has(`${base}e`));
    });

  function nearest(word: string): string {
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    // One edit for words of five or six letters, two from seven: short words are too often
    // another real word one letter away ("woman" and "Oman").
    const distance = word.length >= 7 ? 2 : word.length >= 5 ? 1 : 0;
    let best = word;
    if (distance > 0) {
      const [hit] = index.search(word, { fuzzy: distance, prefix: false });
      // An English word is what the visitor meant ("stuff", "chill", "decriminalised"), unless the
      // content spells that same word the American way ("travelling", "neighbourhood").
      // A slip keeps a word's first letter: "Siberia" and "Iberia" are no misspelt Liberia.
      if (
        hit &&
        String(hit.word)[0] === word[0] &&
        (!english.has(word) || americanSpelling(word) === hit.word)
      )
        best = String(hit.word);
    }
    if (cache.size > 5000) cache.clear();
    cache.set(word, best);
    return best;
  }

  return {
    knows: (word) => corpus.has(word),
    isOrdinary: (word) => ordinary.has(word),
    correct(text) {
      return normalize(text).replace(wordPattern, (word) =>
        corpus.has(word) || inflectionOfKnown(word) || /\d/.test(word) ? word : nearest(word),
      );
    },
  };
}

/** A British spelling the American way: "travelling", "behaviour", "legalise", "centre". */
export function americanSpelling(word: string): string {
  return word
    .replace(/our(s|ed|ing|ite|ites|able|hood|hoods)?$/, "or$1")
    .replace(/is(e|es|ed|ing|ation|ations)$/, "iz$1")
    .replace(/ys(e|es|ed|ing)$/, "yz$1")
    .replace(/([aeiou])ll(ed|ing|er|ers)$/, "$1l$2")
    .replace(/tre(s)?$/, "ter$1")
    .replace(/ence(s)?$/, "ense$1")
    .replace(/^enquir/, "inquir");
}

/** The speller of a catalog, built on first use (or at start-up) and kept with it. */
export const spellerOf = perCatalog("speller", build);
