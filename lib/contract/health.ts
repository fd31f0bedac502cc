import { z } from "zod";

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  mode: z.enum(["embedded", "remote"]),
  database: z.enum(["ok", "down", "not_used"]),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
