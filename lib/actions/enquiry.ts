"use server";
/** The contact page's enquiry as a server action: what a form posted before its script ran calls. */
import { redirect } from "next/navigation";
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

/**
 * A stored enquiry answers with a redirect to the page that thanks the visitor (post/redirect/get),
 * so reloading it never offers to send the enquiry again; a refused one comes back in place with
 * what the visitor typed.
 */
export async function sendEnquiry(
  previous: ActionState<InquiryReceipt>,
  form: FormData,
): Promise<ActionState<InquiryReceipt>> {
  const state = await sendEnquiryGuarded(previous, form);
  // Outside the guard: redirect() throws to hand the browser over, which the guard would catch.
  if (state.status === "done") redirect("/contact/sent");
  return state;
}
