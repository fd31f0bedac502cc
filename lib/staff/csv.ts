/**
 * CSV exports of the desk's lists (RFC 4180: comma-separated, CRLF lines, fields quoted when they
 * hold a comma, quote or line break). A cell that a spreadsheet would run as a formula (starting
 * with =, +, -, @, tab or carriage return) is prefixed with an apostrophe, so a visitor's text
 * cannot become a formula on a staff member's machine.
 */

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** A download of `body` named `<name>-<YYYY-MM-DD>.csv`, never cached. */
export function csvResponse(name: string, body: string, today = new Date()): Response {
  const filename = `${name}-${today.toISOString().slice(0, 10)}.csv`;
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
