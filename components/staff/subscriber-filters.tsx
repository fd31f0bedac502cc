import { searchDeskList } from "@/lib/actions/staff-search";
import { buttonClass } from "@/components/ui/button-link";
import { SearchLapsed } from "./search-lapsed";
import {
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
} from "@/lib/contract";

const controlClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2.5 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500";

/** Search and status filter; the words are posted and come back sealed in the address. */
export function SubscriberFilters({
  search,
  status,
  lapsed,
}: {
  search: string;
  status?: SubscriberStatus;
  lapsed: boolean;
}) {
  return (
    <form
      action={searchDeskList}
      role="search"
      className="grid gap-4 rounded-2xl border border-lavender-200 bg-white/70 p-5 shadow-sm md:grid-cols-[1fr_14rem_auto] md:items-end"
    >
      <input type="hidden" name="list" value="subscribers" />
      {lapsed && (
        <div className="md:col-span-3">
          <SearchLapsed />
        </div>
      )}
      <div>
        <label htmlFor="subscriber-search" className="text-sm font-semibold text-aubergine">
          Search e-mail
        </label>
        <input
          id="subscriber-search"
          name="q"
          type="search"
          defaultValue={search}
          maxLength={200}
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor="subscriber-status" className="text-sm font-semibold text-aubergine">
          Status
        </label>
        <select
          id="subscriber-status"
          name="status"
          defaultValue={status ?? ""}
          className={controlClass}
        >
          <option value="">All statuses</option>
          {SUBSCRIBER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {SUBSCRIBER_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        Show subscribers
      </button>
    </form>
  );
}
