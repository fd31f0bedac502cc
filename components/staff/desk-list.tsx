/**
 * The parts every desk list is made of: the empty list, a table on wide screens with a card a row
 * on narrow ones (the other is not displayed, so each is read once), a list of rows, a card's top
 * line and its terms.
 */
import type { ReactNode } from "react";

/** Said in place of a list that holds nothing. */
export function DeskEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-lavender-300 bg-white/60 px-6 py-10 text-center text-muted">
      {children}
    </p>
  );
}

export interface DeskColumn<Row> {
  heading: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell's classes besides its padding. */
  className?: string;
  /** The heading's classes, when not the usual. */
  headClassName?: string;
}

const tableFrame = "overflow-x-auto rounded-2xl border border-lavender-200 bg-white shadow-sm";

/**
 * Rows as a table; with `card`, the table on wide screens only and a card a row on narrow ones.
 * A table without cards (a departure's manifest) scrolls sideways on a phone.
 */
export function DeskTable<Row>({
  rows,
  rowKey,
  caption,
  columns,
  card,
  hover = true,
  footer,
}: {
  rows: Row[];
  rowKey: (row: Row) => string;
  caption: ReactNode;
  columns: DeskColumn<Row>[];
  card?: (row: Row) => ReactNode;
  hover?: boolean;
  footer?: ReactNode;
}) {
  return (
    <>
      <div className={card ? `hidden ${tableFrame} lg:block` : tableFrame}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-lavender-50 text-xs tracking-wider text-muted uppercase">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  className={column.headClassName ?? "px-4 py-3 font-semibold"}
                >
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-lavender-100">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={hover ? "align-top hover:bg-lavender-50" : "align-top"}
              >
                {columns.map((column, index) => (
                  <td key={index} className={`px-4 py-3 ${column.className ?? ""}`.trim()}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {footer}
        </table>
      </div>
      {card && (
        <ul className="space-y-3 lg:hidden">
          {rows.map((row) => (
            <li key={rowKey(row)} className={cardClass}>
              {card(row)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A card's frame, for lists that are cards on every screen. */
export const cardClass = "rounded-2xl border border-lavender-200 bg-white p-5 shadow-sm";

/** A list of rows, one above the other in one frame: enquiries, subscribers, the audit log. */
export function DeskRows({
  ordered = false,
  label,
  children,
}: {
  ordered?: boolean;
  label?: string;
  children: ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List
      aria-label={label}
      className="divide-y divide-lavender-100 overflow-hidden rounded-2xl border border-lavender-200 bg-white shadow-sm"
    >
      {children}
    </List>
  );
}

/** A card's first line: what it is on one side, where it stands on the other. */
export function DeskCardTop({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center justify-between gap-2">{children}</div>;
}

/** A card's facts, two (or `wide`, four on wider screens) a line. */
export function DeskTerms({
  terms,
  wide = false,
}: {
  terms: [string, ReactNode][];
  wide?: boolean;
}) {
  return (
    <dl className={`mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm${wide ? "sm:grid-cols-4" : ""}`}>
      {terms.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{term}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
