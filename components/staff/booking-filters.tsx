import { searchDeskList } from "@/lib/actions/staff-search";
import { BALANCE_STATUS_LABELS, BALANCE_STATUSES, type BalanceStatus } from "@/lib/contract";
import { buttonClass } from "@/components/ui/button-link";
import { SearchLapsed } from "./search-lapsed";

const controlClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2.5 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500";

/** Search and balance filter; the words are posted and come back sealed in the address. */
export function BookingFilters({
  search,
  balance,
  lapsed,
}: {
  search: string;
  balance?: BalanceStatus;
  lapsed: boolean;
}) {
  return (
    <form
      action={searchDeskList}
      role="search"
      className="grid gap-4 rounded-2xl border border-lavender-200 bg-white/70 p-5 shadow-sm md:grid-cols-[1fr_14rem_auto] md:items-end"
    >
      <input type="hidden" name="list" value="bookings" />
      {lapsed && (
        <div className="md:col-span-3">
          <SearchLapsed />
        </div>
      )}
      <div>
        <label htmlFor="booking-search" className="text-sm font-semibold text-aubergine">
          Search reference, name or e-mail
        </label>
        <input
          id="booking-search"
          name="q"
          type="search"
          defaultValue={search}
          maxLength={200}
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor="booking-balance" className="text-sm font-semibold text-aubergine">
          Balance
        </label>
        <select
          id="booking-balance"
          name="balance"
          defaultValue={balance ?? ""}
          className={controlClass}
        >
          <option value="">All bookings</option>
          {BALANCE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {BALANCE_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        Show bookings
      </button>
    </form>
  );
}
