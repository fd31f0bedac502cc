/**
 * The place an agent call is about. The chat matches one of our destinations in the browser (and
 * sends Barcelona when it finds none); the visitor's own words, when sent, may say more: a country
 * we don't cover ("Dubai"), a misspelling, a city by its everyday name. Those words win when they
 * name a place and the matched destination is not among them.
 */
import type { Catalog } from "../../content/catalog";
import { resolveDestination } from "../knowledge/destinations";
import { understandQuestion, type Place, type Understanding } from "./question";

export interface PlaceAsked {
  /** Our destination's name or the visitor's, for the answer: undefined when nothing fits. */
  place: Place | undefined;
  /** The text the destination came from: the request's destination or a name in the message. */
  asked: string;
  understanding: Understanding;
}

export function placeAsked(catalog: Catalog, destination: string, message?: string): PlaceAsked {
  const fromData = understandQuestion(catalog, destination);
  const resolved = resolveDestination(catalog, destination);
  const dataPlace: Place | undefined = resolved
    ? { name: resolved.destination.name, destination: resolved.destination, nearby: [] }
    : fromData.places[0];
  if (message) {
    const understanding = understandQuestion(catalog, message);
    const named = understanding.places;
    const same = named.find(
      (p) =>
        dataPlace &&
        ((p.destination && p.destination === dataPlace.destination) ||
          (!p.destination && p.name === dataPlace.name)),
    );
    if (named.length > 0 && !same) return { place: named[0], asked: named[0]!.name, understanding };
    return { place: same ?? dataPlace, asked: destination, understanding };
  }
  return { place: dataPlace, asked: destination, understanding: fromData };
}
