// The system Chromium and the flags playwright.config.ts launches it with (kept in step by hand).
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The routes DESIGN.md section 8 budgets; the article is the newest journal post. */
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
