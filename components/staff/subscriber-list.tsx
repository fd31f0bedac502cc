import { unsubscribeSubscriber } from "@/lib/actions/staff-subscribers";
import { DeskBadge } from "./desk-badge";
import type { DeskSubscriber } from "@/lib/contract";
import { DeskEmpty, DeskRows } from "./desk-list";
import { deskTime } from "./format";

/**
 * The list as shown, so an action brings staff back to the same search, status and page; the
 * search and the page's cursor are sealed (lib/staff/sealed-url.ts).
 */
export interface SubscriberListQuery {
  search?: string;
  status?: string;
  before?: string;
}

function Dates({ subscriber }: { subscriber: DeskSubscriber }) {
  return (
    <p className="text-sm text-muted">
      Subscribed {deskTime(subscriber.created_at)}
      {subscriber.confirmed_at && <> · confirmed {deskTime(subscriber.confirmed_at)}</>}
      {subscriber.unsubscribed_at && <> · unsubscribed {deskTime(subscriber.unsubscribed_at)}</>}
    </p>
  );
}

/** One page of subscribers, newest first, each with its status and an Unsubscribe button. */
export function SubscriberList({
  subscribers,
  query,
  empty,
}: {
  subscribers: DeskSubscriber[];
  query: SubscriberListQuery;
  empty: string;
}) {
  if (subscribers.length === 0) return <DeskEmpty>{empty}</DeskEmpty>;
  return (
    <DeskRows label="Subscribers">
      {subscribers.map((subscriber) => (
        <li
          key={subscriber.email}
          className="grid gap-3 px-5 py-4 md:grid-cols-[1fr_auto] md:items-center md:gap-6"
        >
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold break-all text-aubergine">{subscriber.email}</span>
              <DeskBadge kind="subscriber" status={subscriber.status} />
            </div>
            <Dates subscriber={subscriber} />
            {subscriber.reference && (
              <p className="text-xs text-muted">Reference {subscriber.reference}</p>
            )}
          </div>
          {subscriber.status !== "unsubscribed" && (
            <form action={unsubscribeSubscriber}>
              <input type="hidden" name="email" value={subscriber.email} />
              {Object.entries(query).map(
                ([name, value]) =>
                  value && <input key={name} type="hidden" name={name} value={value} />,
              )}
              <button
                type="submit"
                className="rounded-full border border-aubergine px-4 py-2 text-sm font-semibold text-aubergine transition-colors hover:bg-lavender-100"
              >
                Unsubscribe<span className="sr-only"> {subscriber.email}</span>
              </button>
            </form>
          )}
        </li>
      ))}
    </DeskRows>
  );
}
