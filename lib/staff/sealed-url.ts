/**
 * Values the desk must carry in its addresses without showing them: what was searched for (often a
 * traveler's name or e-mail address) and a subscriber list's cursor (an address). Each is sealed
 * with AES-256-GCM under a key derived from the auth secret, for the staff member who made it and
 * for twelve hours, so browser history, server and proxy logs and shared links hold only an opaque
 * token that the site alone can open, and only for that member.
 */
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getAuthSecret } from "../auth/secret";

export const SEALED_URL_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** What a token holds: keeps a search from being read as a cursor, and the reverse. */
export type SealedPurpose = "search" | "cursor";

interface Sealed {
  p: SealedPurpose;
  m: string;
  v: string;
  e: number;
}

let derived: { secret: string; key: Buffer } | undefined;

function keyOf(): Buffer {
  const secret = getAuthSecret();
  if (derived?.secret !== secret) {
    const key = Buffer.from(hkdfSync("sha256", secret, "lavender-compass", "desk url values", 32));
    derived = { secret, key };
  }
  return derived.key;
}

export function sealForUrl(
  purpose: SealedPurpose,
  value: string,
  memberId: string,
  now = Date.now(),
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(), iv);
  const payload: Sealed = { p: purpose, m: memberId, v: value, e: now + SEALED_URL_LIFETIME_MS };
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/**
 * The value sealed in `token`, or null when it is not a token of this purpose made by this member
 * in the last twelve hours (altered, expired, someone else's, or made under another secret).
 */
export function openFromUrl(
  purpose: SealedPurpose,
  token: string,
  memberId: string,
  now = Date.now(),
): string | null {
  const bytes = Buffer.from(token.slice(0, 2048), "base64url");
  if (bytes.length < 12 + 16 + 1) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const text = Buffer.concat([
      decipher.update(bytes.subarray(12, bytes.length - 16)),
      decipher.final(),
    ]).toString("utf8");
    const sealed = JSON.parse(text) as Partial<Sealed>;
    if (sealed.p !== purpose || sealed.m !== memberId || typeof sealed.v !== "string") return null;
    return typeof sealed.e === "number" && sealed.e > now ? sealed.v : null;
  } catch {
    return null;
  }
}
