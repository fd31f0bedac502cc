import type { Metadata } from "next";
import { NewsletterComposeForm } from "@/components/staff/newsletter-compose-form";
import { SubscriberFilters } from "@/components/staff/subscriber-filters";
import { SubscriberList } from "@/components/staff/subscriber-list";
import { DeskPager } from "@/components/staff/desk-pager";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { SUBSCRIBER_STATUS_LABELS, subscriberStatusSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import {
  countSubscribersByStatus,
  listDeskSubscribers,
  type StaffUnsubscribeOutcome,
} from "@/lib/db/queries/subscriber-desk";
import { firstParam, type DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: "Subscribers" };

const notices: Record<StaffUnsubscribeOutcome, string> = {
  unsubscribed: "Unsubscribed: that address gets no further newsletter.",
  already_unsubscribed: "That address had already unsubscribed.",
  unknown: "That subscriber is no longer stored.",
};

/** What the last action did, from the address it redirected to. */
function noticeOf(params: Record<string, string | string[] | undefined>): string | null {
  const sent = firstParam(params.sent);
  if (sent === "again") return "This newsletter was already sent; it was not sent again.";
  if (/^\d+$/.test(sent)) {
    const count = Number(sent);
    return `The newsletter is queued for ${count.toLocaleString("en-US")} confirmed ${count === 1 ? "subscriber" : "subscribers"}.`;
  }
  const notice = firstParam(params.notice);
  return Object.hasOwn(notices, notice) ? notices[notice as StaffUnsubscribeOutcome] : null;
}

export default async function SubscribersPage({
  searchParams,
}: {
  searchParams: DeskSearchParams;
}) {
  await requireStaffMember();
  const params = await searchParams;
  const search = firstParam(params.q).trim().slice(0, 200);
  const status = subscriberStatusSchema.safeParse(firstParam(params.status)).data;
  const before = firstParam(params.before).slice(0, 254) || undefined;
  const db = await getDb();
  const [page, counts] = await Promise.all([
    listDeskSubscribers(db, { search, status }, before),
    countSubscribersByStatus(db),
  ]);
  const query = { ...(search && { q: search }), ...(status && { status }) };
  const exportHref = `/api/staff/subscribers/export${search || status ? `?${new URLSearchParams(query)}` : ""}`;
  const notice = noticeOf(params);
  const all = counts.pending + counts.confirmed + counts.unsubscribed;
  return (
    <Container className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl text-aubergine md:text-4xl">Subscribers</h1>
        <p className="text-sm text-muted">
          {all.toLocaleString("en-US")} in all:{" "}
          {(["confirmed", "pending", "unsubscribed"] as const)
            .map(
              (key) =>
                `${counts[key].toLocaleString("en-US")} ${SUBSCRIBER_STATUS_LABELS[key].toLowerCase()}`,
            )
            .join(", ")}
        </p>
        {notice && (
          <p role="status" className="text-sm font-semibold text-teal">
            {notice}
          </p>
        )}
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <SubscriberFilters search={search} status={status} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted" aria-live="polite">
              {page.total.toLocaleString("en-US")} {search || status ? "matching" : "in all"},
              newest first
            </p>
            <a
              href={exportHref}
              download
              className="text-sm font-semibold text-lavender-700 underline underline-offset-4"
            >
              Download {search || status ? "these" : "all"} as CSV
            </a>
          </div>
          <SubscriberList subscribers={page.subscribers} query={{ ...query, before }} />
          <DeskPager
            path="/staff/subscribers"
            label="Pages of subscribers"
            firstLabel="Back to the newest"
            nextLabel="Older subscribers"
            query={query}
            before={before}
            nextBefore={page.nextBefore}
          />
        </div>
        <NewsletterComposeForm sendKey={crypto.randomUUID()} recipients={counts.confirmed} />
      </div>
    </Container>
  );
}
