import type { Metadata } from "next";
import { NewsletterComposeForm } from "@/components/staff/newsletter-compose-form";
import { DeskFilters } from "@/components/staff/desk-filters";
import { DeskCount, DeskExport, DeskListPager } from "@/components/staff/desk-heading";
import { SubscriberList } from "@/components/staff/subscriber-list";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { SUBSCRIBER_STATUS_LABELS } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import {
  countSubscribersByStatus,
  type StaffUnsubscribeOutcome,
} from "@/lib/db/queries/subscriber-desk";
import { subscribersDesk as list } from "@/lib/staff/desk";
import { readDeskAddress } from "@/lib/staff/desk/address";
import { firstParam, type DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: list.title };

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
  const address = readDeskAddress(list, params, member.id);
  const db = await getDb();
  const [page, counts] = await Promise.all([
    list.list(db, address.filter, address.before),
    countSubscribersByStatus(db),
  ]);
  const notice = noticeOf(params);
  const all = counts.pending + counts.confirmed + counts.unsubscribed;
  return (
    <Container className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl text-aubergine md:text-4xl">{list.title}</h1>
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
          <DeskFilters
            list={list}
            values={address.values}
            search={address.search}
            lapsed={address.lapsed}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <DeskCount
              list={list}
              total={page.total}
              filtered={address.filtered}
              className="text-sm text-muted"
            />
            <DeskExport
              list={list}
              address={address}
              className="inline-flex items-center gap-2 text-sm font-semibold text-lavender-700 underline underline-offset-4"
            />
          </div>
          <SubscriberList
            subscribers={page.rows}
            query={{
              ...address.query,
              ...(address.beforeParam && { before: address.beforeParam }),
            }}
            empty={list.words.empty}
          />
          <DeskListPager list={list} address={address} nextBefore={page.nextBefore} />
        </div>
        <NewsletterComposeForm sendKey={crypto.randomUUID()} recipients={counts.confirmed} />
      </div>
    </Container>
  );
}
