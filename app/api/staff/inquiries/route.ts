import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { inquiryPageQuerySchema } from "@/lib/contract";

// Newest first; `?before=<id>&limit=` reads the next page (npm run staff -- inquiries --all).
export const GET = route(
  { name: "staff.inquiries", staff: true, query: inquiryPageQuerySchema },
  ({ query }) => getBackend().listInquiries(query),
);
