/** One page of a desk list from the `limit + 1` rows read: the extra row says a next page exists. */
import type { DeskPage } from "../../contract/staff";

export function deskPage<Row>(
  rows: Row[],
  limit: number,
  totals: { total: number } | undefined,
  cursorOf: (row: Row) => string,
): DeskPage<Row> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    total: totals?.total ?? 0,
    nextBefore: rows.length > limit && last !== undefined ? cursorOf(last) : null,
  };
}
