// Production builds for the benches: the site into its own dist dir, and a bare Next.js page with
// the same next/react/react-dom from this node_modules, generated in the temp dir at run time.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverNodeFlags } from "../../../server/node/node-flags.mjs";
import { root, siteDistDir, spawnNode, waitForHttp, freePort } from "./servers.mjs";

const nextBin = path.join(root, "node_modules/next/dist/bin/next");
// Outside the repository on purpose: inside it, Turbopack's project root is the repository and
// the build picks up the site's proxy.ts and instrumentation.ts, so the page is not bare.
export const bareDir = path.join(os.tmpdir(), "lavender-bench-bare-next");

/** True when the command line has --reuse: keep an existing build instead of building again. */
export const reuseRequested = () => process.argv.includes("--reuse");

const tsconfig = path.join(root, "tsconfig.json");

/**
 * next build adds its dist dir's types to tsconfig.json (and reformats it); the bench must not edit
 * a shared file. Puts back the file as it was, or, if someone else changed it meanwhile, only
 * takes out the bench's own entries.
 */
function restoreTsconfig(before) {
  const now = readFileSync(tsconfig, "utf8");
  if (now === before) return;
  const parsed = JSON.parse(now);
  parsed.include = parsed.include.filter((entry) => !entry.startsWith(`${siteDistDir}/`));
  if (JSON.stringify(parsed) === JSON.stringify(JSON.parse(before))) {
    writeFileSync(tsconfig, before);
  } else {
    writeFileSync(tsconfig, `${JSON.stringify(parsed, null, 2)}\n`);
    console.warn("[bench] tsconfig.json was changed by another build meanwhile; kept, minus ours");
  }
}

function runBuild(cwd, env) {
  const before = readFileSync(tsconfig, "utf8");
  const started = Date.now();
  const result = spawnSync(process.execPath, [nextBin, "build"], {
    cwd,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  restoreTsconfig(before);
  if (result.status !== 0) throw new Error(`next build failed in ${cwd}`);
  console.log(`[bench] built ${cwd} in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Builds the site into .next-bench unless --reuse and a build is there. */
export function ensureSiteBuild({ reuse = reuseRequested() } = {}) {
  if (reuse && existsSync(path.join(root, siteDistDir, "BUILD_ID"))) {
    console.log(`[bench] reusing the site build in ${siteDistDir}`);
    return;
  }
  console.log(`[bench] building the site into ${siteDistDir} (several minutes on 2 cores)...`);
  runBuild(root, { NEXT_DIST_DIR: siteDistDir });
}

const bareFiles = {
  "package.json": JSON.stringify({ private: true, name: "bare-next-reference" }, null, 2),
  // node_modules is a link to the repository's; Turbopack's root must contain both trees.
  "next.config.mjs": `export default { turbopack: { root: "/" } };\n`,
  "app/layout.js": `export const metadata = { title: "Bare page", description: "Reference" };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.js": `export default function Page() {
  return (
    <main>
      <h1>Bare page</h1>
      <p>A Next.js page with nothing on it, built with the site's own versions.</p>
    </main>
  );
}
`,
};

/** Writes and builds the bare reference app (always rebuilt unless --reuse finds a build). */
export function ensureBareBuild({ reuse = reuseRequested() } = {}) {
  if (reuse && existsSync(path.join(bareDir, ".next", "BUILD_ID"))) return bareDir;
  rmSync(bareDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(bareFiles)) {
    mkdirSync(path.dirname(path.join(bareDir, file)), { recursive: true });
    writeFileSync(path.join(bareDir, file), text);
  }
  symlinkSync(path.join(root, "node_modules"), path.join(bareDir, "node_modules"), "dir");
  console.log("[bench] building the bare reference page...");
  runBuild(bareDir, {});
  return bareDir;
}

/** Serves the bare page the way server/node/server.mjs serves the site (Node http + Next's handler). */
export async function startBare() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, exited } = spawnNode(
    "bare-next",
    [...serverNodeFlags, path.join(import.meta.dirname, "serve-next.mjs"), bareDir, String(port)],
    {},
  );
  await waitForHttp(url + "/");
  return {
    url,
    port,
    stop: async () => {
      child.stopRequested = true;
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
