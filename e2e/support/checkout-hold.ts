/** Holds the browser's checkout creation until released, to see Book Now while it waits. */
import type { Page } from "@playwright/test";

export async function holdCheckoutCreation(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/payments/create-checkout?**", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
