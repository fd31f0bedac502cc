/**
 * The site's failure messages on the prerendered pages. These pages are built from content, so the
 * instance whose upstream is down is asked to render them afresh (Next.js's on-demand revalidation
 * header, with the build's own preview id); then each section shows its message and the toast.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, needsSites } from "./support/test";
import { servers } from "./support/servers";

needsSites("remoteDown");

const { url } = servers.remoteDown;

function revalidationId(): string {
  const manifest = path.join(process.env.NEXT_DIST_DIR || ".next", "prerender-manifest.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { preview: { previewModeId: string } })
    .preview.previewModeId;
}

const cases = [
  { path: "/", messages: ["Failed to load destinations"] },
  { path: "/destinations", messages: ["Failed to load destinations"] },
  { path: "/packages", messages: ["Failed to load packages"] },
  { path: "/blog", messages: ["Failed to load blog posts"] },
];

for (const { path: route, messages } of cases) {
  test(`${route} says ${messages.join(", ")} when its data cannot be loaded`, async ({
    page,
    request,
  }) => {
    const fresh = await request.get(`${url}${route}`, {
      headers: { "x-prerender-revalidate": revalidationId() },
    });
    expect(fresh.status()).toBe(200);
    await page.goto(`${url}${route}`);
    for (const message of messages) {
      await expect(page.getByRole("alert").filter({ hasText: message }).first()).toBeVisible();
      await expect(
        page.locator("[data-sonner-toast]").filter({ hasText: message }).first(),
      ).toBeVisible();
    }
  });
}
