/**
 * The subscribers desk (/staff/subscribers): newsletter addresses newest first, searched by
 * e-mail and filtered by status. Its cursor is an address, so its address carries it sealed.
 */
import "server-only";
import { z } from "zod";
import {
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  subscriberFilterQuerySchema,
  subscriberStatusSchema,
} from "../../contract";
import { DESK_PAGE_SIZE } from "../../contract/staff";
import {
  allDeskSubscribers,
  listDeskSubscribers,
  type SubscriberFilter,
} from "../../db/queries/subscriber-desk";
import type { DeskSubscriber } from "../../contract/desk";
import type { DeskList } from "./list";

export const subscribersDesk: DeskList<SubscriberFilter, DeskSubscriber> = {
  name: "subscribers",
  title: "Subscribers",
  search: { id: "subscriber-search", label: "Search e-mail" },
  filters: [
    {
      name: "status",
      id: "subscriber-status",
      label: "Status",
      allLabel: "All statuses",
      options: SUBSCRIBER_STATUSES.map(
        (value) => [value, SUBSCRIBER_STATUS_LABELS[value]] as const,
      ),
    },
  ],
  query: z.object({ status: subscriberStatusSchema.optional().catch(undefined) }),
  filterOf: ({ status }, search) => ({ search, status }) as SubscriberFilter,
  before: z.string().optional(),
  sealedCursor: true,
  pageSize: DESK_PAGE_SIZE,
  list: (db, filter, before) => listDeskSubscribers(db, filter, before),
  export: {
    action: "/api/staff/subscribers/export",
    body: subscriberFilterQuerySchema,
    filterOf: (body: z.infer<typeof subscriberFilterQuerySchema>) => ({
      search: body.q,
      status: body.status || undefined,
    }),
    rows: allDeskSubscribers,
    auditAction: "subscribers.export",
    // How many rows and which status, never the search text, which may be part of an address.
    detail: (rows, filter) => {
      const scope = [
        filter.status ? `status ${filter.status}` : "all statuses",
        ...(filter.search?.trim() ? ["searched"] : []),
      ];
      return `${rows} rows (${scope.join(", ")})`;
    },
    file: "subscribers",
    columns: [
      { header: "email", value: (row) => row.email },
      { header: "status", value: (row) => row.status },
      { header: "subscribed_at", value: (row) => row.created_at },
      { header: "confirmed_at", value: (row) => row.confirmed_at },
      { header: "unsubscribed_at", value: (row) => row.unsubscribed_at },
      { header: "reference", value: (row) => row.reference },
    ],
  },
  words: {
    count: { all: "in all", order: "newest first" },
    show: "Show subscribers",
    empty: "No subscribers match.",
    pages: "Pages of subscribers",
    first: "Back to the newest",
    next: "Older subscribers",
    exportLabel: (filtered) => `Download ${filtered ? "these" : "all"} as CSV`,
  },
};
