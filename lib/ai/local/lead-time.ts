/**
 * How far ahead to book ("how far ahead do I need to book Antarctica?", "how early should I book
 * a hotel for Mardi Gras?"): the destination's own record where it says how soon its rooms go, and
 * the journal's booking timeline for the trip or season asked about; not the terms' booking steps.
 */
import type { Catalog } from "../../content/catalog";
import { normalize, sentencesOf, stemOf } from "../knowledge/text";
import { fromJournal, journalSentenceSharing } from "../knowledge/journal-sections";
import { monthNames } from "../knowledge/seasons";
import type { Understanding } from "../understanding/question";
import { articleQuote } from "./journal-answer";

/**
 * "How far ahead", "how early should we book", "when should I book", "when should we lock in
 * rooms", "by when should we have rooms sorted", "in advance".
 */
const asksLeadTime =
  /\bhow (far|long) (ahead|in advance|before)|\bhow (early|soon) (should|do|must|can|would)\b|\b(by )?when (should|do|must|would) (i|we) (need to |be |have |get )?(book\w*|reserv\w*|lock\w* in|secur\w*|sort\w*|start (book|plan|look)\w*|plan\w*)\b|\bby when\b|\b(book|reserve)\w* .{0,40}\b(in advance|ahead)\b|\blead time\b|\bhow much (notice|time) do (you|u) need\b/;

/** A record's sentence that says how soon a place books up: "the best rooms go a year ahead". */
const saysLeadTime =
  /\b(a year|months|weeks|well) (ahead|out|in advance)\b|\bbook\w* a year out\b/i;

export function leadTimeAnswer(
  catalog: Catalog,
  u: Pick<Understanding, "text" | "places">,
): { text: string; hrefs: [string, string][] } | undefined {
  const text = normalize(u.text);
  // "How soon do I need to start PEP?" asks when to act, not when to book.
  // "How far in advance for Mardi Gras?" says it alone; "how soon" needs a word of booking.
  if (
    !asksLeadTime.test(text) ||
    !/\bhow far (ahead|in advance)\b|\bnotice\b|\b(book\w*|reserv\w*|plan\w*|trips?|hotels?|rooms?|flights?|tickets?|cruises?|go|travel\w*|visit\w*)\b/.test(
      text,
    )
  )
    return undefined;
  const lines: string[] = [];
  const hrefs: [string, string][] = [];
  for (const place of u.places) {
    const d = place.destination;
    const record = d && catalog.safety.get(d.id);
    const sentence = record && sentencesOf(record.notes).find((s) => saysLeadTime.test(s));
    if (!d || !sentence) continue;
    lines.push(`From ${d.name}'s record: ${sentence}`);
    hrefs.push([d.name, `/destinations/${d.id}`]);
  }
  // An article's own word on booking what the question names ("for March, by November at the
  // latest" in the ski weeks' article, "start nine to twelve months ahead" for a honeymoon).
  const own = ownLeadTime(catalog, text);
  if (own) {
    lines.push(`${fromJournal(catalog, own.title, own.href, own.text)}: ${own.text}`);
    hrefs.push([own.title, own.href]);
  }
  const timeline = catalog.posts.find((post) => /\bwhen to book\b/i.test(post.title));
  const quote =
    timeline && own?.href !== `/blog/${timeline.slug}` && articleQuote(catalog, timeline, u.text);
  if (timeline && quote) {
    // The timeline's headings are the answer's figures: "Eighteen to twelve months out".
    const under = quote.heading ? `, under "${quote.heading}"` : "";
    lines.push(
      `${fromJournal(catalog, timeline.title, `/blog/${timeline.slug}`, quote.text)}${under}: ${quote.text}`,
    );
    hrefs.push([timeline.title, `/blog/${timeline.slug}`]);
  }
  // Asked in general ("how far in advance should I book?"): the timeline's own summary.
  if (lines.length === 0 && timeline) {
    lines.push(
      `${fromJournal(catalog, timeline.title, `/blog/${timeline.slug}`, timeline.excerpt)}: ${timeline.excerpt}`,
    );
    hrefs.push([timeline.title, `/blog/${timeline.slug}`]);
  }
  return lines.length > 0 ? { text: lines.join("\n\n"), hrefs } : undefined;
}

/** A journal sentence that says how far ahead to book: "by November at the latest", "months ahead". */
const saysHowFarAhead = new RegExp(
  String.raw`\b(ahead|in advance|at the latest|months out|a year out)\b|\bby (early |late )?(${monthNames.join("|")}|spring|summer|autumn|fall|winter)\b`,
  "i",
);

const ofBooking =
  /\b(book\w*|rooms?|hotels?|reserv\w*|confirm\w*|start|plan\w*|secure|held|hold|committed|give yourselves|allow)\b/i;

/** Words of a lead-time question that say nothing of what is booked. */
const leadTimeWords = new Set(
  [
    "book",
    "booking",
    "reserve",
    "advance",
    "ahead",
    "early",
    "soon",
    "should",
    "when",
    "room",
    "hotel",
    "trip",
    "plan",
    "think",
    "need",
    "time",
    // When the trip is ("next year", "in a few months") says nothing of what is booked either.
    "year",
    "next",
    "month",
    "months",
    "start",
    "lock",
    "sorted",
  ].map(stemOf),
);

/**
 * The journal's sentence on how far ahead to book what the question names: the one sharing most
 * of its other words, counting the words of its article's title ("Winter Prides: Ski Weeks and
 * Snow Festivals" for "snow pride"); none when no such word is shared. About the traveler's own
 * booking, not the parade's entrants registering months in advance.
 */
const ownLeadTime = (catalog: Catalog, question: string) =>
  journalSentenceSharing(catalog, question, {
    kept: ({ text }) => saysHowFarAhead.test(text) && ofBooking.test(text),
    ignored: leadTimeWords,
    titleWeight: 1,
  });
