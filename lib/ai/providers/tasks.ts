/** The task each provider is given, after the rules and before the context. */

export const recommendationTask =
  "Recommend 2 or 3 destinations or packages from the CONTEXT that fit the visitor's preferences. Name each exactly as the CONTEXT writes it, and give reasons taken from the CONTEXT: safety scores, highlights, best time to visit, prices. The safety priority runs from 1 to 5; at 5, prefer the highest overall Queer Safety Index scores.";

export const agentTasks = {
  customer_service: () =>
    "Answer the visitor's question from the CONTEXT, which holds how we understood it and the facts found for it. If the CONTEXT warns that a country criminalises same-sex relations, give that warning first, with its maximum penalty. Then answer directly in one or two sentences, then give the facts with their figures and the page of this site that holds them (such as /destinations/lisbon, /packages#iberian-rail-journey, /legal/terms or /blog/...). Keep to about 150 words unless you list. Quote a policy only when the question is about one, and then name the document and section, for example 'From our Terms of Service, section 8: ...'; when the question is about cancellation, give every tier exactly as the documents state them.",
  travel_planning: (days: number) =>
    `Write a day-by-day plan of exactly ${days} days (Day 1 to Day ${days}) for the destination in the CONTEXT, built only from its highlights, its best time to visit and the packages in the CONTEXT, and shaped around the visitor's interests where they fit. Then give the best time to visit and the packages that include it, with their prices as written.`,
  safety_research: () =>
    "If the visitor's words ask about a particular traveler (trans, a couple, someone alone, HIV), answer that first in one or two sentences. Then write a safety report for the destination in the CONTEXT: the overall, legal protection, social acceptance and safety index scores; the legal protections one by one; the notes; the guidance for trans and non-binary travelers; and the sources with their dates.",
  price_comparison: (travelers: number) =>
    `Compare the packages in the CONTEXT that reach the destination, for ${travelers} traveler${travelers === 1 ? "" : "s"}: total, per day and per traveler, using the computed figures as given. Then give the deposit, payment and cancellation terms quoted in the CONTEXT.`,
};
