/**
 * Where content/ is read: the disk on every Node.js host; on Cloudflare Workers, which has no such
 * folder, the snapshot of it the edge build bundles into the worker (server/edge/edge-worker.mjs).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const defaultContentDir = path.join(process.cwd(), "content");

/** Where the edge worker puts content/'s files: their text by path under content/, "/"-separated. */
export const CONTENT_SNAPSHOT = Symbol.for("lavender-compass.content-snapshot");

type Snapshot = Readonly<Record<string, string>>;

function snapshot(): Snapshot | undefined {
  return (globalThis as Record<symbol, Snapshot | undefined>)[CONTENT_SNAPSHOT];
}

/** The snapshot's key for a path, or undefined for a path outside content/ (a test's fixtures). */
function keyOf(full: string): string | undefined {
  const relative = path.relative(defaultContentDir, full);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep).join("/");
}

export function contentExists(full: string): boolean {
  const files = snapshot();
  const key = keyOf(full);
  if (!files || key === undefined) return existsSync(full);
  return key in files || Object.keys(files).some((name) => name.startsWith(`${key}/`));
}

export function readContent(full: string): string {
  const files = snapshot();
  const key = keyOf(full);
  if (!files || key === undefined) return readFileSync(full, "utf8");
  const text = files[key];
  if (text === undefined) throw new Error(`${key}: not in the content snapshot`);
  return text;
}

/** The names of the files directly in a folder. */
export function listContent(fullDir: string): string[] {
  const files = snapshot();
  const key = keyOf(fullDir);
  if (!files || key === undefined) return readdirSync(fullDir);
  const prefix = key ? `${key}/` : "";
  return Object.keys(files)
    .filter((name) => name.startsWith(prefix) && !name.slice(prefix.length).includes("/"))
    .map((name) => name.slice(prefix.length));
}
