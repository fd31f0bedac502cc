/**
 * Two things the browser tests do to many pages: check them with axe, and keep a picture of them
 * for a person to look at.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

/**
 * axe on a page, reporting every node of every violation and one node of each other kind: the
 * tests read only `violations`, and the passes' details cost 12-17% of each analysis.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page }).options({ resultTypes: ["violations"] });

/**
 * A picture of a page or a part of one, as `test-results/<name>.png`, taken only when
 * E2E_SCREENSHOTS is set (`E2E_SCREENSHOTS=1 npx playwright test e2e/staff-desk.spec.ts`). A full
 * page costs 0.6 s (/contact) to 2.7 s (/destinations) in the headless shell, about a minute of
 * every run for pictures nobody opens. A part is still waited for until it shows, as its picture
 * would be.
 */
export async function reviewShot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS)
    await target.screenshot({ path: `test-results/${name}.png`, ...options });
  else if ("waitFor" in target) await target.waitFor({ state: "visible" });
}
