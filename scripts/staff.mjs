#!/usr/bin/env node
// Staff command line: reads enquiries, bookings, subscribers and the mail outbox from the running
// site's staff API, and manages the staff desk's accounts. `npm run staff -- help` lists every
// command with its rules.
//   npm run staff -- inquiries [--json] [--all]   (--all: every enquiry, read 500 at a time)
//   npm run staff -- bookings [--json] [--all]     (overdue balances first)
//   npm run staff -- subscribers [--json] [--all]   (with each address's status)
//   npm run staff -- outbox [--json] [--all]
//   npm run staff -- credits [--json] [--all]       (travel credits, what each has left, its uses)
//   npm run staff -- renew-link LC-XXXXXXXX   (replaces a booking's private link, mails the new one)
//   npm run staff -- resend <mail-id>         (sends a failed mail again, at once)
//   npm run staff -- add-user --email E --password P [--name N]   (a staff desk account; the first
//                                                                  is the owner)
//   npm run staff -- disable-user --email E   (signs in nowhere until enabled; never the owner)
//   npm run staff -- enable-user --email E
//   npm run staff -- end-sessions --email E   (signs the member out everywhere)
//   npm run staff -- set-password --email E --password P   (ends their sessions, mails them)
// The site is SITE_URL, else http://localhost:$PORT (3000); the token is STAFF_TOKEN, else DATA_DIR/staff-token.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const commands = {
  inquiries: {
    path: "/api/staff/inquiries",
    // With --all, pages are read older than the last record's key.
    pageKey: "id",
    columns: [
      "created_at",
      "status",
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
    pageKey: "id",
    // The status in words, as lib/bookings/status.ts gives it (cancelled bookings included).
    derived: { status: (row) => bookingStatusWords(row.status) },
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
      "status",
      "customer_name",
      "customer_email",
      "test_mode",
      "session_id",
    ],
  },
  credits: {
    path: "/api/staff/credits",
    pageKey: "id",
    // Never a code: its last four characters, as the desk shows it.
    columns: [
      "issued_at",
      "code_hint",
      "booking_reference",
      "amount_left",
      "used",
      "status",
      "expires_on",
      "uses",
    ],
  },
  subscribers: {
    path: "/api/staff/subscribers",
    pageKey: "email",
    // pending: asked, not yet confirmed by the mailed link; confirmed: gets the newsletter.
    columns: ["created_at", "status", "email", "confirmed_at"],
  },
  outbox: {
    path: "/api/staff/outbox",
    pageKey: "id",
    // The id is what `resend` takes.
    columns: ["created_at", "id", "status", "attempts", "to", "subject", "sent_at", "last_error"],
  },
  // A desk account: the password goes to the site in the request body only, never to the output.
  "add-user": {
    method: "POST",
    path: "/api/staff/users",
    body: (options) => ({ email: options.email, password: options.password, name: options.name }),
    needs: ["email", "password"],
    done: (result) => `Staff account ${result.email} created (${result.role}).`,
  },
  // Account changes: the owner's through the token (the desk's owner does the same on /staff/team).
  "disable-user": {
    method: "POST",
    path: "/api/staff/users/disable",
    body: (options) => ({ email: options.email }),
    needs: ["email"],
    done: (result) =>
      result.changed
        ? `${result.email} is disabled: it signs in nowhere, by password or passkey (${ended(result)}).`
        : `${result.email} was already disabled.`,
  },
  "enable-user": {
    method: "POST",
    path: "/api/staff/users/enable",
    body: (options) => ({ email: options.email }),
    needs: ["email"],
    done: (result) =>
      result.changed
        ? `${result.email} is enabled: its password and passkeys sign in again.`
        : `${result.email} was not disabled.`,
  },
  "end-sessions": {
    method: "POST",
    path: "/api/staff/users/end-sessions",
    body: (options) => ({ email: options.email }),
    needs: ["email"],
    done: (result) => `${result.email} is signed out everywhere (${ended(result)}).`,
  },
  // The password goes to the site in the request body only, never to the output.
  "set-password": {
    method: "POST",
    path: "/api/staff/users/set-password",
    body: (options) => ({ email: options.email, password: options.password }),
    needs: ["email", "password"],
    done: (result) =>
      `${result.email} has a new password (${ended(result)}); they were mailed about it.`,
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
  // A failed mail (outbox status "failed") back in the queue with its attempts reset, sent at once.
  resend: {
    method: "POST",
    argument: "mail-id",
    path: (id) => `/api/staff/outbox/${encodeURIComponent(id.toLowerCase())}/resend`,
    done: (result) =>
      result.status === "sent"
        ? `Mail ${result.id} was sent again.`
        : result.status === "failed"
          ? `Mail ${result.id} was tried again and failed again; see npm run staff -- outbox.`
          : `Mail ${result.id} is back in the queue (${result.status}).`,
  },
};

const ended = (result) =>
  `${result.sessions_ended} ${result.sessions_ended === 1 ? "session" : "sessions"} ended`;

/** What `help` prints: every command, what it does and its rules. */
const HELP = `Staff command line of the Lavender Compass site (talks to SITE_URL with the staff token).

Lists (a table; --json for JSON; --all reads every page):
  inquiries                 every enquiry, newest first
  bookings                  bookings, overdue balances first
  subscribers               newsletter addresses with their status
  outbox                    every mail the site sent or will send, with its id
  credits                   travel credits (code's last four characters), what each has
                            left, its expiry and the bookings that used it

Actions:
  renew-link <LC-reference>   replaces a booking's private link and mails the new one
  resend <mail-id>            sends a failed mail again, at once

Staff desk accounts (each recorded in the owner's audit log as "Staff token"):
  add-user --email E --password P [--name N]
                            a new account; the first ever made is the owner
  disable-user --email E    the account signs in nowhere, by password or passkey, and its
                            sessions end at once; the owner's account cannot be disabled
  enable-user --email E     lets a disabled account sign in again
  end-sessions --email E    signs the member out everywhere; they may sign in again
  set-password --email E --password P
                            a new password (12 to 128 characters), the owner's too; every
                            session of the account ends and the member is mailed about it

Passwords go to the site in the request body only and are never printed.`;

/** Amounts read as on the booking page, "$X.XX USD". */
const money = (minor, currency) =>
  `$${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${String(currency).toUpperCase()}`;

/** A booking's status in words: "paid in full", "cancellation requested", "cancelled (refunded)". */
const bookingStatusWords = (status) =>
  String(status)
    .replace(/^cancelled_(refunded|credited)$/, "cancelled ($1)")
    .replaceAll("_", " ");

/** What a booking's balance column says: what is owed, paid in full, or none as it was cancelled. */
function bookingBalance(row) {
  if (row.balance_due > 0) return money(row.balance_due, row.currency);
  if (row.balance_status === "cancelled") return `none: ${bookingStatusWords(row.status)}`;
  return "paid in full";
}

/** Columns computed from a row. */
const derived = {
  paid: (row) => money(row.amount_paid, row.currency),
  balance: bookingBalance,
  due_on: (row) => row.balance_due_on ?? "",
  flag: (row) => (row.balance_status === "overdue" ? "OVERDUE" : ""),
  amount_left: (row) =>
    `${money(row.remaining, row.currency)} of ${money(row.amount, row.currency)}`,
  used: (row) => money(row.used, row.currency),
  uses: (row) => row.uses.map((use) => use.booking_reference ?? "?").join(" "),
};

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: "boolean" },
      all: { type: "boolean" },
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const { values: options, positionals } = parsed;
const [name, argument] = positionals;
if (name === "help" || options.help) {
  console.log(HELP);
  process.exit(0);
}
const asJson = options.json === true;
const command = commands[name ?? ""];
const missing = command?.needs?.filter((option) => !options[option]) ?? [];
if (!command || (command.argument && !argument) || missing.length > 0) {
  const usage = Object.entries(commands).map(([key, { argument: what, needs }]) =>
    what ? `${key} <${what}>` : needs ? `${key} ${needs.map((n) => `--${n} ...`).join(" ")}` : key,
  );
  console.error(`Usage: npm run staff -- <${usage.join("|")}> [--json] [--all]`);
  console.error("npm run staff -- help  says what each command does.");
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

/** One call to the staff API; exits with the site's message when it fails. */
async function call(url) {
  let response;
  try {
    response = await fetch(url, {
      method: command.method ?? "GET",
      headers: {
        Authorization: `Bearer ${readToken()}`,
        Accept: "application/json",
        ...(command.body && { "Content-Type": "application/json" }),
      },
      body: command.body ? JSON.stringify(command.body(options)) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    console.error(`Could not reach the site at ${baseUrl}. Is it running (npm start)?`);
    process.exit(1);
  }
  const result = await response.json().catch(() => undefined);
  if (!response.ok) {
    console.error(
      `The site answered ${response.status}: ${result?.error?.message ?? response.statusText}`,
    );
    process.exit(1);
  }
  return result;
}

/** With --all, reads page after page (each older than the last record read) until one is short. */
async function readAll() {
  const limit = 500;
  const records = [];
  for (;;) {
    const last = records.at(-1);
    const query = new URLSearchParams({
      limit: String(limit),
      ...(last && { before: last[command.pageKey] }),
    });
    const page = await call(`${baseUrl}${commandPath}?${query}`);
    records.push(...page);
    if (page.length < limit) return records;
  }
}

if (options.all && !command.pageKey) {
  console.error(`--all reads every page of a list; ${name} is not a list.`);
  process.exit(2);
}
const payload = options.all ? await readAll() : await call(`${baseUrl}${commandPath}`);

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
    command.columns.map((column) => {
      const derive = command.derived?.[column] ?? derived[column];
      return clip(derive ? derive(row) : row[column]);
    }),
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
