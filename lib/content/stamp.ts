/**
 * Content ships with a build: the pages prerendered from it and the server that reads it at run
 * time must hold the same files. The build records a digest of content/ beside its output
 * (content-stamp.json in the build's folder, .next unless NEXT_DIST_DIR names another); a server
 * started on content that has changed since refuses to start, since its prerendered pages would
 * show the old records while the booking pages, the chat and the safety alerts read the new ones.
 * The stamp also records the SITE_URL the build's pages name; a server started with another is
 * warned (its canonical links and sitemap would name the build's origin).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ContentError, defaultContentDir } from "./files";

/** Where the build keeps the digest of the content it was made from: beside its output. */
export const contentStampFile = (root = process.cwd()) =>
  path.join(root, process.env.NEXT_DIST_DIR || ".next", "content-stamp.json");

/** Every file under `dir`, by its path under `dir`, in a fixed order. */
function filesOf(dir: string, under = ""): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(under, entry.name);
      return entry.isDirectory() ? filesOf(dir, relative) : [relative];
    })
    .sort();
}

/** A digest of every file's path and bytes under `dir`. */
export function contentDigest(dir = defaultContentDir): string {
  const hash = createHash("sha256");
  for (const file of filesOf(dir)) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(dir, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

/** The public origin a build's prerendered pages name, as lib/config.ts defaults it. */
export const buildSiteUrl = (env: Record<string, string | undefined> = process.env) =>
  env.SITE_URL || `http://localhost:${env.PORT || "3000"}`;

/**
 * Run after `next build`: records the digest of the content the build was made from, and the
 * SITE_URL its prerendered pages name (canonical links, the sitemap, structured data).
 */
export function writeContentStamp(
  dir = defaultContentDir,
  file = contentStampFile(),
  siteUrl = buildSiteUrl(),
): void {
  writeFileSync(file, `${JSON.stringify({ digest: contentDigest(dir), site_url: siteUrl })}\n`);
}

/** The SITE_URL the build recorded, if it recorded one. */
export function stampedSiteUrl(file = contentStampFile()): string | undefined {
  if (!existsSync(/*turbopackIgnore: true*/ file)) return undefined;
  const { site_url } = JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, "utf8")) as {
    site_url?: string;
  };
  return site_url;
}

/**
 * Throws when the build recorded a digest and content/ no longer matches it. A build without one
 * (the container's, a development server) is not checked.
 */
export function checkContentStamp(dir = defaultContentDir, file = contentStampFile()): void {
  // Read at run time only: the build must not trace the project through these paths.
  if (!existsSync(/*turbopackIgnore: true*/ file)) return;
  const { digest } = JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, "utf8")) as {
    digest?: string;
  };
  if (digest && digest !== contentDigest(dir))
    throw new ContentError([
      "content/ has changed since the build: run `npm run build` and start again (content ships with a build: the pages made from the old files would show them beside the new)",
    ]);
}
