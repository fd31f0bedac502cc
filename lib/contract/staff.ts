/** The staff desk's shapes: accounts, enquiry statuses and the paging of staff lists. */
import { z } from "zod";
import { blankAsUnset, deskSearchSchema } from "./common";

/** Where the agency stands with an enquiry, in the order it is usually worked. */
export const INQUIRY_STATUSES = ["new", "contacted", "proposal_sent", "booked", "closed"] as const;
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  proposal_sent: "Proposal sent",
  booked: "Booked",
  closed: "Closed",
};

/** A staff account's password: lengths match lib/auth/server.ts, which checks them again. */
export const staffPasswordSchema = z
  .string()
  .min(12, "must be at least 12 characters")
  .max(128, "must be at most 128 characters");

/** A new staff account, as `npm run staff -- add-user` sends it. */
export const staffUserInputSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email("must be a valid e-mail address")),
  password: staffPasswordSchema,
  name: z.string().trim().min(1).max(120).optional(),
});
export type StaffUserInput = z.infer<typeof staffUserInputSchema>;

/** Which account a change is for, as the command line names it (`--email`). */
export const staffAccountRefSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email("must be a valid e-mail address")),
});

/** `npm run staff -- set-password --email E --password P`. */
export const staffPasswordInputSchema = staffAccountRefSchema.extend({
  password: staffPasswordSchema,
});

/** A staff account after a change: whether it may sign in, and how many sessions were ended. */
export const staffAccountStateSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(["owner", "staff"]),
  disabled: z.boolean(),
  /** False when the account already was as asked (disabling a disabled account). */
  changed: z.boolean(),
  sessions_ended: z.number().int(),
});
export type StaffAccountState = z.infer<typeof staffAccountStateSchema>;

export const staffUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(["owner", "staff"]),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** Who did something on the desk: the staff member, as the audit log and the mails name them. */
export interface StaffActor {
  id: string;
  name: string;
}

/** Rows a desk list shows on one page, each list alike. */
export const DESK_PAGE_SIZE = 50;

/** One page of a desk list: its rows, how many match the filter in all, the next page's cursor. */
export interface DeskPage<Row> {
  rows: Row[];
  total: number;
  /** The `before` of the next (older) page, when there is one. */
  nextBefore: string | null;
}

/** One page of a staff list: up to `limit` records older than the record `before` (its id). */
export const staffPageQuerySchema = z.object({
  before: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export type StaffPageQuery = z.infer<typeof staffPageQuerySchema>;

/** Enquiries page by the id of the last one read. */
export const inquiryPageQuerySchema = staffPageQuerySchema.extend({
  before: z.uuid("must be the id of an enquiry").optional(),
});

/** Bookings page by the id of the last one read. */
export const bookingPageQuerySchema = staffPageQuerySchema.extend({
  before: z.uuid("must be the id of a booking").optional(),
});

/** The outbox pages by the id of the last mail read. */
export const outboxPageQuerySchema = staffPageQuerySchema.extend({
  before: z.uuid("must be the id of a mail").optional(),
});

/** Subscribers page by the e-mail of the last one read (their key). */
export const subscriberPageQuerySchema = staffPageQuerySchema.extend({
  before: z.string().trim().min(1).max(254).optional(),
});

/** The enquiries desk's search and status filter, as its form sends them (a blank field: none). */
export const inquiryDeskQuerySchema = z.object({
  q: deskSearchSchema,
  status: z.preprocess(blankAsUnset, inquiryStatusSchema.optional()),
});
export type InquiryDeskQuery = z.infer<typeof inquiryDeskQuerySchema>;
