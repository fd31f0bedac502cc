/**
 * What the chat cannot do from here, said plainly rather than answered with the nearest fact: live
 * figures (today's weather, exchange rates), transactions we do not make (a flight on its own, a
 * table), a traveler's own booking (the chat sees no bookings), and local services we do not vet
 * (a dentist, a lawyer). Each names what does help and how to reach a person.
 */
import type { Catalog } from "../../content/catalog";
import { dontKnow } from "./voice";

interface OutOfReach {
  asks: RegExp;
  answer: (contact: Catalog["site"]["contact"]) => string;
}

const outOfReach: OutOfReach[] = [
  {
    asks: /\b(weather|forecast|temperature|rain(ing)?)\b.*\b(today|tonight|tomorrow|next (mon|tues|wednes|thurs|fri|satur|sun)day|this (week|weekend)|right now|next week)\b|\b(today|tomorrow)'?s? (weather|forecast)\b/,
    answer: () =>
      `${dontKnow} I can't see live weather or forecasts. What I can tell you is each destination's best time to visit and the seasons our trips are planned around; for the days ahead, a local forecast is the place to look.`,
  },
  {
    asks: /\b(exchange rates?|conversion rates?|currency rates?|rate of exchange)\b|\b(euro|pound|dollar|peso|yen|baht)s? (to|in|into) (the )?(euro|pound|dollar|peso|yen|baht)s?\b.*\b(today|now|rate)\b/,
    answer: () =>
      `${dontKnow} I can't give live exchange rates. Our packages are priced in US dollars and that price is fixed once booked; for today's rate, your bank or card provider quotes what you would actually pay.`,
  },
  {
    asks: /\bbook (me |us )?(a |an |some )?(flights?|plane tickets?|air ?fares?|tables?|restaurants?|taxis?)\b|\b(flights?|plane tickets?) (only|on (its|their) own)\b/,
    answer: ({ email, phone }) =>
      `I can't book flights, tables or anything outside our packages from this chat: we sell complete trips, and a travel designer arranges anything else as part of a custom trip. To ask, write to ${email} or call ${phone}.`,
  },
  {
    asks: /\b(my|our) (booking|reservation|order)('?s)? (reference|number|code|status|details|link)\b|\b(lost|can'?t find|deleted) (the |my |our )?(confirmation )?(e-?mail|booking|link)\b/,
    answer: ({ email, phone }) =>
      `I can't see bookings from this chat, so I can't look yours up. Your booking's private page and reference are in the confirmation email we sent when you paid; if you can't find it, write to ${email} or call ${phone} and our concierge team will resend it after checking it's you.`,
  },
  {
    // An LGBTQ+ or HIV doctor is another matter: a destination's record names the community
    // health service that refers visitors ("ACON, the NSW LGBTQ+ health organization").
    asks: /^(?!.*\b(lgbt\w*|queer|gay|lesbian|trans\w*|hiv|prep|pep)\b).*\b(dentists?|doctors? (near|in)|dermatologists?|lawyers?|attorneys?|plumbers?|hairdressers?|barbers?|vets?|veterinarians?|babysitters?|dog sitters?)\b/,
    answer: ({ email }) =>
      `${dontKnow} I don't have recommendations for local services like that: we don't vet them, so I'd rather not guess. For your trip, your travel designer can help find what you need on the ground (${email}); in an emergency, the local emergency number comes first.`,
  },
];

/** The honest answer when the question asks for something the chat cannot do, if it does. */
export function outOfReachAnswer(catalog: Catalog, text: string): string | undefined {
  const asked = outOfReach.find(({ asks }) => asks.test(text));
  return asked?.answer(catalog.site.contact);
}
