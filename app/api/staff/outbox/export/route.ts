import { postOnly, route } from "@/lib/api/handler";
import { mailDeskQuerySchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { exportDeskMail } from "@/lib/db/queries/mail-desk";
import { staffActorOf } from "@/lib/auth/actor";
import { csvResponse, toCsv } from "@/lib/staff/csv";
import { EXPORT_NEEDS_POST, mailColumns } from "@/lib/staff/exports";

// The outbox as CSV, newest first, with its status filter ({ status }); never a message or its
// headers. A POST, audited.
export const POST = route(
  { name: "staff.outbox.export", staff: true, body: mailDeskQuerySchema, form: true },
  async ({ body, request }) => {
    const rows = await exportDeskMail(await getDb(), body, await staffActorOf(request.headers));
    return csvResponse("mail", toCsv(mailColumns, rows));
  },
);

export const GET = postOnly(EXPORT_NEEDS_POST);
