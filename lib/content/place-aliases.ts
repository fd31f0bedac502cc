/**
 * Everyday names for places the site covers, each mapped to a destination id; a name counts only
 * when that destination exists. Shared by the chat widget (in the browser) and the AI engine.
 */
export const placeAliases: Readonly<Record<string, string>> = {
  nyc: "new-york",
  "new york city": "new-york",
  // Said of a trip, New York is the city.
  "new york": "new-york",
  manhattan: "new-york",
  ptown: "provincetown",
  "p-town": "provincetown",
  "p town": "provincetown",
  rio: "rio-de-janeiro",
  cdmx: "mexico-city",
  "ciudad de mexico": "mexico-city",
  "san fran": "san-francisco",
  sf: "san-francisco",
  vallarta: "puerto-vallarta",
  // Airport codes travelers write for the city.
  tlv: "tel-aviv",
  bkk: "bangkok",
  bcn: "barcelona",
  cph: "copenhagen",
};

/** The everyday names of one destination. */
export const aliasesOf = (destinationId: string): string[] =>
  Object.entries(placeAliases)
    .filter(([, id]) => id === destinationId)
    .map(([alias]) => alias);
