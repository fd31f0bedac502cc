import { z } from "zod";
import { optionalText, requiredText } from "./common";
import { inquiryStatusSchema } from "./staff";

/** An enquiry as the contact form sends it; unknown fields are dropped. */
export const inquiryInputSchema = z.object({
  name: requiredText(120),
  email: z.string().trim().max(254).pipe(z.email("must be a valid e-mail address")),
  phone: optionalText(40),
  destination: optionalText(120),
  travel_dates: optionalText(120),
  travelers_count: z.coerce.number().int().min(1).max(50).default(1),
  message: requiredText(5000),
});
export type InquiryInput = z.infer<typeof inquiryInputSchema>;

export const inquiryReceiptSchema = z.object({
  id: z.string(),
  status: z.literal("received"),
  created_at: z.string(),
});
export type InquiryReceipt = z.infer<typeof inquiryReceiptSchema>;

/** An enquiry as staff read it. */
export const inquiryRecordSchema = inquiryInputSchema.extend({
  id: z.string(),
  created_at: z.string(),
  phone: z.string().nullable(),
  destination: z.string().nullable(),
  travel_dates: z.string().nullable(),
  /** Where the agency stands with it (lib/contract/staff.ts); older upstreams send none. */
  status: inquiryStatusSchema.default("new"),
});
export type InquiryRecord = z.infer<typeof inquiryRecordSchema>;
