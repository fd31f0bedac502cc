/**
 * The journal's articles cut at their second-level headings ("Airport security, without
 * surprises"), so a question the journal answers ("airport body scanners freak me out, tips?") is
 * answered with the few sentences that say it, and the article's address, rather than with the
 * closest paragraph of a policy.
 */
import MiniSearch from "minisearch";
import type { Catalog } from "../../content/catalog";
import { formatLongDate } from "../../format";
import { perCatalog } from "./cache";
import { monthNames } from "./seasons";
import {
  bestSentences,
  containsPhrase,
  asksSupply,
  figureAsked,
  markdownToPlain,
  normalize,
  sentencesOf,
  stemOf,
  termOf,
  termsOf,
} from "./text";

export interface JournalSection {
  id: number;
  /** The article's title. */
  title: string;
  heading: string;
  sentences: string[];
  /** For each sentence, the first sentence of the paragraph or list item it stands in. */
  itemStarts: number[];
  href: string;
}

/**
 * A section's sentences, paragraph by paragraph and list item by list item: a sentence does not
 * run on into the next item ("… a clay oven. - Ningxia, near Datong, …"), and each knows where
 * its item opens ("Raohe Street, in Songshan, …" for "At the entrance, line up for pepper buns").
 */
function sentencesByItem(plain: string): { sentences: string[]; itemStarts: number[] } {
  const sentences: string[] = [];
  const itemStarts: number[] = [];
  for (const block of plain.split(/\n\s*\n|\n(?=\s*[-*]\s)/)) {
    const start = sentences.length;
    let label = "";
    const text = block.replace(/^\s*[-*]\s+/, "").trim();
    // A lead-in ("What helps:") is kept, to bring the list it introduces.
    // A paragraph that ends by introducing a list ("… offer the X. They include:") keeps that
    // lead-in as its last sentence.
    const leadIn = /[.!?]\s+([^.!?]{1,60}:)$/.exec(text)?.[1];
    const said = /^[^.!?]{1,60}:$/.test(text)
      ? [text]
      : [...sentencesOf(text), ...(leadIn ? [leadIn] : [])];
    for (const sentence of said) {
      // A label of a few words ("Know where to get PEP.", "Lisbon to Porto.") is read with the
      // sentence it introduces.
      if (sentence.split(/\s+/).length <= 5 && !/:\s*$/.test(sentence)) {
        label = `${label}${sentence} `;
        continue;
      }
      sentences.push(`${label}${sentence}`);
      itemStarts.push(start);
      label = "";
    }
    if (label) {
      sentences.push(label.trim());
      itemStarts.push(start);
    }
  }
  return { sentences, itemStarts };
}

function build(catalog: Catalog) {
  const sections: JournalSection[] = [];
  for (const post of catalog.posts) {
    for (const part of post.content.split(/^## /m).slice(1)) {
      const [heading = "", ...body] = part.split("\n");
      const { sentences, itemStarts } = sentencesByItem(markdownToPlain(body.join("\n")));
      if (sentences.length === 0) continue;
      sections.push({
        id: sections.length,
        title: post.title,
        heading: heading.trim(),
        sentences,
        itemStarts,
        href: `/blog/${post.slug}`,
      });
    }
  }
  const index = new MiniSearch<JournalSection>({
    fields: ["heading", "text"],
    storeFields: [],
    extractField: (section, field) =>
      field === "text" ? section.sentences.join(" ") : String(section[field as "heading"]),
    processTerm: termOf,
    searchOptions: {
      boost: { heading: 2 },
      prefix: (term) => term.length > 4,
      combineWith: "OR",
    },
  });
  index.addAll(sections);
  // In how many sections each word stands: a word in one or two names what they alone are about,
  // unless our policies or trips use it too ("website", "holiday"), where the journal is not its home.
  const elsewhere = new Set(
    [
      ...catalog.legal.map((doc) => doc.body),
      ...catalog.packages.map(
        (pkg) => `${pkg.name} ${pkg.description} ${pkg.inclusions.join(" ")}`,
      ),
      ...catalog.destinations.map((d) => `${d.name} ${d.country} ${d.region} ${d.description}`),
    ].flatMap((text) => [...termsOf(text)]),
  );
  const sectionsWith = new Map<string, number>();
  for (const section of sections) {
    for (const word of termsOf(section.sentences.join(" ")))
      if (!elsewhere.has(word)) sectionsWith.set(word, (sectionsWith.get(word) ?? 0) + 1);
  }
  return { sections, index, sectionsWith };
}

const journalSectionsOf = perCatalog("journal-sections", build);

/**
 * The journal's answer to a question: the one or two sentences of the best-matching section that
 * share most words with it, in the article's order, when that section shares at least `minTerms`
 * different words with the question, or one word that at most two sections hold and no policy,
 * trip or destination uses, in a question that asks something. The words of the places the
 * question names (`named`) are rare too and never count so: "what is Noblessner in Tallinn?" is
 * asked by "noblessner" alone. `about`: our destinations the question is about, whose articles'
 * sections are searched by the question's other words.
 */
export function journalQuote(
  catalog: Catalog,
  question: string,
  minTerms = 2,
  { named = [], about = [] }: { named?: string[]; about?: string[] } = {},
): { text: string; title: string; href: string } | undefined {
  const { sections, index, sectionsWith } = journalSectionsOf(catalog);
  // With places named, a section of an article that names one of them is searched for, by the
  // words of the question besides the names ("stairs down to Clifton beach" in Cape Town): the
  // place's own name would find its Pride section first.
  const keys = about.map(normalize).filter((key) => key.length > 2);
  const nameTerms = new Set(about.flatMap((name) => [...termsOf(name)]));
  let rest = normalize(question);
  for (const key of keys) rest = rest.replaceAll(key, " ");
  const namesPlace = (section: JournalSection) =>
    keys.some((key) => normalize(`${section.title} ${section.sentences.join(" ")}`).includes(key));
  const own = (terms: string[]) => new Set(terms.filter((term) => !nameTerms.has(term))).size;
  const matches = index.search(normalize(question));
  const candidates =
    keys.length === 0
      ? matches.slice(0, 10)
      : [...index.search(rest).slice(0, 5), ...matches.slice(0, 5)]
          .filter((candidate) => namesPlace(sections[Number(candidate.id)]!))
          .sort((a, b) => own(b.queryTerms) - own(a.queryTerms));
  // A word of the question that one or two sections alone hold ("homomonument", "cabeceo")
  // names what it asks about as surely as several common words do.
  // Only in a question that asks something ("when was the Homomonument unveiled?"), not a wish.
  const asks =
    /\b(what|whats|when|who|which|how|where|why|is there|are there|is it|can (i|we|you)|do (i|we|you)|should (i|we)|ok to)\b|\?\s*$/.test(
      normalize(question),
    );
  // The words of the places the question names are rare too, and say nothing of what it asks.
  const names = new Set(named.flatMap((name) => [...termsOf(name)]));
  const isRare = (term: string) =>
    term.length >= 6 && !names.has(term) && (sectionsWith.get(term) ?? Infinity) <= 2;
  // Such a word in a section's heading names its subject: where the best match lacks it, that
  // section answers instead ("wear my binder the whole way on a 14 hour flight" is "Binders on long
  // journeys", not "A long way to fly"), whatever place the question names. A rare word in the text
  // alone ("a pretty old town") does not.
  const rareAsked = asks ? [...termsOf(normalize(question))].filter(isRare) : [];
  const headed = (candidate: { id: unknown }) => {
    const words = normalize(sections[Number(candidate.id)]!.heading).split(/[^a-z0-9]+/);
    return rareAsked.some((term) => words.some((word) => word.startsWith(term)));
  };
  const holdsRare = candidates[0]?.queryTerms.some((term) => rareAsked.includes(term)) ?? false;
  // A heading the question says in full ("which countries issue X markers?" says "Who issues X
  // markers") names the section asked for, over a closer match whose heading it only half says
  // ("Entering a country that does not issue X").
  const askedStems = new Set([...termsOf(normalize(question))].map(stemOf));
  const headingSaid = (candidate: { id: unknown }) => {
    const stems = [...termsOf(normalize(sections[Number(candidate.id)]!.heading))].map(stemOf);
    return stems.length >= 2 && stems.every((stem) => askedStems.has(stem));
  };
  const sayingHeading =
    candidates[0] && !headingSaid(candidates[0])
      ? candidates.slice(0, 5).find(headingSaid)
      : undefined;
  // A figure asked ("how much PrEP should I pack?"): where the best match gives none of its kind
  // ("Getting through security"), the section of the same article that gives one in a sentence
  // sharing a word with the question ("Running out, and refills abroad": "the whole trip's supply
  // plus at least a week extra").
  const figure = figureAsked(question);
  // A supply is the article's own answer wherever it stands ("Bring the whole trip's supply…"
  // shares no word with "how much PrEP should I pack?"); another figure shares one.
  const supply = asksSupply(question);
  const figureSentences = (section: JournalSection) =>
    section.sentences.filter(
      (sentence) =>
        figure!.test(sentence) &&
        (supply || [...termsOf(normalize(sentence))].some((term) => askedStems.has(stemOf(term)))),
    );
  // A place we do not cover that the question names and a section's heading names is the
  // section asked about, where the best match's heading names no such place. Our own places'
  // names head their Pride sections and guides, so they do not count.
  const outside = named.filter((name) => !about.includes(name) && normalize(name).length > 2);
  const headsPlace = (candidate: { id: unknown }) =>
    outside.some((name) => containsPhrase(sections[Number(candidate.id)]!.heading, name));
  const placeHeaded =
    candidates[0] && !headsPlace(candidates[0])
      ? candidates.slice(0, 5).find(headsPlace)
      : undefined;
  const first = candidates[0] && sections[Number(candidates[0].id)]!;
  const figureSection =
    figure && first && figureSentences(first).length === 0
      ? sections.find(
          (section) => section.title === first.title && figureSentences(section).length > 0,
        )
      : undefined;
  const hit =
    (rareAsked.length > 0 && !holdsRare && matches.find(headed)) ||
    sayingHeading ||
    placeHeaded ||
    (figureSection && { id: figureSection.id, queryTerms: candidates[0]!.queryTerms }) ||
    candidates[0];
  if (!hit) return undefined;
  const rare = asks ? [...new Set(hit.queryTerms)].filter(isRare) : [];
  // The place a section's article names counts once, as one of the words shared.
  const shared = keys.length > 0 ? own(hit.queryTerms) + 1 : new Set(hit.queryTerms).size;
  const section = sections[Number(hit.id)]!;
  // Two words of the section's heading said together ("another way up Table Mountain", for
  // "Table Mountain and the peninsula") name what the question asks about as surely.
  const words = normalize(section.heading).split(/[^a-z0-9]+/);
  const asked = ` ${normalize(question).replace(/[^a-z0-9]+/g, " ")} `;
  const naming = words.some(
    (word, at) =>
      termOf(word) !== undefined &&
      termOf(words[at + 1] ?? "") !== undefined &&
      asked.includes(` ${word} ${words[at + 1]} `),
  );
  if (shared < minTerms && rare.length === 0 && !naming) return undefined;
  // A figure asked ("how high is Aspen?"): the sentence that gives one of its kind ("8,000 feet").
  const best = bestSentences(section.sentences, question, {
    count: 2,
    bonus: (sentence) =>
      (rare.some((term) => normalize(sentence).includes(term)) ? 2 : 0) +
      (figure?.test(sentence) ? 2 : 0),
  });
  if (best.length === 0) return undefined;
  // Each sentence with its list item's opening ("Raohe Street … At the entrance, line up for
  // pepper buns"), and a lead-in ("What helps:") with the short list it introduces.
  const { sentences, itemStarts } = section;
  const keep = new Set<number>();
  const [top] = bestSentences(sentences, question, {
    count: 1,
    bonus: (sentence) =>
      (rare.some((term) => normalize(sentence).includes(term)) ? 2 : 0) +
      (figure?.test(sentence) ? 2 : 0),
  });
  // The best sentence's whole list item, when it is short, is the answer's unit.
  const topAt = sentences.indexOf(top!);
  const item = sentences
    .map((_, at) => at)
    .filter(
      (at) =>
        (itemStarts[at] === itemStarts[topAt] && itemStarts[at] !== at) || at === itemStarts[topAt],
    );
  const itemWords = item.reduce((sum, at) => sum + sentences[at]!.split(/\s+/).length, 0);
  const units =
    item.length > 1 && itemWords <= 60 ? [...item.map((at) => sentences[at]!), ...best] : best;
  // Asked for tips, a section's list of what helps ("What helps:") is part of the answer; asked
  // which ones, so is its list of them ("They include:" Canada, Australia…).
  const leadIn =
    asksAdvice.test(normalize(question)) || asksWhich.test(normalize(question))
      ? sentences.find((sentence) => /:\s*$/.test(sentence))
      : undefined;
  for (const sentence of leadIn ? [...units, leadIn] : units) {
    const at = sentences.indexOf(sentence);
    keep.add(at);
    if (itemStarts[at]! < at) keep.add(itemStarts[at]!);
    if (/:\s*$/.test(sentence))
      for (let next = at + 1, shown = 0; next < sentences.length && shown < 5; next++, shown++) {
        if (itemStarts[next] !== next) continue;
        keep.add(next);
        if (sentences[next]!.split(/\s+/).length > 12) break;
      }
  }
  const chosen = [...keep].sort((a, b) => a - b).map((at) => sentences[at]!);
  // A list's bare items read as a list in a sentence: "Canada, Australia, New Zealand, Germany".
  const text = chosen
    .map((sentence, at) =>
      at < chosen.length - 1 && !/[.!?:]$/.test(sentence) ? `${sentence},` : sentence,
    )
    .join(" ");
  return { text, title: section.title, href: section.href };
}

/** "Which countries issue…", "what places…": a question that asks for the members of a list. */
const asksWhich = /\b(which|what) (countries|places|cities|ones|destinations|airlines|apps|ways)\b/;

/** "Tips?", "any advice", "what can we do": a question that asks for what helps. */
const asksAdvice =
  /\b(tips?|advice|what (can|should) (i|we) do|how (do|can) (i|we) (handle|deal|cope|prepare))\b/;

export interface JournalSentence {
  text: string;
  title: string;
  href: string;
}

/** Every sentence of the journal's sections, list item by list item, with its article. */
export const journalSentences = perCatalog("journal-sentences", (catalog: Catalog) =>
  journalSectionsOf(catalog).sections.flatMap((section) =>
    section.sentences.map((text): JournalSentence => ({
      text,
      title: section.title,
      href: section.href,
    })),
  ),
);

/** Our destinations' names of two or more words, normalized: "palm springs", "cape town". */
const namedPlaces = perCatalog("multiword-places", (catalog: Catalog) =>
  catalog.destinations.map((d) => normalize(d.name)).filter((name) => name.includes(" ")),
);

/**
 * The journal sentence among those `kept` that shares most words of the question (by their first
 * five letters, `ignored` aside), each word of its article's title counting `titleWeight`; none
 * when no sentence shares one. "How much of my prescription meds into Japan?" finds "Japan allows
 * visitors up to a one-month supply…"; "by when should we book Snow Pride?" the ski weeks' "for
 * March, by November at the latest".
 */
export function journalSentenceSharing(
  catalog: Catalog,
  question: string,
  {
    kept,
    ignored = new Set<string>(),
    titleWeight = 0,
  }: { kept: (sentence: JournalSentence) => boolean; ignored?: Set<string>; titleWeight?: number },
): JournalSentence | undefined {
  const asked = new Set(
    [...termsOf(normalize(question))].map(stemOf).filter((stem) => !ignored.has(stem)),
  );
  // A place's name of two or more words counts only whole: "Palm Springs" Pride does not share
  // "springs" with Iceland's hot springs.
  const phrases = namedPlaces(catalog).filter((name) => containsPhrase(question, name));
  const shared = (text: string) => {
    const plain = normalize(text);
    const apart = new Set(
      phrases
        .filter((name) => !containsPhrase(plain, name))
        .flatMap((name) => [...termsOf(name)].map(stemOf)),
    );
    return new Set(
      [...termsOf(plain)].map(stemOf).filter((stem) => asked.has(stem) && !apart.has(stem)),
    ).size;
  };
  let best: { sentence: JournalSentence; score: number } | undefined;
  for (const sentence of journalSentences(catalog)) {
    if (!kept(sentence)) continue;
    const own = shared(sentence.text);
    if (own === 0) continue;
    const score = own * 2 + (titleWeight > 0 ? titleWeight * shared(sentence.title) : 0);
    if (!best || score > best.score) best = { sentence, score };
  }
  return best?.sentence;
}

/**
 * The journal's section whose heading matches, in whichever article holds it ("What changed in the
 * United States", "Sextortion: the scam to know about"), with the lines of its markdown.
 */
export function journalSectionHeaded(
  catalog: Catalog,
  heading: RegExp,
): { post: Catalog["posts"][number]; heading: string; lines: string[] } | undefined {
  for (const post of catalog.posts)
    for (const part of post.content.split(/^## /m).slice(1)) {
      const [title = "", ...lines] = part.split("\n");
      if (heading.test(title)) return { post, heading: title.trim(), lines };
    }
  return undefined;
}

/** Words that date a sentence by the day it was written: "this year's march", "next year". */
const datedByWriting =
  /\b(this|next|last) (year|month|season|spring|summer|autumn|fall|winter)\b|\b(currently|right now|at the moment|these days)\b/i;

/**
 * How a quote from the journal opens: the article's title and address and, where the quote dates
 * itself by the day it was written ("which puts this year's march on October 25"), that day.
 */
export function fromJournal(
  catalog: Catalog,
  title: string,
  href: string,
  quoted: string,
  today = new Date(),
): string {
  const post = catalog.posts.find((candidate) => `/blog/${candidate.slug}` === href);
  const written = post && new Date(post.created_at);
  // Dates the article wrote of as ahead ("in 2026 Amsterdam hosts WorldPride, from July 25 to
  // August 8") that have since passed: said, with the day it was written.
  const last = latestDay(quoted);
  const passed = written && last && last > written && last < today;
  const dated = post && (passed || datedByWriting.test(quoted));
  return `From our journal, "${title}" (${href}${dated ? `, written ${formatLongDate(post.created_at)}` : ""}${passed ? `; the dates it gives have passed` : ""})`;
}

/** The latest day a text gives with its month, day and year ("July 25 to August 8" in "2026"). */
function latestDay(text: string): Date | undefined {
  const year = Math.max(...[...text.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1])));
  if (!Number.isFinite(year)) return undefined;
  const days = [
    ...text.matchAll(new RegExp(String.raw`\b(${monthNames.join("|")}) (\d{1,2})\b`, "gi")),
  ].map((m) => Date.UTC(year, monthNames.indexOf(m[1]!.toLowerCase()), Number(m[2])));
  return days.length > 0 ? new Date(Math.max(...days)) : undefined;
}
