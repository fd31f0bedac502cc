/** The site instances the end-to-end suites run against (started by playwright.config.ts). */
import { readFileSync } from "node:fs";
import path from "node:path";

export const dataRoot = path.resolve(".e2e-data");

export const servers = {
  /** The embedded backend: content/ and PGlite. */
  embedded: { port: 3201, url: "http://127.0.0.1:3201" },
  /** Remote mode, forwarding to the embedded instance. */
  remote: { port: 3202, url: "http://127.0.0.1:3202" },
  /** Remote mode whose upstream is not running; also a low rate limit. */
  remoteDown: { port: 3203, url: "http://127.0.0.1:3203" },
  /** Remote mode whose upstream accepts connections and never answers. */
  remoteSlow: { port: 3204, url: "http://127.0.0.1:3204" },
} as const;

export const silentUpstreamPort = 3205;
export const missingUpstreamPort = 3299;

export function staffToken(name: keyof typeof servers): string {
  return readFileSync(path.join(dataRoot, name, "staff-token"), "utf8").trim();
}
