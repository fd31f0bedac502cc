#!/usr/bin/env node
// `npm run bench:pages`: Lighthouse scores and first-load JavaScript of the budgeted routes,
// against a bare Next.js page built in the same run with the same versions.
// Flags: --reuse (keep existing builds), --runs=N (Lighthouse runs per route, default 3).
import { ensureBareBuild, ensureSiteBuild, startBare } from "./lib/builds.mjs";
import { budgetedRoutes } from "./lib/chromium.mjs";
import { measureFirstLoadJs } from "./lib/first-load-js.mjs";
import { runLighthouse } from "./lib/lighthouse.mjs";
import { finish, printTable, saveResults } from "./lib/report.mjs";
import { startSite } from "./lib/servers.mjs";

const budgets = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 };
const jsBudgetBytes = 40 * 1024;
const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);

ensureSiteBuild();
ensureBareBuild();
const site = await startSite("pages");
const bare = await startBare();
const failures = [];
try {
  const routes = await budgetedRoutes(site.url);

  const [bareJs, ...routeJs] = await measureFirstLoadJs([
    `${bare.url}/`,
    ...routes.map((route) => site.url + route),
  ]);
  const jsRows = routeJs.map((row, i) => {
    const overBare = row.gzipBytes - bareJs.gzipBytes;
    const ok = overBare <= jsBudgetBytes;
    if (!ok) failures.push(`first-load JS of ${routes[i]}: ${kb(overBare)} KB over the bare page`);
    return {
      route: routes[i],
      files: row.files,
      gzipKb: kb(row.gzipBytes),
      overKb: kb(overBare),
      ok,
    };
  });
  printTable(
    `First-load JavaScript, gzip (bare Next.js page: ${kb(bareJs.gzipBytes)} KB in ${bareJs.files} files; budget +40 KB)`,
    jsRows,
    [
      ["route", "route"],
      ["files", "files"],
      ["gzipKb", "KB gzip"],
      ["overKb", "KB over bare"],
      ["ok", "budget"],
    ],
  );

  // The bare page runs first as a reference: what this machine scores for a page with nothing on it.
  const [bareScores, ...scores] = await runLighthouse(
    [`${bare.url}/`, ...routes.map((route) => site.url + route)],
    { runs },
  );
  const scoreRows = scores.map((row, i) => {
    const missed = Object.entries(budgets).filter(([key, min]) => row[key] < min);
    for (const [key, min] of missed) failures.push(`${routes[i]}: ${key} ${row[key]} < ${min}`);
    return { route: routes[i], ...row, ok: missed.length === 0 };
  });
  scoreRows.push({ route: "(bare Next.js page)", ...bareScores, ok: "reference" });
  printTable(`Lighthouse, mobile preset (median of ${runs} runs by performance)`, scoreRows, [
    ["route", "route"],
    ["performance", "perf"],
    ["accessibility", "a11y"],
    ["bestPractices", "best pr."],
    ["seo", "SEO"],
    ["lcpMs", "LCP ms"],
    ["tbtMs", "TBT ms"],
    ["cls", "CLS"],
    ["ok", "budget"],
  ]);
  for (const row of scoreRows) {
    for (const line of row.lost) {
      console.log(line.startsWith(" ") ? `  ${line}` : `  ${row.route} lost points on ${line}`);
    }
    for (const line of row.warnings) console.log(`  ${row.route} warning: ${line}`);
  }
  saveResults("pages", {
    bareJsGzipKb: kb(bareJs.gzipBytes),
    firstLoadJs: jsRows,
    lighthouse: scoreRows,
  });
} finally {
  await Promise.all([site.stop(), bare.stop()]);
}
finish(failures);

function kb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}
