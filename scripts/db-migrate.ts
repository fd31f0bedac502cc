// `npm run db:migrate`: applies the SQL migrations to DATABASE_URL, or to the PGlite database in
// DATA_DIR. The site also does this at start; this is for preparing a database ahead of a deploy.
// PGlite's files belong to one process: stop the site before migrating its DATA_DIR.
import { getConfig } from "../lib/config";
import { openDatabase } from "../lib/db/client";

async function main() {
  const config = getConfig();
  const connection = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  console.log(`Migrations applied (${connection.kind}).`);
  await connection.close();
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${(error as Error).message}`);
  process.exit(1);
});
