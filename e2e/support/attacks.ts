/**
 * The table of attacks on the API's inputs (e2e/api/inputs.spec.ts runs it): every POST and every
 * path parameter, each attack with the one status it must get. Requests are built at run time from
 * a marker unique to the row, so "nothing stored" can look for that marker among stored data.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RawAnswer, RawRequest } from "./raw-http";

export interface Attack {
  target: string;
  name: string;
  status: number;
  request: (marker: string) => RawRequest;
  /** The staff API's enquiries, subscribers and bookings must be the same before and after. */
  storesNothing?: boolean;
  /** Further checks on the answer; marker is the row's. */
  verify?: (answer: RawAnswer, marker: string) => Promise<void> | void;
}

const jsonHeaders = { "content-type": "application/json" };
const MEGABYTE = 1024 * 1024;

export const post = (path: string, body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST" as const,
  path,
  headers: { ...jsonHeaders, ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

/** Attacks every JSON POST must withstand, whatever its fields: parsing, size, type and origin. */
export function jsonPostAttacks(
  target: string,
  path: string,
  valid: (marker: string) => object,
): Attack[] {
  const huge = (marker: string) =>
    JSON.stringify({ ...valid(marker), message: marker + "x".repeat(MEGABYTE) });
  const rows: Omit<Attack, "target" | "storesNothing">[] = [
    { name: "malformed JSON", status: 400, request: (m) => post(path, `{"note": "${m}",`) },
    { name: "a JSON array", status: 400, request: (m) => post(path, [valid(m)]) },
    { name: "JSON null", status: 400, request: () => post(path, "null") },
    { name: "an empty object", status: 400, request: () => post(path, {}) },
    {
      name: "JSON nested 20,000 deep",
      status: 400,
      request: () => post(path, "[".repeat(20_000) + "]".repeat(20_000)),
    },
    {
      name: "text/plain content type",
      status: 415,
      request: (m) => post(path, valid(m), { "content-type": "text/plain" }),
    },
    {
      name: "no content type",
      status: 415,
      request: (m) => ({ method: "POST", path, body: JSON.stringify(valid(m)) }),
    },
    { name: "1 MB body with Content-Length", status: 413, request: (m) => post(path, huge(m)) },
    {
      name: "1 MB body chunked, no Content-Length",
      status: 413,
      request: (m) => ({ ...post(path, huge(m)), chunked: true }),
    },
    {
      name: "foreign Origin",
      status: 403,
      request: (m) => post(path, valid(m), { origin: "https://evil.example" }),
    },
    { name: "Origin: null", status: 403, request: (m) => post(path, valid(m), { origin: "null" }) },
    {
      name: "Sec-Fetch-Site: cross-site",
      status: 403,
      request: (m) => post(path, valid(m), { "sec-fetch-site": "cross-site" }),
    },
  ];
  return rows.map((row) => ({ ...row, target, storesNothing: true }));
}

/** Bodies that break the contract (wrong types, bad values): 400, and nothing stored. */
export function refusedBodies(
  target: string,
  path: string,
  valid: (marker: string) => object,
  changes: [string, Record<string, unknown>][],
): Attack[] {
  return changes.map(([name, change]) => ({
    target,
    name,
    status: 400,
    storesNothing: true,
    request: (marker) => post(path, { ...valid(marker), ...change }),
  }));
}

/** POST routes of the AI features, when they exist in this tree (app/api/ai/*, app/api/agents/*). */
export function aiPostRoutes(root = process.cwd()): string[] {
  const routes: string[] = [];
  for (const group of ["ai", "agents"]) {
    const dir = path.join(root, "app/api", group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name, "route.ts");
      if (existsSync(file) && /export\s+const\s+POST\b/.test(readFileSync(file, "utf8"))) {
        routes.push(`/api/${group}/${name}`);
      }
    }
  }
  return routes;
}

/**
 * Values for one path parameter: traversal, encodings, injection and unicode edge cases. Each
 * names the status it must get; none may answer with a file or with data it was not asked for.
 */
export const pathParameterAttacks: { name: string; value: string; status: number }[] = [
  { name: "../ up to package.json", value: "../../../../package.json", status: 404 },
  { name: "encoded ..%2F traversal", value: "..%2F..%2F..%2Fpackage.json", status: 400 },
  { name: "%2e%2e%2f traversal", value: "%2e%2e%2f%2e%2e%2fpackage.json", status: 400 },
  { name: "backslash ..%5C traversal", value: "..%5C..%5Cpackage.json", status: 400 },
  { name: "double-encoded %252e%252e%252f", value: "%252e%252e%252fpackage.json", status: 400 },
  { name: "encoded slash inside", value: "tallinn%2Fpackages", status: 400 },
  { name: "NUL byte", value: "tallinn%00", status: 400 },
  { name: "SQL injection", value: "x'%20OR%20'1'%3D'1", status: 400 },
  { name: "XSS payload", value: "%3Cscript%3Ealert(1)%3C%2Fscript%3E", status: 400 },
  { name: "right-to-left override", value: "%E2%80%AEnnillat", status: 400 },
  { name: "zero-width space", value: "tal%E2%80%8Blinn", status: 400 },
  { name: "emoji", value: "%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88", status: 400 },
  { name: "lone surrogate (invalid UTF-8)", value: "%ED%A0%80", status: 404 },
  { name: "5,000 characters", value: "a".repeat(5000), status: 400 },
];

/** origin_url values that must never become a checkout's return address. */
export function foreignOrigins(site: string): [string, string][] {
  const { host } = new URL(site);
  return [
    ["another host", "https://evil.example"],
    ["protocol-relative //evil.example", "//evil.example"],
    ["site as user info: https://site@evil.example", `https://${host}@evil.example`],
    ["site origin as user info", `${site}@evil.example`],
    ["site host as a subdomain prefix", `${site}.evil.example`],
    ["localhost as a subdomain prefix", `http://localhost:${new URL(site).port}.evil.example`],
    ["javascript: URL", "javascript:alert(document.domain)"],
    ["data: URL", "data:text/html,<script>alert(1)</script>"],
    ["the site over https (another origin)", site.replace(/^http:/, "https:")],
    ["site only in the fragment", `https://evil.example#${site}`],
    ["leading space", ` https://evil.example`],
  ];
}
