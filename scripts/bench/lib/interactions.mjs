// Interaction to Next Paint of the site's main interactions, in Chromium with the CPU slowed 4x
// (Lighthouse's mobile preset): the longest event duration of each interaction, as the browser's
// Event Timing reports it (what INP is made of), median of `runs` page loads.
import { chromium } from "playwright";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

/** Each interaction: the page, the viewport, and what the visitor does once it is awake. */
function interactions(packageId) {
  return [
    {
      name: "open the mobile menu",
      path: "/",
      phone: true,
      act: (page) => page.getByRole("button", { name: "Open menu" }).click(),
    },
    {
      name: "open a safety dialog",
      path: "/destinations",
      act: (page) => page.getByRole("button", { name: "View safety rating for Tallinn" }).click(),
    },
    {
      name: "filter the journal",
      path: "/blog",
      act: (page) =>
        page
          .getByRole("complementary", { name: "Journal categories" })
          .getByRole("button", { name: /^City Guides \d+ posts$/ })
          .click(),
    },
    {
      name: "choose a departure",
      path: `/packages/${packageId}/book`,
      act: (page) => page.locator("input[name=departure_id]:not(:checked)").first().check(),
    },
    {
      name: "send the enquiry",
      path: "/contact",
      prepare: async (page) => {
        const form = page.getByRole("form", { name: "Send us an enquiry" });
        await form.getByLabel("Name").fill("Bench Visitor");
        await form.getByLabel("Email").fill("bench@example.com");
        await form.getByLabel("Message").fill("A week in Lisbon in May for two, please.");
      },
      act: (page) =>
        page
          .getByRole("form", { name: "Send us an enquiry" })
          .getByRole("button", { name: "Send Enquiry" })
          .click(),
    },
  ];
}

/** The longest event of each interaction the page has seen so far, in ms. */
const longestInteraction = () =>
  new Promise((resolve) => {
    const durations = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        durations.set(
          entry.interactionId,
          Math.max(durations.get(entry.interactionId) ?? 0, entry.duration),
        );
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
    // Event Timing reports after the next paint; under a slowed CPU, give it a second.
    setTimeout(() => resolve(Math.max(0, ...durations.values())), 1000);
  });

export async function measureInteractions(siteUrl, { runs = 3 } = {}) {
  const packages = await fetch(`${siteUrl}/api/packages`).then((r) => r.json());
  const withDepartures = packages.find((pkg) => pkg.departures.length > 1) ?? packages[0];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results = [];
  try {
    for (const interaction of interactions(withDepartures.id)) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext(
          interaction.phone
            ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }
            : { viewport: { width: 1350, height: 940 } },
        );
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto(siteUrl + interaction.path);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await interaction.prepare?.(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await interaction.act(page);
        samples.push(Math.round(await page.evaluate(longestInteraction)));
        await context.close();
      }
      samples.sort((a, b) => a - b);
      results.push({
        name: interaction.name,
        path: interaction.path,
        samples,
        inpMs: samples[Math.floor(samples.length / 2)],
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
