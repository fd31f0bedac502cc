import { z } from "zod";

/** A departure's id: its package's slug and its date, "cyclades-private-yacht-2027-06-19". */
export const departureIdSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*-\d{4}-\d{2}-\d{2}$/, "must be a departure id");
