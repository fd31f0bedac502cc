/**
 * The regions destinations are grouped by, in the order pages list them. Apart from the zod
 * schemas (./destination.ts), so a client island can import them without the contract's weight.
 */
export const regions = [
  "Europe",
  "North America",
  "Latin America",
  "Middle East",
  "Asia",
  "Oceania",
  "Africa",
] as const;
