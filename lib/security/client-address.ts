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
  // A value that is no address (a proxy passing on what a client wrote) is no client of its own:
  // made-up values share one bucket instead of each getting fresh limits.
  return address && isAddress(address) ? address : UNATTRIBUTED;
}

/** An IPv4 or IPv6 address, perhaps with a port or in brackets, as a proxy or socket writes it. */
function isAddress(value: string): boolean {
  let text = value.toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?::\d+)?$/.exec(text);
  if (ipv4) return ipv4.slice(1).every((byte) => Number(byte) <= 255);
  const zone = text.indexOf("%");
  return ipv6Groups(zone >= 0 ? text.slice(0, zone) : text) !== undefined;
}

/** Eight 16-bit groups of an IPv6 address, or undefined when `text` is not one. */
function ipv6Groups(text: string): number[] | undefined {
  let value = text;
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(value);
  if (tail) {
    const bytes = tail.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return undefined;
    const [a, b, c, d] = bytes as [number, number, number, number];
    value = `${value.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = value.split("::");
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The key a per-address limit counts a visitor under. An IPv4 address is itself. An IPv6 address
 * counts as its /64 network, the block one home or one server is usually given: whoever holds a
 * /64 can use every one of its 2^64 addresses, so counting them apart would give an attacker an
 * endless supply of fresh limits. An IPv4 address written as IPv6 (::ffff:192.0.2.1) is the IPv4
 * address; a port or brackets around the address are dropped. Anything else (UNATTRIBUTED, a
 * value a proxy wrote that is not an address) is its own key, as it was before.
 */
export function addressGroup(address: string): string {
  let text = address.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/.exec(text);
  if (ipv4WithPort) return ipv4WithPort[1]!;
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  const groups = ipv6Groups(text);
  if (!groups) return address;
  if (groups.slice(0, 6).every((group, index) => group === (index === 5 ? 0xffff : 0))) {
    const [high, low] = groups.slice(6) as [number, number];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
