/**
 * The secret that signs staff session cookies: BETTER_AUTH_SECRET, or one generated into
 * DATA_DIR/auth-secret on first start, the way the staff token is, so a fresh install needs no setup.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getConfig } from "../config";

export const authSecretFile = (dataDir: string) => path.resolve(dataDir, "auth-secret");

/** Reads the secret, creating it on first use; several instances must share it (set the variable). */
export function getAuthSecret(): string {
  const config = getConfig();
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  const file = authSecretFile(config.DATA_DIR);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      // "wx": if another start wrote it first, keep theirs.
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return readFileSync(file, "utf8").trim();
    }
  }
}
