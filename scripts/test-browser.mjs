// The browser the test suites drive. Debian packages the same Chromium twice: `chromium`, the full
// browser, and `chromium-headless-shell`, the headless-only build Playwright itself runs headless
// tests in. The shell has no browser window, no compositor of its own and no UI threads to feed: on
// the destinations, journal and legal specs it took 106 to 112 CPU-seconds against the full
// browser's 187, and 75-79 s against 110 s of wall time on two cores. So the tests use the shell
// when it is installed and the full browser otherwise; CHROMIUM_PATH chooses another. The
// benchmarks keep the full browser (scripts/bench/lib/chromium.mjs): what they measure is what a
// visitor's browser does.
import { existsSync } from "node:fs";

export const headlessShellPath = "/usr/bin/chromium-headless-shell";
export const fullChromiumPath = "/usr/bin/chromium";

/** CHROMIUM_PATH when set, else the headless shell when installed, else the full browser. */
export function testBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(headlessShellPath) ? headlessShellPath : fullChromiumPath;
}
