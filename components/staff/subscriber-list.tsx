import { unsubscribeSubscriber } from "@/lib/actions/staff-subscribers";
import type { DeskSubscriber } from "@/lib/db/queries/subscriber-desk";
import { deskTime } from "./format";
import { SubscriberStatusBadge } from "./subscriber-status-badge";

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
}: {
  subscribers: DeskSubscriber[];
  query: SubscriberListQuery;
}) {
  if (subscribers.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-lavender-300 bg-white/60 px-6 py-10 text-center text-muted">
        No subscribers match.
      </p>
    );
  }
  return (
    <ul
      aria-label="Subscribers"
      className="divide-y divide-lavender-100 overflow-hidden rounded-2xl border border-lavender-200 bg-white shadow-sm"
    >
      {subscribers.map((subscriber) => (
        <li
          key={subscriber.email}
          className="grid gap-3 px-5 py-4 md:grid-cols-[1fr_auto] md:items-center md:gap-6"
        >
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold break-all text-aubergine">{subscriber.email}</span>
              <SubscriberStatusBadge status={subscriber.status} />
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
    </ul>
  );
}
