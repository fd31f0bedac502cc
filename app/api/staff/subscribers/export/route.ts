import { route } from "@/lib/api/handler";
import { subscriberFilterQuerySchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { exportSubscribers, type DeskSubscriber } from "@/lib/db/queries/subscriber-desk";
import { staffActorOf } from "@/lib/auth/actor";
import { csvResponse, toCsv, type CsvColumn } from "@/lib/staff/csv";

const columns: CsvColumn<DeskSubscriber>[] = [
  { header: "email", value: (row) => row.email },
  { header: "status", value: (row) => row.status },
  { header: "subscribed_at", value: (row) => row.created_at },
  { header: "confirmed_at", value: (row) => row.confirmed_at },
  { header: "unsubscribed_at", value: (row) => row.unsubscribed_at },
  { header: "reference", value: (row) => row.reference },
];

// The desk's list as CSV, with its search (?q=) and status (?status=); every export is audited.
export const GET = route(
  { name: "staff.subscribers.export", staff: true, query: subscriberFilterQuerySchema },
  async ({ request, query }) => {
    const rows = await exportSubscribers(
      await getDb(),
      { search: query.q, status: query.status || undefined },
      await staffActorOf(request.headers),
    );
    return csvResponse("subscribers", toCsv(columns, rows));
  },
);
