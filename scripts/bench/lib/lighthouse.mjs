// Lighthouse through its Node API: the default config (mobile preset, simulated throttling) on the
// system Chromium. Each route runs `runs` times; the run with the median performance score counts.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const categories = ["performance", "accessibility", "best-practices", "seo"];

/** The audits that cost a category points, for the report under the table. */
function lostPoints(lhr) {
  const lost = [];
  for (const id of categories) {
    const category = lhr.categories[id];
    if (category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        lost.push(`${id}: ${audit.id} (${audit.displayValue ?? `score ${audit.score}`})`);
        // What failed, in a few words, when the figure alone does not say (console errors, issues).
        if (id !== "performance") lost.push(...detailsOf(audit).map((line) => `    ${line}`));
      }
    }
  }
  return lost;
}

function detailsOf(audit) {
  const items = audit.details?.items ?? [];
  return items.slice(0, 3).map((item) => {
    const sub = item.subItems?.items?.[0];
    const text =
      item.description ?? item.issueType ?? item.node?.snippet ?? item.url ?? JSON.stringify(item);
    const where = sub?.url ?? item.sourceLocation?.url ?? item.source ?? "";
    return `${String(text).slice(0, 160)}${where ? ` [${String(where).slice(0, 100)}]` : ""}`;
  });
}

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    mainThreadMs: Math.round(lhr.audits["mainthread-work-breakdown"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    lost: lostPoints(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

/** One Lighthouse run; a run whose trace Chromium failed to record (it happens) is tried again. */
async function audit(chrome, url) {
  let error;
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (result?.lhr && !result.lhr.runtimeError) return result.lhr;
    error = result?.lhr.runtimeError?.message ?? "no result";
    console.log(`[lighthouse] ${url}: run failed (${error}); trying again`);
  }
  throw new Error(`Lighthouse failed on ${url}: ${error}`);
}

export async function runLighthouse(urls, { runs = 3 } = {}) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const results = [];
    for (const url of urls) {
      const attempts = [];
      for (let run = 0; run < runs; run++) attempts.push(summarize(await audit(chrome, url)));
      attempts.sort((a, b) => a.performance - b.performance);
      const median = attempts[Math.floor(attempts.length / 2)];
      results.push({ url, ...median, performanceRuns: attempts.map((a) => a.performance) });
      console.log(`[lighthouse] ${url}: performance ${median.performance}`);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
