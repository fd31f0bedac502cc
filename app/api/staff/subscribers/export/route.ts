import { postOnly, route } from "@/lib/api/handler";
import { subscriberFilterQuerySchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { exportSubscribers, type DeskSubscriber } from "@/lib/db/queries/subscriber-desk";
import { staffActorOf } from "@/lib/auth/actor";
import { csvResponse, toCsv, type CsvColumn } from "@/lib/staff/csv";
import { EXPORT_NEEDS_POST } from "@/lib/staff/exports";

const columns: CsvColumn<DeskSubscriber>[] = [
  { header: "email", value: (row) => row.email },
  { header: "status", value: (row) => row.status },
  { header: "subscribed_at", value: (row) => row.created_at },
  { header: "confirmed_at", value: (row) => row.confirmed_at },
  { header: "unsubscribed_at", value: (row) => row.unsubscribed_at },
  { header: "reference", value: (row) => row.reference },
];

// The desk's list as CSV, with its search and status ({ q, status }, the desk's form or JSON); a
// POST, and every export is audited.
export const POST = route(
  {
    name: "staff.subscribers.export",
    staff: true,
    body: subscriberFilterQuerySchema,
    form: true,
  },
  async ({ request, body }) => {
    const rows = await exportSubscribers(
      await getDb(),
      { search: body.q, status: body.status || undefined },
      await staffActorOf(request.headers),
    );
    return csvResponse("subscribers", toCsv(columns, rows));
  },
);

export const GET = postOnly(EXPORT_NEEDS_POST);
