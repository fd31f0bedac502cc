import type { AnyDeskList } from "@/lib/staff/desk/list";
import type { DeskAddress } from "@/lib/staff/desk/address";
import { DeskPager } from "./desk-pager";
import { ExportButton } from "./export-button";

/** How many rows the list holds, or match its search and filters, and in which order. */
export function DeskCount({
  list,
  total,
  filtered,
  className,
}: {
  list: AnyDeskList;
  total: number;
  filtered: boolean;
  className: string;
}) {
  return (
    <p className={className} aria-live="polite">
      {total.toLocaleString("en-US")} {filtered ? "matching" : list.words.count.all},{" "}
      {list.words.count.order}
    </p>
  );
}

/** A desk list's title and count, and the button that exports it as filtered. */
export function DeskHeading({
  list,
  total,
  address,
  exportClassName,
}: {
  list: AnyDeskList;
  total: number;
  address: DeskAddress<unknown>;
  exportClassName?: string;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-3xl text-aubergine md:text-4xl">{list.title}</h1>
        <DeskCount
          list={list}
          total={total}
          filtered={address.filtered}
          className="mt-1 text-sm text-muted"
        />
      </div>
      <DeskExport list={list} address={address} className={exportClassName} />
    </div>
  );
}

/** The list's Export button, posting its search and filters. */
export function DeskExport({
  list,
  address,
  className,
}: {
  list: AnyDeskList;
  address: DeskAddress<unknown>;
  className?: string;
}) {
  return (
    <ExportButton
      action={list.export.action}
      fields={address.exportFields}
      label={list.words.exportLabel(address.filtered)}
      className={className}
    />
  );
}

/** The list's first and next pages, keeping its search and filters. */
export function DeskListPager({
  list,
  address,
  nextBefore,
}: {
  list: AnyDeskList;
  address: DeskAddress<unknown>;
  nextBefore: string | null;
}) {
  return (
    <DeskPager
      path={`/staff/${list.name}`}
      label={list.words.pages}
      firstLabel={list.words.first}
      nextLabel={list.words.next}
      query={address.query}
      before={address.beforeParam}
      nextBefore={address.nextParam(nextBefore)}
    />
  );
}
