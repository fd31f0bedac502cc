/** The journal: /blog (search, categories, featured and latest) and /blog/{slug}. */
import { expect, test, needsSites, type APIRequestContext, type Page } from "./support/test";
import type { Category, Post, PostSummary } from "../lib/contract";
import { formatLongDate } from "../lib/format";
import { servers } from "./support/servers";
import { axe } from "./support/review";

needsSites("remoteDown");

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** A post whose body has bold text, so the server rendering of ** can be checked. */
async function postWithBold(request: APIRequestContext): Promise<{ post: Post; bold: string }> {
  const latest = await api<PostSummary[]>(request, "/blog/posts?limit=20");
  for (const summary of latest) {
    const post = await api<Post>(request, `/blog/post/${summary.slug}`);
    const bold = /\*\*([A-Za-z][A-Za-z ,]+?)\*\*/.exec(post.content)?.[1];
    if (bold) return { post, bold };
  }
  throw new Error("no post with bold text");
}

/** Opens /blog and waits until the search and category island is hydrated. */
async function openJournal(page: Page) {
  await page.goto("/blog");
  await expect(page.getByTestId("journal-search")).toHaveAttribute("data-ready", "true");
}

const latestSection = (page: Page) => page.getByTestId("latest-stories");
const latestCards = (page: Page) => latestSection(page).getByTestId("post-card");
const toasts = (page: Page) => page.locator("[data-sonner-toast]");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every story the journal counts is one link from /blog: older ones under Earlier stories", async ({
    page,
    request,
  }) => {
    const categories = await api<Category[]>(request, "/blog/categories");
    const all = await api<PostSummary[]>(request, "/blog/posts?limit=100");
    const total = categories.reduce((sum, category) => sum + category.count, 0);
    expect(all).toHaveLength(total);
    expect(total).toBeGreaterThan(20);

    await page.goto("/blog");
    const earlier = latestSection(page).getByTestId("earlier-stories");
    await expect(earlier.getByRole("heading", { name: "Earlier stories" })).toBeVisible();
    const older = all.slice(20);
    await expect(earlier.getByRole("link")).toHaveCount(older.length);
    for (const post of older) {
      await expect(earlier.getByRole("link", { name: post.title, exact: true })).toHaveAttribute(
        "href",
        `/blog/${post.slug}`,
      );
    }
    const linked = await page
      .locator('main a[href^="/blog/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(linked)).toEqual(new Set(all.map((post) => `/blog/${post.slug}`)));
  });

  test("the journal's server HTML holds every featured and latest story", async ({
    page,
    request,
  }) => {
    const featured = await api<PostSummary[]>(request, "/blog/posts?featured=true&limit=3");
    const latest = await api<PostSummary[]>(request, "/blog/posts?limit=20");
    expect(featured.length).toBeGreaterThan(0);
    expect(latest).toHaveLength(20);

    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const featuredSection = page.locator("section", {
      has: page.getByRole("heading", { name: "Featured Stories" }),
    });
    await expect(featuredSection.getByTestId("post-card")).toHaveCount(featured.length);
    await expect(latestCards(page)).toHaveCount(20);

    const first = latest[0]!;
    const card = latestCards(page).first();
    await expect(card.getByRole("link", { name: first.title })).toHaveAttribute(
      "href",
      `/blog/${first.slug}`,
    );
    await expect(card).toContainText(first.category);
    await expect(card).toContainText(first.excerpt);
    await expect(card).toContainText(first.author);
    await expect(card).toContainText(formatLongDate(first.created_at));
    await expect(card).toContainText(`${first.read_time} min read`);
    await expect(card.getByRole("img", { name: first.featured_image_alt })).toHaveAttribute(
      "src",
      first.featured_image,
    );
    for (const post of [...featured, ...latest]) {
      await expect(page.locator(`a[href="/blog/${post.slug}"]`).first()).toBeAttached();
    }

    const categories = await api<Category[]>(request, "/blog/categories");
    const sidebar = page.getByRole("complementary", { name: "Journal categories" });
    await expect(sidebar.getByRole("button", { name: /^All Posts/ })).toBeVisible();
    for (const category of categories) {
      await expect(
        sidebar.getByRole("button", { name: `${category.name} ${category.count} posts` }),
      ).toBeVisible();
    }
    await expect(
      page
        .getByRole("complementary", { name: "About the journal" })
        .getByRole("heading", { name: "About the Journal" }),
    ).toBeVisible();
  });

  test("a post's server HTML holds the whole body with bold text as <strong>", async ({
    page,
    request,
  }) => {
    const { post, bold } = await postWithBold(request);
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    expect(html).toContain(`>${bold}</strong>`);

    await page.goto(`/blog/${post.slug}`);
    const body = page.getByTestId("post-body");
    await expect(body.locator("strong", { hasText: bold }).first()).toBeVisible();
    // Blank lines become paragraphs: the body has several.
    expect(await body.locator("p").count()).toBeGreaterThan(3);
  });
});

test("a blank search does nothing and sends no request", async ({ page }) => {
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/blog/search")) searches.push(request.url());
  });
  await openJournal(page);
  const input = page.getByRole("searchbox", { name: "Search the journal" });
  await input.fill("   ");
  await input.press("Enter");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(latestSection(page).getByRole("heading", { level: 2 })).toHaveText("Latest Stories");
  await expect(latestCards(page)).toHaveCount(20);
  expect(searches).toEqual([]);
});

test("a search replaces Latest Stories with its results, and Clear search brings them back", async ({
  page,
  request,
}) => {
  const query = "Antarctic";
  const results = await api<PostSummary[]>(request, `/blog/search?q=${query}`);
  expect(results.length).toBeGreaterThan(0);

  await openJournal(page);
  const input = page.getByRole("searchbox", { name: "Search the journal" });
  await input.focus();
  await page.keyboard.type(query);
  await page.keyboard.press("Enter");

  const heading = latestSection(page).getByRole("heading", { level: 2 });
  await expect(heading).toHaveText("Search Results");
  await expect(heading).toBeFocused();
  await expect(latestSection(page).getByRole("status")).toHaveText(
    `${results.length} ${results.length === 1 ? "story" : "stories"} found for “${query}”`,
  );
  await expect(latestCards(page)).toHaveCount(results.length);
  for (const [index, post] of results.entries()) {
    await expect(latestCards(page).nth(index).getByRole("heading")).toHaveText(post.title);
  }

  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(heading).toHaveText("Latest Stories");
  await expect(latestCards(page)).toHaveCount(20);
  // The box no longer says what the list does not show.
  await expect(input).toHaveValue("");

  // Nor after a category replaces the results.
  await input.fill(query);
  await input.press("Enter");
  await expect(heading).toHaveText("Search Results");
  await page
    .getByRole("complementary", { name: "Journal categories" })
    .getByRole("button")
    .nth(1)
    .click();
  await expect(heading).toHaveText("Latest Stories");
  await expect(input).toHaveValue("");
});

test("a search without results says so and offers all stories", async ({ page }) => {
  await openJournal(page);
  await page.getByRole("searchbox", { name: "Search the journal" }).fill("qqzzxxnothing");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(latestSection(page)).toContainText("No stories match “qqzzxxnothing”.");
  await expect(latestCards(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Show all stories" }).click();
  await expect(latestCards(page)).toHaveCount(20);
});

test('a failed search shows "Search failed" and keeps the list', async ({ page }) => {
  await page.route("**/api/blog/search**", (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: "internal", message: "Something went wrong" } },
    }),
  );
  await openJournal(page);
  await page.getByRole("searchbox", { name: "Search the journal" }).fill("Iceland");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(toasts(page).filter({ hasText: "Search failed" })).toBeVisible();
  await expect(latestSection(page).getByRole("heading", { level: 2 })).toHaveText("Latest Stories");
  await expect(latestCards(page)).toHaveCount(20);
});

test("choosing a category filters Latest Stories and All Posts restores them", async ({
  page,
  request,
}) => {
  const [category] = await api<Category[]>(request, "/blog/categories");
  if (!category) throw new Error("no categories");
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/blog/posts")) requests.push(new URL(r.url()).search);
  });
  await openJournal(page);

  const sidebar = page.getByRole("complementary", { name: "Journal categories" });
  const button = sidebar.getByRole("button", { name: new RegExp(`^${category.name}`) });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-pressed", "true");
  const expected = Math.min(category.count, 20);
  await expect(latestCards(page)).toHaveCount(expected);
  await expect(latestSection(page).getByRole("status")).toHaveText(
    `Showing ${expected} ${expected === 1 ? "story" : "stories"} in ${category.name}`,
  );
  for (const card of await latestCards(page).all()) {
    await expect(card).toContainText(category.name);
  }

  // A category shows only its own stories: the older ones' list goes, and comes back with All Posts.
  const earlier = latestSection(page).getByTestId("earlier-stories");
  await expect(earlier).toHaveCount(0);
  const all = sidebar.getByRole("button", { name: /^All Posts/ });
  await all.click();
  await expect(all).toHaveAttribute("aria-pressed", "true");
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await expect(latestCards(page)).toHaveCount(20);
  await expect(earlier.getByRole("link").first()).toBeVisible();
  expect(requests).toEqual([
    `?category=${encodeURIComponent(category.name)}&limit=20`,
    "?limit=20",
  ]);
});

test("a failed category filter is only logged: no toast, the list stays", async ({
  page,
  request,
}) => {
  const [category] = await api<Category[]>(request, "/blog/categories");
  if (!category) throw new Error("no categories");
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.route("**/api/blog/posts?category=**", (route) =>
    route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Down" } } }),
  );
  await openJournal(page);
  const failed = page.waitForResponse((r) => r.url().includes("/api/blog/posts?category="));
  await page
    .getByRole("complementary", { name: "Journal categories" })
    .getByRole("button", { name: new RegExp(`^${category.name}`) })
    .click();
  await failed;
  await expect.poll(() => errors.some((text) => text.includes("[journal]"))).toBe(true);
  await expect(toasts(page)).toHaveCount(0);
  await expect(latestCards(page)).toHaveCount(20);
});

test('opening a story shows "Loading post..." on its card until the post arrives', async ({
  page,
  request,
}) => {
  const [post] = await api<PostSummary[]>(request, "/blog/posts?limit=1");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the post's router requests (prefetch and navigation) until the hint has been seen.
  await page.route(`**/blog/${post!.slug}?_rsc=*`, async (route) => {
    await held;
    await route.continue();
  });
  await openJournal(page);
  const card = latestCards(page).first();
  await card.getByRole("link").click();
  await expect(card.getByRole("status")).toHaveText("Loading post...");
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post!.title);
  await expect(page).toHaveURL(new RegExp(`/blog/${post!.slug}$`));
});

test.describe("a journal post", () => {
  async function firstPost(request: APIRequestContext) {
    const [summary] = await api<PostSummary[]>(request, "/blog/posts?limit=1");
    return api<Post>(request, `/blog/post/${summary!.slug}`);
  }

  test("shows every field of the post, its author and up to three more stories", async ({
    page,
    request,
  }) => {
    const post = await firstPost(request);
    await page.goto(`/blog/${post.slug}`);
    const article = page.locator("article").first();

    await expect(article.getByRole("link", { name: "Back to Journal" })).toHaveAttribute(
      "href",
      "/blog",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const header = article.locator("header");
    await expect(header).toContainText(post.category);
    await expect(header).toContainText(post.author);
    await expect(header).toContainText(formatLongDate(post.created_at));
    await expect(header).toContainText(`${post.read_time} min read`);
    await expect(header).toContainText(post.excerpt);
    await expect(header.getByRole("img", { name: post.featured_image_alt })).toHaveAttribute(
      "src",
      post.featured_image,
    );
    await expect(page.getByTestId("post-body").locator("p").first()).toBeVisible();
    const tags = page.getByTestId("post-tags").getByRole("listitem");
    await expect(tags).toHaveText(post.tags);

    const author = page.locator("section", { has: page.getByText("About the author") });
    await expect(author.getByRole("heading", { name: post.author_profile.name })).toBeVisible();
    await expect(author).toContainText(post.author_profile.role);
    await expect(author).toContainText(post.author_profile.bio);
    await expect(
      author.getByRole("img", { name: `Portrait of ${post.author_profile.name}` }),
    ).toHaveAttribute("src", post.author_profile.avatar);

    const more = page.getByTestId("more-stories");
    await expect(more.getByRole("heading", { name: "More Stories" })).toBeVisible();
    const cards = more.getByTestId("post-card");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(3);
    await expect(more.locator(`a[href="/blog/${post.slug}"]`)).toHaveCount(0);
  });

  test("links in the body: external ones open a new tab, internal ones stay", async ({
    page,
    request,
  }) => {
    const latest = await api<PostSummary[]>(request, "/blog/posts?limit=20");
    let checkedExternal = false;
    let checkedInternal = false;
    for (const { slug } of latest) {
      if (checkedExternal && checkedInternal) break;
      await page.goto(`/blog/${slug}`);
      const body = page.getByTestId("post-body");
      const external = body.locator('a[href^="http"]');
      if ((await external.count()) > 0) {
        await expect(external.first()).toHaveAttribute("target", "_blank");
        await expect(external.first()).toHaveAttribute("rel", "noopener noreferrer");
        checkedExternal = true;
      }
      const internal = body.locator('a[href^="/"]');
      if ((await internal.count()) > 0) {
        await expect(internal.first()).not.toHaveAttribute("target", /.+/);
        checkedInternal = true;
      }
    }
    expect(checkedInternal).toBe(true);
    expect(checkedExternal).toBe(true);
  });

  test('share copies the link where there is no share sheet: "Link copied to clipboard!"', async ({
    page,
    request,
  }) => {
    const post = await firstPost(request);
    await page.addInitScript(() => {
      const w = window as typeof window & { copied?: string[] };
      w.copied = [];
      delete (Navigator.prototype as Partial<Navigator>).share;
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: async (text: string) => void w.copied!.push(text) },
      });
    });
    await page.goto(`/blog/${post.slug}`);
    const share = page.getByRole("button", { name: /Share/ });
    await expect(async () => {
      await share.click();
      await expect(toasts(page).filter({ hasText: "Link copied to clipboard!" })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass();
    const copied = await page.evaluate(
      () => (window as typeof window & { copied: string[] }).copied,
    );
    expect(copied.at(-1)).toBe(page.url());
  });

  test("share uses the device's share sheet when there is one", async ({ page, request }) => {
    const post = await firstPost(request);
    await page.addInitScript(() => {
      const w = window as typeof window & { shared?: ShareData[] };
      w.shared = [];
      Object.defineProperty(navigator, "share", {
        value: async (data: ShareData) => void w.shared!.push(data),
      });
    });
    await page.goto(`/blog/${post.slug}`);
    const shared = () =>
      page.evaluate(() => (window as typeof window & { shared: ShareData[] }).shared);
    await expect(async () => {
      await page.getByRole("button", { name: /Share/ }).click();
      expect((await shared()).length).toBeGreaterThan(0);
    }).toPass();
    expect((await shared())[0]).toMatchObject({ title: post.title, url: page.url() });
    await expect(toasts(page)).toHaveCount(0);
  });

  test("sets title, description, keywords, social tags, canonical and JSON-LD", async ({
    page,
    request,
  }) => {
    const post = await firstPost(request);
    await page.goto(`/blog/${post.slug}`);
    const meta = (selector: string) => page.locator(`head ${selector}`).first();
    await expect(page).toHaveTitle(post.seo_title);
    await expect(meta('meta[name="description"]')).toHaveAttribute("content", post.seo_description);
    await expect(meta('meta[name="keywords"]')).toHaveAttribute(
      "content",
      post.seo_keywords.join(","),
    );
    await expect(meta('meta[property="og:title"]')).toHaveAttribute("content", post.seo_title);
    await expect(meta('meta[property="og:description"]')).toHaveAttribute(
      "content",
      post.seo_description,
    );
    await expect(meta('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(meta('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      new RegExp(`^${post.created_at.slice(0, 10)}`),
    );
    await expect(meta('meta[property="article:author"]')).toHaveAttribute("content", post.author);
    await expect(meta('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(meta('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/blog/${post.slug}$`),
    );

    await expect(meta('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/blog\/rss\.xml$/,
    );

    const image = await meta('meta[property="og:image"]').getAttribute("content");
    expect(image).toContain(`/blog/${post.slug}/opengraph-image`);
    const png = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.flatMap((node) => [JSON.parse(node.textContent ?? "null")]));
    const graph = blocks.flat() as Record<string, unknown>[];
    const article = graph.find((node) => node["@type"] === "Article");
    expect(article).toMatchObject({
      headline: post.title,
      datePublished: post.created_at,
      author: { "@type": "Person", name: post.author },
      publisher: { "@type": "Organization", name: "Lavender Compass" },
    });
    expect(article?.description).toBeTruthy();
    expect(article?.image).toBeTruthy();
    const breadcrumbs = graph.find((node) => node["@type"] === "BreadcrumbList") as
      { itemListElement: { name: string }[] } | undefined;
    expect(breadcrumbs?.itemListElement.map((item) => item.name)).toEqual([
      "Home",
      "Journal",
      post.title,
    ]);
  });

  test('an unknown slug answers 404 with "Post not found" and a way back', async ({
    page,
    request,
  }) => {
    const response = await request.get("/blog/no-such-story-here");
    expect(response.status()).toBe(404);
    await page.goto("/blog/no-such-story-here");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
    await page.getByRole("link", { name: "Back to Journal" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a post the backend cannot load shows "Failed to load blog post"', async ({ page }) => {
    // The remote instance whose upstream is down renders a post that was not prerendered.
    await page.goto(`${servers.remoteDown.url}/blog/a-post-that-was-never-built`);
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to load blog post" }),
    ).toBeVisible();
    await expect(toasts(page).filter({ hasText: "Failed to load blog post" })).toBeVisible();
  });
});

test("the journal page has its title, canonical link, feed link and sharing card", async ({
  page,
  request,
}) => {
  await page.goto("/blog");
  await expect(page).toHaveTitle("Journal | Lavender Compass");
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", /.{50}/);
  await expect(
    page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
  ).toHaveAttribute("href", /\/blog\/rss\.xml$/);
  const image = await page.locator('head meta[property="og:image"]').getAttribute("content");
  expect(image).toContain("/blog/opengraph-image");
  const png = await request.get(new URL(image!).pathname + new URL(image!).search);
  expect(png.headers()["content-type"]).toBe("image/png");
});

test("the RSS feed is valid RSS 2.0 with the latest 20 posts", async ({ page, request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  const latest = await api<PostSummary[]>(request, "/blog/posts?limit=20");

  await page.goto("/blog");
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const text = (node: Element, name: string) => node.querySelector(name)?.textContent ?? "";
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      items: [...doc.querySelectorAll("channel > item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        guid: text(item, "guid"),
        pubDate: text(item, "pubDate"),
        description: text(item, "description"),
        category: text(item, "category"),
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.version).toBe("2.0");
  expect(feed.items).toHaveLength(20);
  for (const [index, item] of feed.items.entries()) {
    const post = latest[index]!;
    expect(item.title).toBe(post.title);
    expect(item.link).toMatch(new RegExp(`^https?://[^/]+/blog/${post.slug}$`));
    expect(item.guid).toBe(item.link);
    expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post.created_at.slice(0, 10));
    expect(item.description).toBe(post.excerpt);
    expect(item.category).toBe(post.category);
  }
});

for (const width of [375, 1440]) {
  test(`axe finds nothing on the journal and a post at ${width}px`, async ({ page, request }) => {
    const [post] = await api<PostSummary[]>(request, "/blog/posts?limit=1");
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/blog", `/blog/${post!.slug}`]) {
      await page.goto(path);
      const results = await axe(page).analyze();
      expect(results.violations, path).toEqual([]);
    }
  });
}
