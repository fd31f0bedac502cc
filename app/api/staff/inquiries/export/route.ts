import { route } from "@/lib/api/handler";
import { inquiryDeskQuerySchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { exportDeskInquiries } from "@/lib/db/queries/inquiry-desk";
import { staffActorOf } from "@/lib/auth/actor";
import { csvResponse, toCsv } from "@/lib/staff/csv";
import { inquiryColumns } from "@/lib/staff/exports";

// The enquiries desk's list as CSV, with its search and status filter (`?q=&status=`).
export const GET = route(
  { name: "staff.inquiries.export", staff: true, query: inquiryDeskQuerySchema },
  async ({ query, request }) => {
    const filter = { search: query.q, status: query.status };
    const rows = await exportDeskInquiries(
      await getDb(),
      filter,
      await staffActorOf(request.headers),
    );
    return csvResponse("enquiries", toCsv(inquiryColumns, rows));
  },
);
