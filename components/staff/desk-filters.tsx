import { searchDeskList } from "@/lib/actions/staff-search";
import type { AnyDeskList } from "@/lib/staff/desk/list";
import { buttonClass } from "@/components/ui/button-link";
import { SearchLapsed } from "./search-lapsed";

const controlClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2.5 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500";

type Options = readonly (readonly [string, string])[];

/**
 * A desk list's search box and selects, as its descriptor names them (lib/staff/desk/). A list with
 * a search posts it, never putting the words in the address: the answer is the list's own address
 * with the search sealed in it (lib/actions/staff-search.ts). A list without one is a GET form,
 * so every filtered page has its own address.
 */
export function DeskFilters({
  list,
  values,
  search = "",
  lapsed = false,
  options = {},
}: {
  list: AnyDeskList;
  /** The filters as the address set them. */
  values: Record<string, string | undefined>;
  search?: string;
  lapsed?: boolean;
  /** Options read from the data, for filters whose descriptor has none. */
  options?: Record<string, Options>;
}) {
  const selects = list.filters.map((field) => (
    <div
      key={field.name}
      className={
        list.search || list.filters.length > 1 ? undefined : "min-w-56 flex-1 sm:flex-none"
      }
    >
      <label htmlFor={field.id} className="text-sm font-semibold text-aubergine">
        {field.label}
      </label>
      <select
        id={field.id}
        name={field.name}
        defaultValue={values[field.name] ?? ""}
        className={controlClass}
      >
        <option value="">{field.allLabel}</option>
        {(field.options ?? options[field.name] ?? []).map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </div>
  ));
  const submit = (
    <button type="submit" className={buttonClass("primary")}>
      {list.words.show}
    </button>
  );
  if (!list.search) {
    // One select sits in a row; several share a grid, named as a search.
    return list.filters.length > 1 ? (
      <form
        method="get"
        action={`/staff/${list.name}`}
        role="search"
        aria-label={list.words.formLabel}
        className="grid gap-4 rounded-2xl border border-lavender-200 bg-white/70 p-5 shadow-sm md:grid-cols-[1fr_1fr_auto] md:items-end"
      >
        {selects}
        {submit}
      </form>
    ) : (
      <form
        method="get"
        action={`/staff/${list.name}`}
        className="flex flex-wrap items-end gap-4 rounded-2xl border border-lavender-200 bg-white/70 p-5 shadow-sm"
      >
        {selects}
        {submit}
      </form>
    );
  }
  return (
    <form
      action={searchDeskList}
      role="search"
      className={`grid gap-4 rounded-2xl border border-lavender-200 bg-white/70 p-5 shadow-sm md:items-end ${list.filters.length ? "md:grid-cols-[1fr_14rem_auto]" : "md:grid-cols-[1fr_auto]"}`}
    >
      <input type="hidden" name="list" value={list.name} />
      {lapsed && (
        <div className="md:col-span-full">
          <SearchLapsed />
        </div>
      )}
      <div>
        <label htmlFor={list.search.id} className="text-sm font-semibold text-aubergine">
          {list.search.label}
        </label>
        <input
          id={list.search.id}
          name="q"
          type="search"
          defaultValue={search}
          maxLength={200}
          className={controlClass}
        />
      </div>
      {selects}
      {submit}
    </form>
  );
}
