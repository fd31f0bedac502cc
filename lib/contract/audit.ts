/** The owner's audit log as the staff API lists it and the desk filters it. */
import { z } from "zod";
import { staffPageQuerySchema } from "./staff";

/** One action, one staff member (an account's id, or "staff-token" for the command line). */
export const auditFilterSchema = z.object({
  action: z.string().trim().min(1).max(100).optional(),
  staff: z.string().trim().min(1).max(100).optional(),
});

/** The log pages by the id of the last entry read. */
export const auditQuerySchema = staffPageQuerySchema.extend({
  ...auditFilterSchema.shape,
  before: z.uuid("must be the id of an audit entry").optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditRecordSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  staff_id: z.string(),
  staff_name: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;
