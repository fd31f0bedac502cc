// How soon a page paints and how soon it answers, as a phone on a slow connection sees it: real
// throttling in Chromium (not Lighthouse's simulation), with Lighthouse's own mobile figures
// (150 ms round trip at the TCP level, which Chrome's throttling applies as 562.5 ms per request;
// 1.6 Mbps down, 750 Kbps up, each at 90%, and the CPU slowed 4x). Per load: first and largest
// contentful paint, when every script the page loads has arrived, and when React has hydrated the
// page (its last element carries a React fiber). Median of `runs` loads, each in a fresh context
// with an empty cache. This is what decides whether a rewrite that holds scripts back until the
// first paint earns its place: the paint it gains against the interactivity it costs.
import { chromium } from "playwright";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/** Installed before the page's own scripts: records paints, script arrivals and hydration. */
function observe() {
  const seen = {};
  window.__waking = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") seen.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const hydrated = (element) =>
    element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  // The body's last element React rendered: not Next.js's streamed scripts after the tree, nor
  // the route announcer it adds once awake.
  const last = () =>
    [...(document.body?.querySelectorAll("*") ?? [])]
      .filter(
        (element) =>
          !["SCRIPT", "TEMPLATE", "STYLE", "LINK"].includes(element.tagName) &&
          !element.tagName.includes("-") &&
          !element.closest("next-route-announcer"),
      )
      .at(-1) ?? null;
  const poll = () => {
    if (hydrated(last())) {
      seen.hydrated = performance.now();
      return;
    }
    setTimeout(poll, 10);
  };
  poll();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One load of `url`: { fcp, lcp, scriptsLoaded, hydrated } in ms from navigation start. */
async function load(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", slow4g);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForFunction(() => window.__waking.hydrated !== undefined, null, {
      timeout: 60_000,
      polling: 100,
    });
    // Let the largest paint settle after hydration.
    await page.waitForTimeout(300);
    return await page.evaluate(() => ({
      ...window.__waking,
      scriptsLoaded: Math.max(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/.+\.js/.test(entry.name))
          .map((entry) => entry.responseEnd),
      ),
    }));
  } finally {
    await context.close();
  }
}

/**
 * Each URL loaded `runs` times: the median of each figure, rounded to the millisecond, and
 * `ownHydration`, the median time from the last script's arrival to hydration.
 */
export async function measureWaking(urls, { runs = 5 } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const results = [];
    for (const url of urls) {
      const loads = [];
      for (let run = 0; run < runs; run++) loads.push(await load(browser, url));
      const figure = (pick) => Math.round(median(loads.map(pick)));
      results.push({
        url,
        fcpMs: figure((l) => l.fcp),
        lcpMs: figure((l) => l.lcp),
        scriptsLoadedMs: figure((l) => l.scriptsLoaded),
        hydratedMs: figure((l) => l.hydrated),
        ownHydrationMs: figure((l) => l.hydrated - l.scriptsLoaded),
        hydratedRuns: loads.map((l) => Math.round(l.hydrated)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
