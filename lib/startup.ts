/** Start-up checks: configuration, content, database migrations and the staff token. */
import { warmKnowledge } from "./ai/warm";
import { startBalanceChaser } from "./bookings/balance-schedule";
import { getConfig } from "./config";
import { getCatalog } from "./content/catalog";
import { getConnection } from "./db/client";
import { startMailDelivery } from "./mail/delivery";
import { ensureStaffToken, staffTokenFile } from "./staff/token";

export async function startServer() {
  // Build workers prerender pages in several processes; the database belongs to the server alone.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  let config;
  try {
    config = getConfig();
    getCatalog();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  try {
    const connection = await getConnection();
    console.log(`[start] database ready (${connection.kind})`);
  } catch {
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
    console.log(
      `[start] mail: ${config.SMTP_URL ? "SMTP" : "kept in the outbox (npm run staff -- outbox)"}`,
    );
    console.log(`[start] payments: ${config.STRIPE_SECRET_KEY ? "Stripe" : "local test checkout"}`);
    // After start-up, so the first AI answer need not build the search indexes.
    setImmediate(() => warmKnowledge(getCatalog()));
  }
}
