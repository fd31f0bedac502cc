// The system Chromium, its flags and the routes the budgets measure.
import { readFileSync } from "node:fs";
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The same flags playwright.config.ts launches it with. */
export const chromiumFlags = JSON.parse(
  readFileSync(new URL("../../../e2e/support/chromium-flags.json", import.meta.url), "utf8"),
);

/** The routes the page budgets cover; the article is the newest journal post. */
export async function budgetedRoutes(siteUrl) {
  const posts = await fetch(`${siteUrl}/api/blog/posts?limit=1`).then((r) => r.json());
  const article = posts[0]?.slug;
  if (!article) throw new Error("the site has no journal post to measure");
  return [
    "/",
    "/destinations",
    "/packages",
    "/blog",
    `/blog/${article}`,
    "/contact",
    "/legal/privacy",
  ];
}
