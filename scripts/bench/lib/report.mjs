// Prints figures as a plain-text table and keeps the last results in .bench/results/<name>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchDir } from "./servers.mjs";

/** rows: objects; columns: [key, heading] pairs. Numbers are right-aligned. */
export function printTable(title, rows, columns) {
  const cells = rows.map((row) => columns.map(([key]) => format(row[key])));
  const widths = columns.map(([, heading], i) =>
    Math.max(heading.length, ...cells.map((line) => line[i].length)),
  );
  const isNumber = columns.map(([key]) => rows.every((row) => typeof row[key] === "number"));
  const line = (values) =>
    values
      .map((value, i) => (isNumber[i] ? value.padStart(widths[i]) : value.padEnd(widths[i])))
      .join(" | ");
  console.log(`\n${title}`);
  console.log(line(columns.map(([, heading]) => heading)));
  console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
  for (const values of cells) console.log(line(values));
}

function format(value) {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? "ok" : "FAIL";
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return String(value);
}

/** The machine line the README's results table quotes. */
export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
}

export function saveResults(name, data) {
  const dir = path.join(benchDir, "results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), machine: machine(), ...data }, null, 2),
  );
  console.log(`\n[bench] results written to ${path.relative(process.cwd(), file)}`);
}

/** Prints the budget verdicts and sets the exit code: non-zero when any budget is missed. */
export function finish(failures) {
  if (failures.length === 0) {
    console.log("\nEvery budget holds.");
    return;
  }
  console.log(`\n${failures.length} budget(s) missed:`);
  for (const failure of failures) console.log(`  - ${failure}`);
  process.exitCode = 1;
}

/** A figure as a multiple of the bare page's in the same run, to two decimals. */
export function ratio(value, reference) {
  return reference > 0 ? Math.round((value / reference) * 100) / 100 : "n/a";
}
