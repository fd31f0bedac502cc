/**
 * Who is asking, for rate limits: an address taken only from a source the operator configured, never
 * from a header a visitor can simply send. Pure and runtime-neutral (Node.js and workerd alike).
 *
 * - `socket` (the default): the TCP peer's address. The site's Node.js process records it into an
 *   internal header on every request, replacing whatever a client sent under that name
 *   (./socket-recorder.ts). Where no recorder runs (an edge runtime), there is no socket to read, and
 *   every visitor shares one bucket: nobody can dodge a limit, at the price of everyone sharing it
 *   until a platform header is configured.
 * - `x-forwarded-for`: behind reverse proxies you run. Each proxy appends the address it saw, so the
 *   right-most entries are written by your proxies and everything to their left is the client's own
 *   word. With N trusted proxies the visitor is the N-th entry from the right.
 * - A platform header (`cf-connecting-ip`, `x-real-ip`, `fly-client-ip`, `true-client-ip`): set by a
 *   host that overwrites any value the client sent. Only name one when every request goes through
 *   that host, or clients could set it themselves.
 */

export const CLIENT_ADDRESS_SOURCES = [
  "socket",
  "x-forwarded-for",
  "cf-connecting-ip",
  "x-real-ip",
  "fly-client-ip",
  "true-client-ip",
] as const;

export type ClientAddressSource = (typeof CLIENT_ADDRESS_SOURCES)[number];

export interface ClientAddressConfig {
  source: ClientAddressSource;
  /** With `x-forwarded-for`: how many proxies you run in front of the site (each appends one entry). */
  trustedProxies: number;
}

/** The internal header the site's Node.js process writes the socket address into. */
export const SOCKET_ADDRESS_HEADER = "x-client-address";

/**
 * Where the recorder keeps this process's random seal on globalThis. The recorder writes
 * "<seal> <address>"; a value without the seal (a client's, or one written before the recorder ran)
 * is ignored, and without a recorder there is no seal to match.
 */
export const SOCKET_SEAL = Symbol.for("lavender-compass.socket-address-seal");

/** The bucket shared by every request whose address the configured source cannot give. */
export const UNATTRIBUTED = "unattributed";

const MAX_LENGTH = 100;

function fromSocket(headers: Headers): string | undefined {
  const seal = (globalThis as Record<symbol, unknown>)[SOCKET_SEAL];
  const value = headers.get(SOCKET_ADDRESS_HEADER);
  if (typeof seal !== "string" || !value?.startsWith(`${seal} `)) return undefined;
  return clean(value.slice(seal.length + 1));
}

function clean(value: string | null | undefined): string | undefined {
  const address = value?.trim();
  return address ? address.slice(0, MAX_LENGTH) : undefined;
}

function fromForwardedFor(headers: Headers, trustedProxies: number): string | undefined {
  // Several X-Forwarded-For lines arrive joined with ", " by the Fetch API's Headers.
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  // Fewer entries than trusted proxies: the request did not come through all of them.
  if (hops.length < trustedProxies) return undefined;
  return clean(hops[hops.length - trustedProxies]);
}

export function resolveClientAddress(headers: Headers, config: ClientAddressConfig): string {
  const { source, trustedProxies } = config;
  let address: string | undefined;
  if (source === "socket") {
    address = fromSocket(headers);
  } else if (source === "x-forwarded-for") {
    address = fromForwardedFor(headers, trustedProxies);
  } else {
    address = clean(headers.get(source));
  }
  return address ?? UNATTRIBUTED;
}
