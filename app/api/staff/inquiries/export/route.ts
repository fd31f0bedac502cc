import { postOnly, route } from "@/lib/api/handler";
import { inquiryDeskQuerySchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { exportDeskInquiries } from "@/lib/db/queries/inquiry-desk";
import { staffActorOf } from "@/lib/auth/actor";
import { csvResponse, toCsv } from "@/lib/staff/csv";
import { EXPORT_NEEDS_POST, inquiryColumns } from "@/lib/staff/exports";

// The enquiries desk's list as CSV, with its search and status filter ({ q, status }, the desk's
// form or JSON). A POST, audited: a search stays out of the address and no link can make one.
export const POST = route(
  { name: "staff.inquiries.export", staff: true, body: inquiryDeskQuerySchema, form: true },
  async ({ body, request }) => {
    const filter = { search: body.q, status: body.status };
    const rows = await exportDeskInquiries(
      await getDb(),
      filter,
      await staffActorOf(request.headers),
    );
    return csvResponse("enquiries", toCsv(inquiryColumns, rows));
  },
);

export const GET = postOnly(EXPORT_NEEDS_POST);
