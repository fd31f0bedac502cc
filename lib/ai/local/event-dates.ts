/**
 * When an event happens ("what month is Vallarta Pride?", "when is Modernism Week in Palm
 * Springs?", "when and where is EuroPride 2027?"): the dated line that names it, from the events we
 * list (with the page that confirms the dates), a destination's highlights and notes, or a journal
 * section, rather than the place's scores or the nearest article's opening.
 */
import type { Catalog } from "../../content/catalog";
import { formatDateRange, formatLongDate } from "../../format";
import { perCatalog } from "../knowledge/cache";
import { monthsMentioned } from "../knowledge/seasons";
import { markdownToPlain, normalize, sentencesOf, stemOf, termsOf } from "../knowledge/text";
import { fromJournal } from "../knowledge/journal-sections";

/**
 * "When is", "what month", "which day", "what dates": a question about when; "where is", "which
 * city hosted": about where, which the same line says (EuroPride 2027: Turin, Italy, June 18-26).
 */
const asksWhen =
  /\b(when|where|what (month|months|day|date|dates|week|time of year|city|country)|which (month|day|date|week|city|country)|host(s|ed|ing)?)\b/;
/** What happens on a date: a question without one ("when was the Red House built?") is not this. */
const namesEvent =
  /(pride|\b(festival|fest|week|parade|(?:the|a|pride|dyke|trans) march|carnival|fair|mardi gras|ski|film|celebration|orgullo|marcha|tea dance|games|gala|ball)s?)\b/;

/** Words that say what kind of thing happens, or ask when, not which: they alone name no event. */
const kindWords = new Set(
  [
    "event",
    "events",
    "festival",
    "week",
    "parade",
    "march",
    "usually",
    "year",
    "held",
    "gay",
    "lgbt",
    "lgbtq",
    "queer",
    "month",
    "months",
    "day",
    "days",
    "date",
    "dates",
    "time",
  ].map(stemOf),
);

interface Dated {
  /** The line as the answer gives it, and the page it comes from. */
  text: string;
  label: string;
  href: string;
  /** Our records (events, destinations) come before the journal, which dates the same things. */
  journal: boolean;
  /** The words that name what it dates, by stem; `titled`, those of its title or heading. */
  names: Set<string>;
  titled: Set<string>;
  /** The place whose words do not name the event ("Palm Springs" names every Palm Springs line). */
  place: Set<string>;
}

const stems = (text: string) => new Set([...termsOf(text)].map(stemOf));

/** Every dated line, and in how many of them each word stands (a word in one names its event). */
const datedLinesOf = perCatalog("dated-lines", (catalog: Catalog) => {
  const lines: Dated[] = catalog.events.map((event) => ({
    text: `${event.name}: ${event.location}, ${formatDateRange(event.starts, event.ends)} (${event.dates_source.label}; read ${formatLongDate(event.dates_source.as_of)}).`,
    label: event.name,
    href: event.url,
    journal: false,
    names: stems(`${event.name} ${event.location}`),
    titled: stems(event.name),
    place: stems(event.location),
  }));
  const everyPlace = new Set(
    catalog.destinations.flatMap((d) => [...stems(`${d.name} ${d.country}`)]),
  );
  for (const d of catalog.destinations) {
    const place = stems(`${d.name} ${d.country}`);
    const record = catalog.safety.get(d.id);
    for (const highlight of d.highlights.filter((h) => monthsMentioned(h).size > 0))
      lines.push({
        text: `${highlight.replace(/\.$/, "")} (${d.name}, /destinations/${d.id}).`,
        label: d.name,
        href: `/destinations/${d.id}`,
        journal: false,
        names: stems(highlight),
        titled: stems(highlight),
        place,
      });
    for (const sentence of sentencesOf(record?.notes ?? "").filter(
      (s) => monthsMentioned(s).size > 0,
    ))
      lines.push({
        text: `From ${d.name}'s record: ${sentence}`,
        label: d.name,
        href: `/destinations/${d.id}`,
        journal: false,
        names: stems(sentence),
        titled: new Set(),
        place,
      });
  }
  for (const post of catalog.posts) {
    for (const part of post.content.split(/^## /m).slice(1)) {
      const [heading = "", ...body] = part.split("\n");
      const sentences = sentencesOf(markdownToPlain(body.join("\n")));
      const at = sentences.findIndex((s) => monthsMentioned(s).size > 0);
      if (at === -1) continue;
      // A date said in a few words ("Usually in June.") is read with the sentence that follows.
      const dated = sentences
        .slice(at, sentences[at]!.split(/\s+/).length <= 5 ? at + 2 : at + 1)
        .join(" ");
      lines.push({
        text: `${fromJournal(catalog, post.title, `/blog/${post.slug}`, dated)}, ${heading.trim()}: ${dated}`,
        label: post.title,
        href: `/blog/${post.slug}`,
        journal: true,
        names: stems(`${heading} ${dated}`),
        titled: stems(heading),
        place: everyPlace,
      });
    }
  }
  const holding = new Map<string, number>();
  for (const line of lines)
    for (const stem of line.names) holding.set(stem, (holding.get(stem) ?? 0) + 1);
  return { lines, holding };
});

/**
 * The dated line that names what the question asks the date of: two or more of its words, or one
 * the line alone holds ("europride"), that are neither the place's name nor a kind of event.
 */
export function eventDateAnswer(
  catalog: Catalog,
  question: string,
): { text: string; label: string; href: string } | undefined {
  const text = normalize(question);
  if (!asksWhen.test(text) || !namesEvent.test(text)) return undefined;
  const asked = [...stems(text)];
  const { lines, holding } = datedLinesOf(catalog);
  const scored = lines
    .map((line) => {
      const shared = asked.filter((stem) => line.names.has(stem));
      const naming = shared.filter((stem) => !kindWords.has(stem) && !line.place.has(stem));
      return {
        line,
        naming,
        score:
          shared.length +
          naming.filter((stem) => holding.get(stem) === 1).length +
          naming.filter((stem) => line.titled.has(stem)).length,
      };
    })
    // A word that names it: in the line's title ("Modernism Week"), or in two lines at most.
    .filter(({ line, naming }) =>
      naming.some((stem) => line.titled.has(stem) || (holding.get(stem) ?? 0) <= 2),
    )
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  // Two pages dating it equally well leave it open ("when is Pride?"), unless what they name is
  // rare enough to be the same thing ("Modernism Week" in a record and in an article); the
  // records come first, the journal after.
  if (!best || best.score < 2) return undefined;
  const common = Math.min(...best.naming.map((stem) => holding.get(stem) ?? 0)) > 2;
  if (
    best.score === second?.score &&
    best.line.href !== second.line.href &&
    best.line.journal === second.line.journal &&
    common
  )
    return undefined;
  const { text: line, label, href } = best.line;
  return { text: line, label, href };
}
