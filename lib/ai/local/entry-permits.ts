/**
 * What a traveler must apply for before entering a country ("us passport holder, anything to apply
 * for before flying to Sydney?", "do I need a visa for London as an American?"): the journal's
 * sentences that name the country with its entry permit (Australia's ETA, the United Kingdom's
 * Electronic Travel Authorisation), and our terms' rule that the traveler holds the right papers;
 * not the passport-validity rule alone.
 */
import type { Catalog } from "../../content/catalog";
import { perCatalog } from "../knowledge/cache";
import { fromJournal, journalSentences } from "../knowledge/journal-sections";
import { normalize } from "../knowledge/text";
import type { Understanding } from "../understanding/question";

/** A visa, an entry permit, or what to apply for before going. */
const asksEntry =
  /\b(visas?|eta|esta|etias|entry (permits?|requirements?|rules)|travel authori[sz]ations?|apply for\b.{0,30}\bbefore|need (anything|any papers?|a permit)\b.{0,30}\b(to (visit|enter|go|fly)|before)|paperwork\b.{0,30}\b(for|to enter|to visit))\b/;

/** A sentence that names an entry permit. */
const namesPermit = /\b(visas?|ETA|ESTA|ETIAS|Electronic Travel Autho\w+|entry permits?)\b/;

const permitSentencesOf = perCatalog("entry-permit-sentences", (catalog: Catalog) =>
  journalSentences(catalog).filter((sentence) => namesPermit.test(sentence.text)),
);

export function entryPermitAnswer(
  catalog: Catalog,
  u: Pick<Understanding, "text" | "places">,
  earlier?: string,
): { text: string; hrefs: [string, string][] } | undefined {
  // "What about the UK?" after "do Americans need anything to visit Australia?" asks it again.
  const followsUp = earlier !== undefined && u.text.split(/\s+/).length <= 5;
  if (!asksEntry.test(normalize(u.text)) && !(followsUp && asksEntry.test(normalize(earlier))))
    return undefined;
  const countries = [
    ...new Set(
      u.places.flatMap((place) => [
        ...(place.destination ? [place.destination.country] : []),
        ...(place.country ? [place.country.name] : []),
      ]),
    ),
  ];
  if (countries.length === 0) return undefined;
  const found = permitSentencesOf(catalog).filter((sentence) =>
    countries.some((country) => normalize(sentence.text).includes(normalize(country))),
  );
  if (found.length === 0) return undefined;
  // One sentence per article, in the order the journal gives them.
  const seen = new Set<string>();
  const lines = found
    .filter((sentence) => !seen.has(sentence.href) && seen.add(sentence.href))
    .slice(0, 2)
    .map(
      (sentence) =>
        `${fromJournal(catalog, sentence.title, sentence.href, sentence.text)}: ${sentence.text}`,
    );
  return {
    text: lines.join("\n\n"),
    hrefs: [...seen].map((href) => [found.find((s) => s.href === href)!.title, href]),
  };
}
