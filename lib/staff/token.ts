/**
 * The staff bearer token: STAFF_TOKEN, or one generated into DATA_DIR on first start (its path is
 * printed, never the token).
 * Comparison is constant-time over fixed-length digests.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getConfig } from "../config";

export const staffTokenFile = (dataDir: string) => path.resolve(dataDir, "staff-token");

let cached: string | undefined;

/** Reads the token, creating it on first use; returns whether it was created just now. */
export function ensureStaffToken(): { token: string; created: boolean } {
  const config = getConfig();
  if (config.STAFF_TOKEN) return { token: config.STAFF_TOKEN, created: false };
  const file = staffTokenFile(config.DATA_DIR);
  try {
    return { token: readFileSync(file, "utf8").trim(), created: false };
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const token = randomBytes(32).toString("base64url");
    try {
      // "wx": if another start wrote it first, keep theirs.
      writeFileSync(file, `${token}\n`, { mode: 0o600, flag: "wx" });
      return { token, created: true };
    } catch {
      return { token: readFileSync(file, "utf8").trim(), created: false };
    }
  }
}

export function getStaffToken(): string {
  cached ??= ensureStaffToken().token;
  return cached;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** True when the Authorization header carries the staff token. */
export function isStaffAuthorized(authorization: string | null): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(getStaffToken()));
}
