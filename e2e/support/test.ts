/**
 * Playwright's `test` with one change: after `page.goto` or `page.reload` of one of the site's
 * pages, it waits until React has hydrated it (`<html data-hydrated>`, set by HydrationMark).
 * Pages paint before their scripts run, so "loaded" no longer means "responds to clicks"; a person
 * waits for a page to respond, and so do the tests. Pages opened with JavaScript off, or with
 * `waitUntil: "commit"` or `"domcontentloaded"` (a test that drives the page's clock itself), are not
 * waited for.
 */
import { test as base, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";
export type {
  APIRequestContext,
  APIResponse,
  Locator,
  Page,
  Response,
  Route,
} from "@playwright/test";

async function untilHydrated(page: Page, response: Response | null): Promise<void> {
  if (!response || !/^text\/html/.test(response.headers()["content-type"] ?? "")) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil === "commit" || options?.waitUntil === "domcontentloaded") {
          return response;
        }
        await untilHydrated(page, response);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await untilHydrated(page, response);
        return response;
      };
    }
    await provide(page);
  },
});
