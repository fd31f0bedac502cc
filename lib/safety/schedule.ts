/**
 * Runs the safety watch in the instance that owns the database: shortly after start (content
 * ships with a deploy, so that is when a record can have changed), then every hour, which also
 * sends each "before you go" mail on its day and retries a start whose database was away.
 */
import "server-only";
import { isoDay } from "../bookings/money";
import { getConfig } from "../config";
import { getCatalog } from "../content/catalog";
import { getWorldBaseline, loadWorldChangelog } from "../content/world-baseline";
import { getDb } from "../db/client";
import { kickMailDelivery } from "../mail/delivery";
import { watchSafetyRecords } from "./alerts";
import { BRIEF_ON_BOOKING_PAGE, beforeYouGoText } from "./brief-text";
import { sendDepartureBriefs } from "./departure-briefs";
import { safetyRecords } from "./records";

const FIRST_RUN_MS = 5_000;
const INTERVAL_MS = 3_600_000;

const holder = globalThis as typeof globalThis & { __lavenderSafetyWatch?: NodeJS.Timeout };

export async function runSafetyWatch(): Promise<void> {
  const { SITE_URL, MAIL_TO_STAFF } = getConfig();
  const catalog = getCatalog();
  const world = getWorldBaseline();
  const today = isoDay();
  const emergencyPhone = catalog.site.contact.emergency_phone;
  const db = await getDb();
  const watched = await watchSafetyRecords(db, {
    records: safetyRecords(catalog, world),
    changelog: loadWorldChangelog(undefined, world),
    packageDays: new Map(catalog.packages.map((pkg) => [pkg.id, pkg.duration_days])),
    today,
    origin: SITE_URL,
    staffAddress: MAIL_TO_STAFF,
    emergencyPhone,
  });
  if (watched.baseline) console.log("[safety] recorded today's safety records as the baseline");
  if (watched.changes > 0) {
    console.log(
      `[safety] ${watched.changes} material changes; ${watched.travelersMailed} travelers mailed`,
    );
  }
  if (watched.sourcesMailed > 0) {
    console.log(
      `[safety] the sources earlier alerts lacked, mailed to ${watched.sourcesMailed} travelers`,
    );
  }
  const briefs = await sendDepartureBriefs(db, {
    today,
    origin: SITE_URL,
    emergencyPhone,
    briefOf: (packageId) => beforeYouGoText(packageId, BRIEF_ON_BOOKING_PAGE, SITE_URL),
  });
  if (briefs > 0) console.log(`[safety] ${briefs} "before you go" mails queued`);
  if (watched.changes + briefs > 0) void kickMailDelivery();
}

async function runNow(): Promise<void> {
  try {
    await runSafetyWatch();
  } catch {
    // The database is away; the next run compares again, and a missed day's brief still goes out.
    console.error("[safety] could not check the safety records; will retry within the hour");
  }
}

export function startSafetyWatch(): void {
  if (holder.__lavenderSafetyWatch) return;
  setTimeout(() => void runNow(), FIRST_RUN_MS).unref();
  holder.__lavenderSafetyWatch = setInterval(() => void runNow(), INTERVAL_MS);
  holder.__lavenderSafetyWatch.unref();
}
