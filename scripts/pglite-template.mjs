// A migrated PGlite database, made once and loaded by every test database and test server instead of
// running initdb again: a fresh PGlite directory costs about 2 s of initdb, a copy of this one about
// 0.6 s. It is kept in node_modules/.cache under a name made from PGlite's version and the migration
// files, so a new migration or a PGlite upgrade makes a new one. The site opens it only when
// PGLITE_TEMPLATE names it and its data directory is empty, and runs the migrations on it as always.
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const migrationsFolder = path.join(root, "lib/db/migrations");

/** The name of the template for these migrations and this PGlite. */
function templateName() {
  const hash = createHash("sha256");
  const pglite = JSON.parse(
    readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  );
  hash.update(pglite.version);
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(migrationsFolder, full)).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return `pglite-${hash.digest("hex").slice(0, 16)}.tar.gz`;
}

const cache = path.join(root, "node_modules/.cache/lavender");
/**
 * Names the template made last, for playwright.config.ts (whose loader cannot import this ES
 * module). A template for older migrations still serves: the site migrates it the rest of the way.
 */
export const latestTemplateNote = path.join(cache, "pglite-template-latest");

/** The template's path, made first when there is none for these migrations. */
export async function pgliteTemplate() {
  const file = path.join(cache, templateName());
  if (existsSync(file)) {
    writeFileSync(latestTemplateNote, file);
    return file;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dir = mkdtempSync(path.join(os.tmpdir(), "lc-template-"));
  try {
    const client = await PGlite.create(dir);
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir("gzip");
    await client.close();
    mkdirSync(cache, { recursive: true });
    // Written aside and renamed, so a run that stops halfway leaves no broken template.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    writeFileSync(latestTemplateNote, file);
    return file;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
