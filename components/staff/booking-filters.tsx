import { searchDeskList } from "@/lib/actions/staff-search";
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type DeskBookingStatus } from "@/lib/contract";
import { buttonClass } from "@/components/ui/button-link";
import { SearchLapsed } from "./search-lapsed";

const controlClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2.5 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500";

/** Search and status filter; the words are posted and come back sealed in the address. */
export function BookingFilters({
  search,
  status,
  lapsed,
}: {
  search: string;
  status?: DeskBookingStatus;
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
        <label htmlFor="booking-status" className="text-sm font-semibold text-aubergine">
          Status
        </label>
        <select
          id="booking-status"
          name="status"
          defaultValue={status ?? ""}
          className={controlClass}
        >
          <option value="">All bookings</option>
          {BOOKING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {BOOKING_STATUS_LABELS[value]}
            </option>
          ))}
          <option value="overdue">Overdue balance</option>
        </select>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        Show bookings
      </button>
    </form>
  );
}
