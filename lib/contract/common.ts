/** Small shared pieces of the contract. */
import { z } from "zod";

/** A stable, URL-safe identifier: lowercase words joined by hyphens. */
export const slugSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");

/** A calendar date written as YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

/** A score on the site's 0-5 scale, kept to one decimal place. */
export const scoreSchema = z.number().min(0).max(5);

/** A published source a figure rests on, with the date it was read. */
export const sourceSchema = z.object({
  label: z.string().min(3),
  url: z.url({ protocol: /^https$/ }),
  as_of: isoDateSchema,
});
export type Source = z.infer<typeof sourceSchema>;

/** PostgreSQL text cannot hold NUL characters: refuse them as bad input, not fail to store them. */
const withoutNul = (value: string) => !value.includes("\u0000");
const nulMessage = "must not contain NUL characters";

/** Trims text and rejects what is blank once trimmed. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, "is required").max(max).refine(withoutNul, nulMessage);

/** Trims optional text; an empty string counts as absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(withoutNul, nulMessage)
    .transform((value) => (value ? value : undefined))
    .optional();

/** A blank form field (a select's "All", an empty search box) means nothing was chosen. */
export const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

/**
 * What staff type in a desk list's search box, as its form or export sends it: trimmed, at most
 * 200 characters, a blank field meaning no search; a NUL is refused like everywhere (the database
 * cannot compare with one).
 */
export const deskSearchSchema = z.preprocess(
  blankAsUnset,
  z.string().trim().max(200).refine(withoutNul, nulMessage).optional(),
);
