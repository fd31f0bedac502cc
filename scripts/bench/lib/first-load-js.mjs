// First-load JavaScript as a visitor downloads it: open the page in Chromium, keep every script
// response until the network is idle (lazily loaded chunks included), and gzip each body.
// Build manifests miss what next/dynamic loads at start-up and count nothing Next adds at run time.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

/** A phone-sized viewport, like Lighthouse's mobile preset. */
const viewport = { width: 412, height: 823 };

export async function measureFirstLoadJs(urls) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const results = [];
    for (const url of urls) {
      // A fresh context each time: an empty HTTP cache, as on a first visit.
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const scripts = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response);
      });
      await page.goto(url, { waitUntil: "networkidle" });
      let gzipBytes = 0;
      let rawBytes = 0;
      for (const response of scripts) {
        const body = await response.body();
        rawBytes += body.length;
        gzipBytes += gzipSync(body).length;
      }
      results.push({ url, files: scripts.length, rawBytes, gzipBytes });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
