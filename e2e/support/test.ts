/**
 * Playwright's `test` with the site it runs against, and one change to pages.
 *
 * The site: each worker starts its main instance (`siteUnderTest`: the embedded one unless a
 * project names another) before the first test, and the instances a spec names with `needsSites`
 * before that spec; all stop when the worker ends (e2e/support/sites.ts).
 *
 * Pages: after `page.goto` or `page.reload` of one of the site's
 * pages, it waits until React has hydrated it (`<html data-hydrated>`, set by HydrationMark).
 * Pages paint before their scripts have run, so "loaded" does not mean "responds to clicks"; a person
 * waits for a page to respond, and so do the tests. Pages opened with JavaScript off, or with
 * `waitUntil: "commit"` or `"domcontentloaded"` (a test that drives the page's clock itself), are not
 * waited for.
 */
import { test as base, type Page, type Response } from "@playwright/test";
import { Sites, type SiteName } from "./sites";

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

export interface SiteFixtures {
  /** The instance every test of the worker uses (null: one the configuration starts itself). */
  siteUnderTest: SiteName | null;
  sites: Sites;
  startSiteUnderTest: void;
}

// A starting instance may wait for another, on a busy two-core machine.
const startTimeout = 240_000;

export const test = base.extend<object, SiteFixtures>({
  siteUnderTest: ["embedded", { scope: "worker", option: true }],
  sites: [
    async ({}, provide) => {
      const sites = new Sites();
      await provide(sites);
      await sites.stopAll();
    },
    { scope: "worker", timeout: startTimeout },
  ],
  startSiteUnderTest: [
    async ({ sites, siteUnderTest }, provide) => {
      if (siteUnderTest) await sites.start(siteUnderTest);
      await provide();
    },
    { scope: "worker", auto: true, timeout: startTimeout },
  ],
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

/** Starts the named instances (and those they forward to) before the spec's tests run. */
export function needsSites(...names: SiteName[]): void {
  test.beforeAll(async ({ sites }) => {
    test.setTimeout(startTimeout);
    await sites.start(...names);
  });
}
