import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { inquiryInputSchema } from "@/lib/contract";

export const POST = route(
  { name: "inquiries.create", body: inquiryInputSchema, status: 201 },
  ({ body, client }) => getBackend().createInquiry(body, client),
);
