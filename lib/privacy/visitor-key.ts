/**
 * How the audit log names a visitor without naming them: the first 12 hex digits of the SHA-256 of
 * their lower-case e-mail address. The log shows that the same visitor's data was exported and
 * later erased, yet holds no address: the hash cannot be read back, only matched by someone who
 * already knows the address.
 */
import { createHash } from "node:crypto";

/** The address as the site compares it: trimmed and lower-case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function visitorKey(email: string): string {
  return createHash("sha256").update(normalizeEmail(email)).digest("hex").slice(0, 12);
}
