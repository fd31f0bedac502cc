/** Start-up checks: configuration, content, database migrations and the staff token. */
import { warmKnowledge } from "./ai/warm";
import { startBalanceChaser } from "./bookings/balance-schedule";
import { getConfig, runsTestCheckoutInPublic, type Config } from "./config";
import { getCatalog } from "./content/catalog";
import { checkAllContent } from "./content/check";
import { checkContentStamp, stampedSiteUrl } from "./content/stamp";
import { getConnection } from "./db/client";
import { DataDirInUse } from "./db/pglite-lock";
import { startMailDelivery } from "./mail/delivery";
import { startHoldSweeper } from "./payments/hold-schedule";
import { startRetention } from "./privacy/retention-schedule";
import { startSafetyWatch } from "./safety/schedule";
import { ensureStaffToken, staffTokenFile } from "./staff/token";

export async function startServer() {
  // Build workers prerender pages in several processes; the database belongs to the server alone.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  let config;
  try {
    config = getConfig();
    // Every file, not only the catalog: a broken world record would otherwise fail each booking
    // page, checkout and chat answer that reads it.
    checkAllContent();
    // A production server only: a test or development process runs beside whatever .next holds.
    if (process.env.NODE_ENV === "production") checkContentStamp();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Prerendered pages keep the origin they were built for: served at another, their canonical
  // links, sitemap and structured data would send search engines there.
  const builtFor = process.env.NODE_ENV === "production" ? stampedSiteUrl() : undefined;
  if (builtFor && builtFor !== config.SITE_URL)
    console.warn(
      `[start] this build's pages name SITE_URL ${builtFor}, but this server's SITE_URL is ${config.SITE_URL}: their canonical links, sitemap and structured data point to ${builtFor}. Build with SITE_URL=${config.SITE_URL} to serve this origin.`,
    );
  try {
    const connection = await getConnection();
    console.log(`[start] database ready (${connection.kind})`);
  } catch (error) {
    // Another live process holds PGlite's files: serving beside it would lose one side's writes.
    const cause = (error as Error).cause ?? error;
    if (cause instanceof DataDirInUse) {
      console.error(`[start] ${cause.message}`);
      process.exit(1);
    }
    // The site still serves pages; API calls that need the database answer 503 until it is back.
    console.error("[start] database unavailable; will retry on the next request");
  }
  // Only where it is: logs (`docker logs`, a host's log store) are read more widely than DATA_DIR.
  if (ensureStaffToken().created) {
    console.log(
      `[start] staff token created in ${staffTokenFile(config.DATA_DIR)} (readable by this user only)`,
    );
  }
  console.log(
    `[start] backend: ${config.BACKEND_URL ? `remote (${config.BACKEND_URL})` : "embedded"}`,
  );
  // The instance that owns the database sends its outbox; a remote-mode front has none.
  if (!config.BACKEND_URL) {
    startMailDelivery();
    startBalanceChaser();
    startRetention();
    startSafetyWatch();
    if (config.STRIPE_SECRET_KEY) startHoldSweeper();
    console.log(
      `[start] mail: ${config.SMTP_URL ? "SMTP" : "kept in the outbox (npm run staff -- outbox)"}`,
    );
    console.log(`[start] payments: ${config.STRIPE_SECRET_KEY ? "Stripe" : "local test checkout"}`);
    for (const line of testCheckoutWarning(config)) console.warn(line);
    // After start-up, so the first AI answer need not build the search indexes.
    setImmediate(() => warmKnowledge(getCatalog()));
  }
}

/**
 * Printed loudly at every start of a public site that runs the free test checkout on purpose
 * (ALLOW_TEST_CHECKOUT=1; without it such a site does not start at all).
 */
export function testCheckoutWarning(config: Config): string[] {
  if (!runsTestCheckoutInPublic(config)) return [];
  const rule = "!".repeat(78);
  return [
    rule,
    `!! TEST CHECKOUT ON A PUBLIC SITE: ${config.SITE_URL} takes no real payments.`,
    "!! ALLOW_TEST_CHECKOUT=1 is set and STRIPE_SECRET_KEY is not: every booking made here is a",
    "!! test booking, paid with a test card, that holds no seat. Its pages tell visitors so.",
    "!! Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real bookings.",
    rule,
  ];
}
