/**
 * A question about one of our articles, named the way a reader names it ("in your Antarctic
 * report, how many people can go ashore?", "who wrote the Sydney Mardi Gras trip report?", "what
 * articles are in the sustainable travel section?"): answered from that article alone, with its
 * address, before anything the question's other words would find (the place's scores, a package).
 */
import type { Catalog } from "../../content/catalog";
import type { Post } from "../../contract";
import { perCatalog } from "../knowledge/cache";
import {
  escapeRegExp,
  markdownToPlain,
  figureAsked,
  stripInline,
  normalize,
  sentencesOf,
  stemOf,
  termsOf,
} from "../knowledge/text";
import { fromJournal } from "../knowledge/journal-sections";

/** The words a reader calls an article by; they name no article themselves. */
const articleWord =
  /^(article|articles|post|posts|blog|blogs|guide|guides|piece|report|writeup|story|essay)$/;
/** The words an article's name follows: "in your Lisbon guide", "that tango piece". */
const determiner = /^(the|your|ur|yr|you|this|that|a|an|my|one|in|from)$/;
/** "who wrote …", "the author of …" */
const asksAuthor =
  /\b(who (wrote|writes|is the author)|author|written by|whose (article|post|guide|piece|report))\b/;
/** "which articles …", "what posts do you have …": a shelf of the journal, not one article. */
const asksShelf =
  /\b(which|what|any|list)\b.*\b(articles|posts|blogs|pieces|guides|reports)\b|\b(section|category)\b/;

interface ArticleTerms {
  post: Post;
  /** The words its title, address and tags hold, by the stem they are compared by. */
  stems: Set<string>;
}

const articlesOf = perCatalog("journal-articles", (catalog: Catalog) => {
  const articles: ArticleTerms[] = catalog.posts.map((post) => ({
    post,
    stems: new Set(
      [...termsOf(`${post.title} ${post.slug.replace(/-/g, " ")} ${post.tags.join(" ")}`)]
        .filter((term) => !articleWord.test(term))
        .map(stemOf),
    ),
  }));
  // In how many articles' names a word stands: "lisbon" names one, "pride" several.
  const namedIn = new Map<string, number>();
  for (const { stems } of articles)
    for (const stem of stems) namedIn.set(stem, (namedIn.get(stem) ?? 0) + 1);
  return { articles, namedIn };
});

/**
 * The article a question names: the words just before a word for an article ("the queer tango
 * piece", "your Lisbon guide"), or just after one with "on" or "about" ("the post about dating
 * apps"), meet one article's title, address or tags more than any other's, by the rarer words.
 */
export function namedArticle(catalog: Catalog, question: string): Post | undefined {
  return articleAsked(catalog, question).post;
}

/**
 * The article a question names, and what it names it by: the words after "about" or "on"
 * ("the article about Bali") are kept to say plainly that no article of ours is about them.
 */
function articleAsked(
  catalog: Catalog,
  question: string,
): { post?: Post; about: string[]; namedBy?: Set<string> } {
  const about: string[] = [];
  const words = normalize(question)
    .replace(/['’]s\b/g, "")
    .replace(/write[ -]up/g, "writeup")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const near = new Set<string>();
  words.forEach((word, at) => {
    // A noun, not a verb: "to report us" names no article; a guide who is a person ("every
    // hotel and guide", "our local guide") names none either.
    if (
      !articleWord.test(word) ||
      /^(to|will|would|can|could|should|must)$/.test(words[at - 1] ?? "") ||
      (/^guides?$/.test(word) &&
        /^(and|or|tour|local|private|mountain|dive|wine)$/.test(words[at - 1] ?? ""))
    )
      return;
    // Its name runs from "the", "your" (or the question's start) to it: "the queer tango piece".
    const start = words.slice(0, at).findLastIndex((w) => determiner.test(w));
    if (start === -1 ? at <= 5 : at - start <= 6)
      for (const before of words.slice(start + 1, at)) near.add(before);
    if (/^(on|about|re|from)$/.test(words[at + 1] ?? ""))
      for (const after of words.slice(at + 2, at + 7)) {
        near.add(after);
        if (about.length < 4) about.push(after);
      }
  });
  const stems = [...termsOf([...near].join(" "))].filter((w) => !articleWord.test(w)).map(stemOf);
  if (stems.length === 0) return { about };
  const { articles, namedIn } = articlesOf(catalog);
  const scored = articles
    .map(({ post, stems: named }) => ({
      post,
      score: stems
        .filter((stem) => named.has(stem))
        .reduce((sum, stem) => sum + Math.log((articles.length + 1) / namedIn.get(stem)!), 0),
    }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  // A word most articles are named by ("queer", "pride") says nothing of which one is meant.
  if (!best || best.score < 1.5 || best.score === second?.score) return { about };
  const own = articles.find((article) => article.post === best.post)!.stems;
  return { post: best.post, about, namedBy: new Set(stems.filter((stem) => own.has(stem))) };
}

/** "Do you have an article on …", "is there a post about …": whether one exists. */
const asksForArticle =
  /\b(do you have|have you (got|written|published)|is there|are there|any)\b.*\b(articles?|posts?|guides?|pieces?|reports?|write ?ups?)\b/;

/** A shelf of the journal named in the question ("the sustainable travel section"). */
function namedCategory(catalog: Catalog, question: string): string | undefined {
  const text = normalize(question).replace(/&/g, "and");
  const categories = [...new Set(catalog.posts.map((post) => post.category))];
  return categories.find((category) =>
    text.includes(normalize(category).replace(/&/g, "and").replace(/\s+/g, " ")),
  );
}

interface Sentence {
  text: string;
  /** Which paragraph or list item of its section it stands in. */
  paragraph: number;
  /** Whether that is a list item, and the name in bold it opens with ("**Agios Sostis**, …"). */
  item: boolean;
  lead?: string;
  /** A line that introduces a list ("Our favorite quieter beaches:"): never quoted alone. */
  opens?: boolean;
}

/**
 * An article's sections, sentence by sentence; a list item is a paragraph of its own, and a
 * sentence of a few words ("The cabeceo.") is read with the next.
 */
function sectionsOf(post: Post): Section[] {
  let sections = sectionsRead.get(post);
  if (!sections) sectionsRead.set(post, (sections = readSections(post)));
  return sections;
}

interface Section {
  heading: string;
  sentences: Sentence[];
}

/** Each article read into sections once, not at every question about it. */
const sectionsRead = new WeakMap<Post, Section[]>();

function readSections(post: Post): Section[] {
  const [intro = "", ...parts] = post.content.split(/^## /m);
  const leads = [...post.content.matchAll(/^\s*[-*]\s+\*\*(.+?)\*\*/gm)].map((match) =>
    stripInline(match[1]!),
  );
  const sentencesIn = (markdown: string) =>
    markdownToPlain(markdown)
      .split(/\n+/)
      .flatMap((line, paragraph): Sentence[] => {
        const item = /^\s*[-*]\s+/.test(line);
        const text = line.replace(/^\s*[-*]\s+/, "");
        const lead = item ? leads.find((name) => text.startsWith(name)) : undefined;
        if (!item && text.trim().endsWith(":"))
          return [{ text: text.trim(), paragraph, item, opens: true }];
        return sentencesOf(text).map((sentence) => ({ text: sentence, paragraph, item, lead }));
      })
      .reduce<Sentence[]>((all, sentence) => {
        const last = all.at(-1);
        if (last && last.paragraph === sentence.paragraph && wordCount(last.text) <= 4)
          last.text = `${last.text} ${sentence.text}`;
        else all.push({ ...sentence });
        return all;
      }, []);
  return [
    { heading: "", sentences: sentencesIn(intro) },
    ...parts.map((part) => {
      const [heading = "", ...body] = part.split("\n");
      return { heading: heading.trim(), sentences: sentencesIn(body.join("\n")) };
    }),
  ];
}

const wordCount = (text: string) => text.split(/\s+/).length;
/** A word's stem with "-ed" and "-ing" read off first: "sailed" meets "sail", "booking" "book". */
const rootOf = (term: string) => stemOf(term.length >= 6 ? term.replace(/(ed|ing)$/, "") : term);
/** Words that ask rather than say what is asked about: "how many", "what does it say about". */
const askingWords = new Set(
  [
    "many",
    "say",
    "says",
    "said",
    "talk",
    "talks",
    "mention",
    "mentions",
    "tell",
    "happened",
    "happen",
    "should",
    "exactly",
    "one",
    "thing",
    "things",
    "recommend",
    "suggest",
    // "How far ahead", "how far in advance": they ask for the figure.
    "far",
    "ahead",
    "advance",
  ].map(stemOf),
);
/** At most this many words from an article, as any answer's lead. */
const QUOTE_WORDS = 60;

/**
 * What the article says to the question's own words (those that neither name the article nor
 * ask), a word counting more the fewer of the article's sentences hold it: the section whose
 * heading or sentences meet them best; its best sentence, with the next best when it meets half
 * as much, else with the sentence after it in its paragraph ("Raohe Street … At the entrance,
 * line up for pepper buns"); a section met only by its heading ("Sextortion: the scam to know
 * about") opens with its answer.
 */
export function articleQuote(
  catalog: Catalog,
  post: Post,
  question: string,
  namedBy?: Set<string>,
): { heading: string; text: string } | undefined {
  // The words the article is called by say where, not what: those the question named it by
  // ("your Mykonos beyond the party article"), else every word of its title, address and tags.
  // The rest of its name still counts when asked after it ("… which quiet beaches?", "… what kind
  // of sauna?"), at half weight: "the ski article … which winter pride has the Pride descent?"
  // asks after the descent.
  const ownName = articlesOf(catalog).articles.find((article) => article.post === post)!.stems;
  const named = namedBy ?? ownName;
  // Each word asked after, by its stem, with the length of the longest word the question gives it.
  const asked = new Map<string, number>();
  for (const term of termsOf(question)) {
    const stem = rootOf(term);
    if (articleWord.test(term) || named.has(stem) || askingWords.has(stem)) continue;
    asked.set(stem, Math.max(asked.get(stem) ?? 0, term.length));
  }
  if (asked.size === 0) return undefined;
  // The asked stems a text holds, by a word no more than three letters longer than the asked one:
  // "beaches" and "quieter" meet "beach" and "quiet", "Waterkant" does not meet "water".
  const metIn = (text: string) =>
    new Set(
      [...termsOf(text)]
        .filter((term) => term.length <= (asked.get(rootOf(term)) ?? -9) + 3)
        .map(rootOf),
    );
  const sections = sectionsOf(post);
  const all = sections.flatMap((section) => section.sentences);
  const holding = new Map<string, number>();
  for (const sentence of all)
    for (const stem of metIn(sentence.text)) holding.set(stem, (holding.get(stem) ?? 0) + 1);
  const meets = (text: string) =>
    [...metIn(text)].reduce(
      (sum, stem) =>
        sum + Math.log(1 + all.length / (holding.get(stem) ?? 1)) * (ownName.has(stem) ? 0.5 : 1),
      0,
    );
  // Asked for a figure ("how close can we get to the penguins?"), a sentence that gives that kind
  // of figure ("Keep at least 5 meters from wildlife") in a paragraph or list item that shares a
  // word with the question ("…you are too close") is the likelier answer.
  const figure = figureAsked(question);
  // A heading that gives the figure ("Eighteen to twelve months out") gives it to its sentences.
  const fitsOf = (sentences: Sentence[], heading: string) => {
    const own = sentences.map((sentence) => meets(sentence.text));
    const headed = figure?.test(normalize(heading));
    return sentences.map((sentence, at) => {
      if (!figure?.test(normalize(sentence.text))) return headed ? 2 * own[at]! : own[at]!;
      const item = Math.max(
        ...sentences.map((other, i) => (other.paragraph === sentence.paragraph ? own[i]! : 0)),
      );
      return 2 * item;
    });
  };
  // The section that meets the question best; on a tie, the one whose best sentence is a list
  // item's (see the sentences' tie below).
  let best:
    | { heading: string; sentences: Sentence[]; fits: number[]; fit: number; listed: boolean }
    | undefined;
  for (const { heading, sentences } of sections) {
    const fits = fitsOf(sentences, heading);
    const top = Math.max(0, ...fits);
    const fit = 2 * meets(heading) + top;
    const listed = sentences.some((sentence, at) => sentence.item && fits[at] === top);
    if (fit > 0 && (!best || fit > best.fit || (fit === best.fit && listed && !best.listed)))
      best = { heading, sentences, fits, fit, listed };
  }
  if (!best) return undefined;
  const { heading, sentences, fits } = best;
  const within = (chosen: number[]) =>
    wordCount(chosen.map((at) => sentences[at]!.text).join(" ")) <= QUOTE_WORDS;
  const top = Math.max(...fits);
  // Its heading meets the question better than any of its sentences ("Sextortion: the scam to
  // know about" against "Tell someone you trust"): the section is the answer, from its opening.
  // Unless its best sentence names what the heading does ("Our rule of thumb": "So our rule is
  // simple."), which then opens the answer.
  const headingStems = new Set([...termsOf(heading)].map(rootOf).filter((stem) => asked.has(stem)));
  const naming = (at: number) =>
    [...termsOf(sentences[at]!.text)].some((term) => headingStems.has(rootOf(term)));
  if (top === 0 || (meets(heading) > top && !naming(fits.indexOf(top)))) {
    const opening: number[] = [0];
    while (opening.length < sentences.length && within([...opening, opening.length]))
      opening.push(opening.length);
    return { heading, text: opening.map((at) => sentences[at]!.text).join(" ") };
  }
  // On a tie, a list item's sentence: the article's own pick ("**Raohe Street** … At the entrance,
  // line up for pepper buns") before a story's ("I stood in line for a pepper bun").
  const ranked = fits
    .map((fit, at) => ({ fit, at }))
    .sort(
      (a, b) =>
        b.fit - a.fit ||
        Number(sentences[b.at]!.item) - Number(sentences[a.at]!.item) ||
        a.at - b.at,
    );
  const first = ranked[0]!;
  const picked = sentences[first.at]!;
  // "Which quiet beaches …?" of a list whose items open with names: the list's names, after the
  // line that introduces it ("Our favorite quieter beaches:"), then the item that fits best.
  const list = picked.lead
    ? listAround(sentences, first.at)
    : picked.opens && sentences[first.at + 1]?.lead
      ? listAround(sentences, first.at + 1)
      : [];
  const names = [...new Set(list.map((at) => sentences[at]!.lead!))];
  // Names, not labels: "**HIV.** Some insurers …" opens a paragraph on HIV, not a list of places.
  if (
    names.length >= 3 &&
    !names.some((name) => /[.:]$/.test(name)) &&
    asksWhichOnes.test(normalize(question))
  ) {
    const intro = sentences[list[0]! - 1];
    const opening = intro?.opens ? `${intro.text} ` : "";
    const item = picked.item ? itemOf(sentences, first.at) : [];
    return {
      heading,
      text: [`${opening}${names.join(", ")}.`, ...(within(item) ? [textOf(sentences, item)] : [])]
        .join(" ")
        .trim(),
    };
  }
  // Else the best sentence that says something (not a list's introduction) ...
  const [said, second] = ranked.filter(({ at }) => !sentences[at]!.opens);
  if (!said) return undefined;
  // ... a list item's with the item's opening ("A private sauna with a sauna master, who … This
  // is what we book") ...
  if (sentences[said.at]!.item) {
    const item = itemOf(sentences, said.at).filter((at) => at <= said.at);
    if (item.length > 1 && within(item)) return { heading, text: textOf(sentences, item) };
  }
  // ... or with the next best when it meets half as much, else with the sentence after it.
  const after = said.at + 1;
  const companion =
    second && second.fit * 2 >= top
      ? second.at
      : sentences[after]?.paragraph === sentences[said.at]!.paragraph
        ? after
        : undefined;
  const chosen =
    companion !== undefined && within([said.at, companion])
      ? [said.at, companion].sort((a, b) => a - b)
      : [said.at];
  return { heading, text: textOf(sentences, chosen) };
}

/** "Which beaches …", "what wines …": asks for the several things a list names. */
const asksWhichOnes =
  /\b(which\s+(\w+\s+){0,3}?|what\s+(\w+\s+)?)\w{3,}s\b(?<!\b(is|was|does|has|its|this|thus))/;

const textOf = (sentences: Sentence[], chosen: number[]) =>
  chosen.map((at) => sentences[at]!.text).join(" ");

/** The sentences of the list item sentence `at` stands in. */
const itemOf = (sentences: Sentence[], at: number) =>
  sentences.flatMap((sentence, i) => (sentence.paragraph === sentences[at]!.paragraph ? [i] : []));

/** The sentences of the list around sentence `at`: the items next to it that open with a name. */
function listAround(sentences: Sentence[], at: number): number[] {
  let start = at;
  while (start > 0 && sentences[start - 1]!.item) start--;
  let end = at;
  while (end + 1 < sentences.length && sentences[end + 1]!.item) end++;
  const span = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  // Every sentence of an item carries the item's name.
  return span.every((i) => sentences[i]!.lead) ? span : [];
}

const dateOf = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** The answer to a question about an article or a shelf of the journal, or undefined. */
/**
 * "We have no article about Bali": where a word the question names the article by is in no
 * article at all, title or text. A common word ("the trip") names no article, but is not a
 * subject we never wrote about, so it says nothing.
 */
function noArticleAbout(catalog: Catalog, question: string, about: string[]): string | undefined {
  const subject = about.filter((word) => !/^(the|a|an|your|our|my)$/.test(word)).join(" ");
  const { namedIn } = articlesOf(catalog);
  const unknown = [...termsOf(subject)].filter(
    (term) =>
      !namedIn.has(stemOf(term)) &&
      !catalog.posts.some((post) =>
        new RegExp(String.raw`\b${term}\b`).test(normalize(post.content)),
      ),
  );
  if (unknown.length === 0) return undefined;
  // As the visitor wrote it, with a name's capital where they typed none ("bali" is Bali).
  const written =
    new RegExp(escapeRegExp(subject).replace(/ /g, "\\W+"), "i").exec(question)?.[0] ?? subject;
  const shown = written.replace(/\b[a-z]\w*/g, (word) =>
    unknown.includes(word) ? word[0]!.toUpperCase() + word.slice(1) : word,
  );
  const place = unknown.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(" ");
  return `We have no article about ${shown} in our journal. Every article, by topic, is on /blog; if ${place} is where you are thinking of going, our travel designers can help (/contact).`;
}

export function journalArticleAnswer(
  catalog: Catalog,
  question: string,
): { text: string; title: string; href: string } | undefined {
  const text = normalize(question);
  const category = namedCategory(catalog, question);
  if (category && asksShelf.test(text)) {
    const posts = catalog.posts.filter((post) => post.category === category);
    return {
      text: [
        `Our journal's ${category} section has ${posts.length} ${posts.length === 1 ? "article" : "articles"}:`,
        ...posts.map((post) => `- "${post.title}", /blog/${post.slug}`),
      ].join("\n"),
      title: `Journal: ${category}`,
      href: "/blog",
    };
  }
  const { post, about, namedBy } = articleAsked(catalog, question);
  // Asked who wrote, or whether we have, an article about something none of ours is about.
  const none =
    asksAuthor.test(text) || asksForArticle.test(text)
      ? noArticleAbout(catalog, question, about)
      : undefined;
  if (none) return { text: none, title: "Journal", href: "/blog" };
  // Who writes the journal ("who writes your articles?"): its writers, each with how many.
  if (
    !post &&
    asksAuthor.test(text) &&
    /\b(articles|posts|blogs|journal|blog|guides)\b/.test(text)
  ) {
    const writers = new Map<string, { role: string; count: number }>();
    for (const { author, author_profile } of catalog.posts) {
      const writer = writers.get(author) ?? { role: author_profile.role, count: 0 };
      writer.count += 1;
      writers.set(author, writer);
    }
    const byCount = [...writers].sort((a, b) => b[1].count - a[1].count);
    return {
      text: `Our journal's ${catalog.posts.length} articles are written by our own team: ${byCount.map(([name, { role, count }]) => `${name}, ${role} (${count})`).join("; ")}. Each article names its writer and the day it was published, under its title: /blog.`,
      title: "Journal",
      href: "/blog",
    };
  }
  // Who wrote an article the question does not name: which one, rather than a guess.
  if (!post && asksAuthor.test(text) && text.split(/[^a-z0-9]+/).some((w) => articleWord.test(w)))
    return {
      text: `Every article in our journal names its writer and the day it was published, under its title. Tell me which article you mean (its title or the place it is about), or browse them all on /blog.`,
      title: "Journal",
      href: "/blog",
    };
  if (!post) return undefined;
  const href = `/blog/${post.slug}`;
  if (asksAuthor.test(text)) {
    const role = post.author_profile.role;
    const byline = `"${post.title}" (${href}) was written by ${post.author}, our ${role}, and published on ${dateOf(post.created_at)}.`;
    // "Who wrote it, and what month did they sail?": the rest of the question, from the article.
    const rest = articleQuote(catalog, post, text.replace(asksAuthor, " "), namedBy);
    return {
      text: rest ? `${byline}\n\nFrom it: ${rest.text}` : byline,
      title: post.title,
      href,
    };
  }
  const quote = articleQuote(catalog, post, question, namedBy);
  // A figure asked that the section's heading gives and its sentence does not ("how far ahead?":
  // "Eighteen to twelve months out"): the heading too.
  const figure = figureAsked(question);
  const under =
    quote?.heading && figure?.test(normalize(quote.heading)) && !figure.test(normalize(quote.text))
      ? `, under "${quote.heading}"`
      : "";
  return {
    text: quote
      ? `${fromJournal(catalog, post.title, href, quote.text)}${under}: ${quote.text}`
      : `Our journal's "${post.title}" (${href}): ${post.excerpt}`,
    title: post.title,
    href,
  };
}
