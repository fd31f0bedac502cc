import { z } from "zod";
import { isoDateSchema, slugSchema } from "./common";

export const postAuthorSchema = z.object({
  id: slugSchema,
  name: z.string().min(3),
  role: z.string().min(3),
  bio: z.string().min(40),
  avatar: z.string().startsWith("/"),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

/** A journal post. author is the author's name; author_profile carries the card. */
export const postSchema = z.object({
  id: slugSchema,
  slug: slugSchema,
  title: z.string().min(5),
  excerpt: z.string().min(40),
  content: z.string().min(1),
  category: z.string().min(3),
  author: z.string().min(3),
  author_profile: postAuthorSchema,
  created_at: isoDateSchema,
  read_time: z.number().int().positive(),
  featured: z.boolean(),
  featured_image: z.string().startsWith("/"),
  featured_image_alt: z.string().min(10),
  tags: z.array(z.string().min(2)),
  seo_title: z.string().min(5).max(70),
  seo_description: z.string().min(50).max(170),
  seo_keywords: z.array(z.string().min(2)),
});
export type Post = z.infer<typeof postSchema>;

/** Lists and search results carry everything but the body, which only the post itself needs. */
export const postSummarySchema = postSchema.omit({ content: true });
export type PostSummary = z.infer<typeof postSummarySchema>;
export const postListSchema = z.array(postSummarySchema);

export const categorySchema = z.object({ name: z.string(), count: z.number().int().min(0) });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

const limitSchema = z.coerce.number().int().min(1).max(100).default(20);

/** GET /blog/posts query: limit up to 100, featured=true, category name. */
export const postQuerySchema = z.object({
  limit: limitSchema,
  featured: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
  category: z.string().trim().min(1).max(80).optional(),
});
export type PostQuery = z.infer<typeof postQuerySchema>;

export const searchQuerySchema = z.object({ q: z.string().max(200).default("") });
