/** Formatting rules (money, dates, truncation), shared by pages, islands and tests. */

// Made on first use: building a DateTimeFormat loads the browser's locale data, which costs a
// phone tens of milliseconds, and most islands that import this module never format a date.
let longDate: Intl.DateTimeFormat | undefined;

/** "2025-10-19" -> "October 19, 2025" (long US English, independent of the server's zone). */
export function formatLongDate(isoDate: string): string {
  longDate ??= new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return longDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** "2025-10-21".."2025-10-25" -> "October 21-25, 2025"; spans months or years in full. */
export function formatDateRange(starts: string, ends: string): string {
  const [start, end] = [new Date(`${starts}T00:00:00Z`), new Date(`${ends}T00:00:00Z`)];
  const month = (date: Date) => date.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  if (start.getUTCFullYear() !== end.getUTCFullYear()) {
    return `${formatLongDate(starts)} - ${formatLongDate(ends)}`;
  }
  if (start.getUTCMonth() !== end.getUTCMonth()) {
    return `${month(start)} ${start.getUTCDate()} - ${month(end)} ${end.getUTCDate()}, ${end.getUTCFullYear()}`;
  }
  return `${month(start)} ${start.getUTCDate()}-${end.getUTCDate()}, ${end.getUTCFullYear()}`;
}

/** Whole dollars with thousands separators: 175000 -> "$175,000". */
export function formatPrice(dollars: number): string {
  return `$${dollars.toLocaleString("en-US", { maximumFractionDigits: 0 })}`;
}

/** Minor units to "$X.XX USD": amount_total / 100 with 2 decimals, the currency in capitals. */
export function formatAmount(amountTotal: number, currency: string): string {
  const value = (amountTotal / 100).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `$${value} ${currency.toUpperCase()}`;
}

/** Cuts text at `limit` characters and adds an ellipsis; shorter text is left whole. */
export function truncate(text: string, limit = 150): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/** A score on the 0-5 scale as "n/5", one decimal at most. */
export function formatScore(score: number): string {
  return `${Number.isInteger(score) ? score : score.toFixed(1)}/5`;
}
