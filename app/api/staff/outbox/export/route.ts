import { route } from "@/lib/api/handler";
import { mailDeskQuerySchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { exportDeskMail } from "@/lib/db/queries/mail-desk";
import { staffActorOf } from "@/lib/auth/actor";
import { csvResponse, toCsv } from "@/lib/staff/csv";
import { mailColumns } from "@/lib/staff/exports";

// The outbox as CSV, newest first, with its status filter; never a message or its headers.
export const GET = route(
  { name: "staff.outbox.export", staff: true, query: mailDeskQuerySchema },
  async ({ query, request }) => {
    const rows = await exportDeskMail(await getDb(), query, await staffActorOf(request.headers));
    return csvResponse("mail", toCsv(mailColumns, rows));
  },
);
