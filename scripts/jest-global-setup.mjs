// Before any test file: every PGlite a test opens starts from one migrated copy (see
// scripts/pglite-template.mjs). The workers Jest starts next inherit the variable.
import { pgliteTemplate } from "./pglite-template.mjs";

export default async function globalSetup() {
  process.env.PGLITE_TEMPLATE ??= await pgliteTemplate();
}
