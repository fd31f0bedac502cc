import Link from "@/components/ui/link";
import type { ComponentProps, ReactNode } from "react";
import { Container } from "@/components/ui/container";
import type { AnyDeskList, DeskPage } from "@/lib/staff/desk/list";
import type { DeskAddress } from "@/lib/staff/desk/address";
import { DeskFilters } from "./desk-filters";
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

/**
 * A desk list's page: its heading with the count and Export, what the page shows above the
 * filters (a notice, the held departures), the filters, the list itself and the pager.
 */
export function DeskListFrame({
  list,
  address,
  page: { total, nextBefore },
  above,
  options,
  exportClassName,
  children,
}: {
  list: AnyDeskList;
  address: DeskAddress<unknown>;
  /** The page's count and cursor (its rows are the children). */
  page: Pick<DeskPage<unknown>, "total" | "nextBefore">;
  above?: ReactNode;
  options?: ComponentProps<typeof DeskFilters>["options"];
  exportClassName?: string;
  children: ReactNode;
}) {
  return (
    <Container className="space-y-6">
      <DeskHeading list={list} total={total} address={address} exportClassName={exportClassName} />
      {above}
      <DeskFilters
        list={list}
        values={address.values}
        search={address.search}
        lapsed={address.lapsed}
        options={options}
      />
      {children}
      <DeskListPager list={list} address={address} nextBefore={nextBefore} />
    </Container>
  );
}

/** A desk record's page top: the way back to its list, its title and its status badges. */
export function DeskRecordHeading({
  back,
  title,
  titleClassName = "",
  children,
}: {
  back: { href: string; label: string };
  title: ReactNode;
  titleClassName?: string;
  /** The badges beside the title. */
  children: ReactNode;
}) {
  return (
    <>
      <Link
        href={back.href}
        className="text-sm font-semibold text-lavender-700 underline-offset-4 hover:underline"
      >
        ← {back.label}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className={`text-3xl text-aubergine md:text-4xl ${titleClassName}`}>{title}</h1>
        {children}
      </div>
    </>
  );
}
