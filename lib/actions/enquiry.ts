"use server";
/** The contact page's enquiry as a server action: what a form posted before its script ran calls. */
import { getBackend } from "../backend";
import { inquiryInputSchema } from "../contract";
import type { InquiryReceipt } from "../contract/inquiry";
import { guardAction } from "./guard";
import type { ActionState } from "./state";

const sendEnquiryGuarded = guardAction(
  {
    name: "inquiries.create",
    input: inquiryInputSchema,
    fields: ["name", "email", "phone", "destination", "travel_dates", "travelers_count", "message"],
  },
  (enquiry, client) => getBackend().createInquiry(enquiry, client),
);

export async function sendEnquiry(
  previous: ActionState<InquiryReceipt>,
  form: FormData,
): Promise<ActionState<InquiryReceipt>> {
  return sendEnquiryGuarded(previous, form);
}
