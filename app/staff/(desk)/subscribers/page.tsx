import type { Metadata } from "next";
import { NewsletterComposeForm } from "@/components/staff/newsletter-compose-form";
import { SubscriberFilters } from "@/components/staff/subscriber-filters";
import { SubscriberList } from "@/components/staff/subscriber-list";
import { DeskPager } from "@/components/staff/desk-pager";
import { ExportButton } from "@/components/staff/export-button";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { SUBSCRIBER_STATUS_LABELS, subscriberStatusSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import {
  countSubscribersByStatus,
  listDeskSubscribers,
  type StaffUnsubscribeOutcome,
} from "@/lib/db/queries/subscriber-desk";
import { readDeskSearch } from "@/lib/staff/desk-search";
import { openFromUrl, sealForUrl } from "@/lib/staff/sealed-url";
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
  const member = await requireStaffMember();
  const params = await searchParams;
  // The search and the cursor (an address) are sealed in the address, never written there.
  const { text: search, token, lapsed } = readDeskSearch(params, member.id);
  const status = subscriberStatusSchema.safeParse(firstParam(params.status)).data;
  const beforeToken = firstParam(params.before) || undefined;
  const before = beforeToken ? openFromUrl("cursor", beforeToken, member.id) : null;
  const db = await getDb();
  const [page, counts] = await Promise.all([
    listDeskSubscribers(db, { search, status }, before ?? undefined),
    countSubscribersByStatus(db),
  ]);
  const nextBefore = page.nextBefore && sealForUrl("cursor", page.nextBefore, member.id);
  const query = { ...(token && { search: token }), ...(status && { status }) };
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
          <SubscriberFilters search={search} status={status} lapsed={lapsed} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted" aria-live="polite">
              {page.total.toLocaleString("en-US")} {search || status ? "matching" : "in all"},
              newest first
            </p>
            <ExportButton
              action="/api/staff/subscribers/export"
              fields={{ q: search, status }}
              label={`Download ${search || status ? "these" : "all"} as CSV`}
              className="inline-flex items-center gap-2 text-sm font-semibold text-lavender-700 underline underline-offset-4"
            />
          </div>
          <SubscriberList
            subscribers={page.subscribers}
            query={{ ...query, ...(before && { before: beforeToken }) }}
          />
          <DeskPager
            path="/staff/subscribers"
            label="Pages of subscribers"
            firstLabel="Back to the newest"
            nextLabel="Older subscribers"
            query={query}
            before={before ? beforeToken : undefined}
            nextBefore={nextBefore}
          />
        </div>
        <NewsletterComposeForm sendKey={crypto.randomUUID()} recipients={counts.confirmed} />
      </div>
    </Container>
  );
}
