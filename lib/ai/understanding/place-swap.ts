/**
 * "And Amsterdam's?" after "when is Berlin Pride?": a message that names one place and nothing
 * else asks the visitor's last question again, of that place. Read as "when is Amsterdam Pride?",
 * it is answered as that question would be, whatever the question was about (a date, a law, a
 * number to call), where carrying only the earlier question's concerns answered with the new
 * place's scores.
 */
import type { ChatMessage } from "../../contract";
import type { Catalog } from "../../content/catalog";
import { escapeRegExp, normalize } from "../knowledge/text";
import { understandQuestion, type Place } from "./question";

/** The words around a place in such a follow-up: "and", "what about", "same for", "'s", "then". */
const connective =
  /^(and|what|whats|about|how|for|in|at|of|the|same|there|ok|okay|then|too|also|s|please|pls|plz|with|re|again|question|q)$/;

/** Every name the place goes by, longest first: "New York City" before "New York". */
const namesOf = (place: Place) =>
  [place.name, place.destination?.name, place.country?.name, ...(place.country?.aliases ?? [])]
    .filter((name): name is string => Boolean(name))
    .sort((a, b) => b.length - a.length);

/** The place a message names and nothing else ("and Amsterdam's?"), or undefined. */
function placeAlone(catalog: Catalog, message: string): Place | undefined {
  // Such a message is a name of at most four words among little ones ("ok and what about the UK
  // then?"); anything longer is not understood a second time here, since every chat message with
  // earlier ones passes this way before it is answered.
  const said = normalize(message)
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !connective.test(word));
  if (said.length === 0 || said.length > 4) return undefined;
  const { places, packages } = understandQuestion(catalog, message);
  const [place] = places;
  if (places.length !== 1 || packages.length > 0 || !place) return undefined;
  let rest = normalize(message).replace(/['’]s\b/g, "");
  for (const name of namesOf(place))
    rest = rest.replace(new RegExp(String.raw`\b${escapeRegExp(normalize(name))}s?\b`, "g"), " ");
  return rest.split(/[^a-z0-9]+/).every((word) => !word || connective.test(word))
    ? place
    : undefined;
}

/**
 * The visitor's last question asked of the place the message names, or undefined: the last
 * question that was more than a place ("and Lisbon?" after "and Amsterdam's?" after "when is
 * Berlin Pride?" is "when is Lisbon Pride?"), its one place swapped for the new one.
 */
export function placeSwapped(
  catalog: Catalog,
  message: string,
  previous: readonly ChatMessage[],
): string | undefined {
  const asked = previous.filter((m) => m.type === "user").map((m) => m.content);
  const place = asked.length > 0 ? placeAlone(catalog, message) : undefined;
  if (!place) return undefined;
  const earlier = asked.reverse().find((content) => !placeAlone(catalog, content));
  if (!earlier) return undefined;
  const before = understandQuestion(catalog, earlier);
  const [old] = before.places;
  if (before.places.length !== 1 || !old || old.name === place.name) return undefined;
  // The new place as the visitor wrote it ("the UK", not our London), in the old one's stead
  // with its "the" ("to the Netherlands" is "to the UK", "in the Netherlands" "in Thailand").
  const words = message
    .replace(/['’]s\b/g, "")
    .split(/[^\p{L}\p{N}.'-]+/u)
    .filter(Boolean);
  const around = (word: string) =>
    word.toLowerCase() !== "the" && connective.test(word.toLowerCase());
  while (words.length > 0 && around(words[0]!)) words.shift();
  while (words.length > 0 && around(words.at(-1)!)) words.pop();
  const typed = words.join(" ").replace(/[.?!]+$/, "") || place.name;
  for (const name of namesOf(old)) {
    const named = new RegExp(String.raw`\b(the\s+)?${escapeRegExp(name)}\b`, "i");
    if (named.test(earlier)) return earlier.replace(named, typed);
  }
  return undefined;
}
