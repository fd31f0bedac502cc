/**
 * The ports and addresses of the site instances the end-to-end suites run against: the shared ones
 * (started by e2e/support/sites.ts when a spec needs them) and those a spec starts itself.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * E2E_PORT_BASE moves every port, so two runs can share a machine (default 3200). Each Playwright
 * worker has a block of 100 ports of its own above it (TEST_PARALLEL_INDEX, which Playwright sets in
 * a worker's environment; the configuration is read there too), so two workers run instances,
 * data directories and a mail catcher of their own side by side.
 */
const base =
  Number(process.env.E2E_PORT_BASE ?? 3200) + 100 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const at = (offset: number) => ({ port: base + offset, url: `http://127.0.0.1:${base + offset}` });

export const dataRoot = path.resolve(".e2e-data", String(base));

export const servers = {
  /** The embedded backend: content/ and PGlite. */
  embedded: at(1),
  /** Remote mode, forwarding to the embedded instance. */
  remote: at(2),
  /** Remote mode whose upstream is not running; also a low rate limit. */
  remoteDown: at(3),
  /** Remote mode whose upstream accepts connections and never answers. */
  remoteSlow: at(4),
  /** A server the durability test starts and kills itself. */
  durability: at(10),
  /** A fresh site the privacy spec starts itself, so its first staff account is the owner. */
  staffPrivacy: at(14),
  /** A fresh site with the default seat caps, which the seat-hoarding spec starts itself. */
  hoarding: at(15),
  /** A site with a public SITE_URL that e2e/api/public-site.spec.ts starts on a prepared database. */
  publicSite: at(16),
  /** The site e2e/forms-waking.spec.ts starts itself: each of its browsers has an address of its own. */
  waking: at(17),
  /**
   * The site e2e/api/serving-layers.spec.ts starts with its own server's layers switched from their
   * defaults: the paint-first rewrite on, the response cache off.
   */
  layersSwitched: at(18),
  /** The smoke suite's hosts (e2e/hosts): our own server, the standalone build, `next start`. */
  hostServer: at(20),
  hostStandalone: at(21),
  hostNextStart: at(22),
  /** The Node.js backend behind the edge build (playwright.edge.config.ts). */
  edgeBackend: at(30),
  /**
   * The passkey spec's own instance, which it starts itself (e2e/staff-passkey.spec.ts). Browsers
   * refuse WebAuthn when the site's domain is an IP address, so this one, unlike the others, is
   * reached (and its SITE_URL set) as localhost: a domain, and a secure context over plain HTTP.
   */
  passkey: { port: base + 40, url: `http://localhost:${base + 40}` },
} as const;

export const silentUpstreamPort = base + 5;

/**
 * The local SMTP server e2e/staff-mail.spec.ts starts while it runs; the embedded instance sends
 * its mail there (MAIL_MAX_ATTEMPTS=1: while nothing listens, a mail fails once and stays failed).
 */
export const smtp = at(6);
export const missingUpstreamPort = base + 99;

export function staffToken(name: keyof typeof servers): string {
  return readFileSync(path.join(dataRoot, name, "staff-token"), "utf8").trim();
}
