import { searchDeskList } from "@/lib/actions/staff-search";
import type { InquiryStatus } from "@/lib/contract";
import { StatusOptions } from "./status-options";
import { SearchLapsed } from "./search-lapsed";
import { buttonClass } from "@/components/ui/button-link";

const controlClass =
  "block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2.5 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500";

/**
 * Search and status filter. The words are posted, never put in the address: the answer is the
 * list's own address with the search sealed in it (lib/actions/staff-search.ts).
 */
export function EnquiryFilters({
  search,
  status,
  lapsed,
}: {
  search: string;
  status?: InquiryStatus;
  lapsed: boolean;
}) {
  return (
    <form
      action={searchDeskList}
      role="search"
      className="grid gap-4 rounded-2xl border border-lavender-200 bg-white/70 p-5 shadow-sm md:grid-cols-[1fr_14rem_auto] md:items-end"
    >
      <input type="hidden" name="list" value="enquiries" />
      {lapsed && (
        <div className="md:col-span-3">
          <SearchLapsed />
        </div>
      )}
      <div>
        <label htmlFor="desk-search" className="text-sm font-semibold text-aubergine">
          Search name, e-mail or message
        </label>
        <input
          id="desk-search"
          name="q"
          type="search"
          defaultValue={search}
          maxLength={200}
          className={`mt-2 ${controlClass}`}
        />
      </div>
      <div>
        <label htmlFor="desk-status" className="text-sm font-semibold text-aubergine">
          Status
        </label>
        <select
          id="desk-status"
          name="status"
          defaultValue={status ?? ""}
          className={`mt-2 ${controlClass}`}
        >
          <option value="">All statuses</option>
          <StatusOptions />
        </select>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        Show enquiries
      </button>
    </form>
  );
}
