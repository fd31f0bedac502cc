/**
 * The staff desk's subscribers: a searchable list newest first that pages back to the first address
 * ever stored, the counts by status, an unsubscribe on a subscriber's behalf and the CSV export's
 * rows, each action recorded in the audit log without the address itself.
 */
import "server-only";
import { DESK_PAGE_SIZE, type DeskPage, type StaffActor } from "../../contract/staff";
import { createHash } from "node:crypto";
import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { SubscriberStatus } from "@/lib/contract";
import type { Database } from "../client";
import { newsletterSubscribers } from "../schema";
import { recordStaffAction } from "./audit";
import { deskPage } from "./desk-page";
import { containing } from "./search";
import { olderThanSubscriber, toSubscriberRecord, type SubscriberRow } from "./subscribers";
import type { DeskSubscriber } from "../../contract/desk";

export interface SubscriberFilter {
  /** Part of the e-mail address, case-insensitively. */
  search?: string;
  status?: SubscriberStatus;
}

/**
 * "S-" and 10 hex digits of the SHA-256 of the subscriber's unsubscribe token: stable, says nothing
 * about the address, and reveals nothing of the token. An erased subscriber's reference leads
 * nowhere.
 */
export function subscriberReference(unsubscribeToken: string | null): string | null {
  if (!unsubscribeToken) return null;
  const digest = createHash("sha256").update(unsubscribeToken).digest("hex");
  return `S-${digest.slice(0, 10).toUpperCase()}`;
}

const toDeskSubscriber = (row: SubscriberRow): DeskSubscriber => ({
  ...toSubscriberRecord(row),
  reference: subscriberReference(row.unsubscribeToken),
});

function filterOf({ search, status }: SubscriberFilter): SQL | undefined {
  const text = search?.trim();
  return and(
    text ? ilike(newsletterSubscribers.email, containing(text)) : undefined,
    status ? eq(newsletterSubscribers.status, status) : undefined,
  );
}

const newestFirst = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.email)];

export async function listDeskSubscribers(
  db: Database,
  filter: SubscriberFilter,
  before?: string,
  limit = DESK_PAGE_SIZE,
): Promise<DeskPage<DeskSubscriber>> {
  const where = filterOf(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(and(where, before ? olderThanSubscriber(before) : undefined))
      .orderBy(...newestFirst)
      .limit(limit + 1),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return deskPage(rows.map(toDeskSubscriber), limit, totals, (row) => row.email);
}

/** How many subscribers are in each status. */
export async function countSubscribersByStatus(
  db: Database,
): Promise<Record<SubscriberStatus, number>> {
  const rows = await db
    .select({ status: newsletterSubscribers.status, total: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) {
    if (row.status in counts) counts[row.status as SubscriberStatus] = row.total;
  }
  return counts;
}

export type StaffUnsubscribeOutcome = "unsubscribed" | "already_unsubscribed" | "unknown";

/**
 * A staff member unsubscribes an address (say, the subscriber asked by phone): it gets no further
 * issue and its unused confirmation link stops working. Recorded with the subscriber's reference.
 */
export async function unsubscribeByStaff(
  db: Database,
  email: string,
  actor: StaffActor,
): Promise<StaffUnsubscribeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (!row) return "unknown";
    if (row.status === "unsubscribed") return "already_unsubscribed";
    await tx
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmToken: null })
      .where(eq(newsletterSubscribers.email, email));
    await recordStaffAction(tx, actor, {
      action: "subscriber.unsubscribe",
      target: subscriberReference(row.unsubscribeToken),
      detail: `${row.status} -> unsubscribed`,
    });
    return "unsubscribed";
  });
}

/** Every subscriber matching the filter, newest first, for the CSV export (lib/staff/desk/). */
export async function allDeskSubscribers(
  db: Database,
  filter: SubscriberFilter,
): Promise<DeskSubscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(filterOf(filter))
    .orderBy(...newestFirst);
  return rows.map(toDeskSubscriber);
}
