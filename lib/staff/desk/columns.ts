/**
 * How the desk's CSV exports write values: amounts in the currency's major units with two decimals
 * ("2125.00", its code in its own column) so a spreadsheet sums them; times are ISO 8601 in UTC
 * (lib/staff/csv.ts). Exports are POSTs only.
 */
export const major = (minor: number) => (minor / 100).toFixed(2);

/** What a GET on an export answers: exports are recorded, so only a POST makes one. */
export const EXPORT_NEEDS_POST =
  "Exports are made with POST (the desk's Export button, or JSON with the filters): a link cannot make one";
