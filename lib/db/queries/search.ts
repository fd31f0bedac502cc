/** The desk's searches and exports: staff text matched as typed; exports described without it. */

/** A LIKE pattern that matches the text itself: %, _ and \ typed by staff are literal. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What an export held for the audit log, e.g. "12 rows, overdue, searched": the filter, and only
 * whether there was a search, since what staff searched for may be a traveler's name or e-mail.
 */
export function describeExport(rows: number, filter?: string, search?: string): string {
  return [`${rows} ${rows === 1 ? "row" : "rows"}`, filter, search?.trim() ? "searched" : undefined]
    .filter(Boolean)
    .join(", ");
}
