#!/usr/bin/env node
// Staff command line: reads enquiries, bookings, subscribers and the mail outbox from the running
// site's staff API.
//   npm run staff -- inquiries [--json]
//   npm run staff -- bookings [--json]     (overdue balances first)
//   npm run staff -- subscribers [--json]
//   npm run staff -- outbox [--json]
//   npm run staff -- renew-link LC-XXXXXXXX   (replaces a booking's private link, mails the new one)
// The site is SITE_URL, else http://localhost:$PORT (3000); the token is STAFF_TOKEN, else DATA_DIR/staff-token.
import { readFileSync } from "node:fs";
import path from "node:path";

const commands = {
  inquiries: {
    path: "/api/staff/inquiries",
    columns: [
      "created_at",
      "name",
      "email",
      "destination",
      "travel_dates",
      "travelers_count",
      "message",
    ],
  },
  bookings: {
    path: "/api/staff/bookings",
    // The API lists overdue balances first; the table keeps that order.
    columns: [
      "reference",
      "package_name",
      "starts_on",
      "travelers",
      "paid",
      "balance",
      "due_on",
      "flag",
      "customer_name",
      "customer_email",
      "test_mode",
      "session_id",
    ],
  },
  subscribers: { path: "/api/staff/subscribers", columns: ["created_at", "email"] },
  outbox: {
    path: "/api/staff/outbox",
    columns: ["created_at", "status", "attempts", "to", "subject", "sent_at", "last_error"],
  },
  // A traveler's link reached the wrong person: the old link stops working, the traveler gets a new one.
  "renew-link": {
    method: "POST",
    argument: "LC-reference",
    // References are read out on the phone: "lc-7k3m9q2p" is the same booking.
    path: (reference) =>
      `/api/staff/bookings/${encodeURIComponent(reference.toUpperCase())}/renew-link`,
    done: (result) =>
      `The link of ${result.reference} was replaced; the new one is mailed to the traveler.`,
  },
};

/** Amounts read as on the booking page, "$X.XX USD". */
const money = (minor, currency) =>
  `$${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${String(currency).toUpperCase()}`;

/** Columns computed from a row. */
const derived = {
  paid: (row) => money(row.amount_paid, row.currency),
  balance: (row) => (row.balance_due > 0 ? money(row.balance_due, row.currency) : "paid in full"),
  due_on: (row) => row.balance_due_on ?? "",
  flag: (row) => (row.balance_status === "overdue" ? "OVERDUE" : ""),
};

const args = process.argv.slice(2);
const [name, argument] = args.filter((arg) => !arg.startsWith("--"));
const asJson = args.includes("--json");
const command = commands[name ?? ""];
if (!command || (command.argument && !argument)) {
  const usage = Object.entries(commands).map(([key, { argument: what }]) =>
    what ? `${key} <${what}>` : key,
  );
  console.error(`Usage: npm run staff -- <${usage.join("|")}> [--json]`);
  process.exit(2);
}
const commandPath = typeof command.path === "function" ? command.path(argument) : command.path;

const baseUrl = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(
  /\/+$/,
  "",
);

function readToken() {
  if (process.env.STAFF_TOKEN) return process.env.STAFF_TOKEN;
  const file = path.resolve(process.env.DATA_DIR || "./data", "staff-token");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    console.error(`No staff token: set STAFF_TOKEN or start the site once so it writes ${file}.`);
    process.exit(2);
  }
}

let response;
try {
  response = await fetch(`${baseUrl}${commandPath}`, {
    method: command.method ?? "GET",
    headers: { Authorization: `Bearer ${readToken()}`, Accept: "application/json" },
    signal: AbortSignal.timeout(15_000),
  });
} catch {
  console.error(`Could not reach the site at ${baseUrl}. Is it running (npm start)?`);
  process.exit(1);
}
const payload = await response.json().catch(() => undefined);
if (!response.ok) {
  console.error(
    `The site answered ${response.status}: ${payload?.error?.message ?? response.statusText}`,
  );
  process.exit(1);
}

if (asJson) {
  console.log(JSON.stringify(payload, null, 2));
} else if (command.done) {
  console.log(command.done(payload));
} else {
  const clip = (value) => {
    const text = value === null || value === undefined ? "" : String(value).replace(/\s+/g, " ");
    return text.length > 48 ? `${text.slice(0, 47)}…` : text;
  };
  const rows = payload.map((row) =>
    command.columns.map((column) => clip(derived[column] ? derived[column](row) : row[column])),
  );
  const widths = command.columns.map((column, i) =>
    Math.max(column.length, ...rows.map((row) => row[i].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  console.log(line(command.columns));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) console.log(line(row));
  console.log(`\n${payload.length} ${name}`);
}
