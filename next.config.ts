import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

/**
 * The public host server actions are posted from. Next.js refuses an action whose Origin differs
 * from the Host (or X-Forwarded-Host) it received; behind a proxy that rewrites Host to an internal
 * name, SITE_URL's host is the one browsers send. Our own check (lib/actions/guard.ts) still
 * refuses every other origin. Read when the server starts (`npm start`, `next start`); the
 * standalone build keeps the value it was built with.
 */
function serverActionOrigins(): string[] {
  const port = process.env.PORT || "3000";
  try {
    return [new URL(process.env.SITE_URL || `http://localhost:${port}`).host];
  } catch {
    return []; // A bad SITE_URL stops the site at start, with its own message (lib/config.ts).
  }
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next.js compresses under `next start` and the standalone build. Our own server (server/node/server.mjs,
  // `npm start`) compresses itself, after rewriting HTML pages so they paint before hydrating, and
  // turns this off by setting LAVENDER_OWN_SERVER before Next.js reads this file.
  compress: process.env.LAVENDER_OWN_SERVER !== "1",
  // `npm run start:standalone` and the container serve .next/standalone (server/node/standalone.mjs): the
  // server with only the files it needs. `next start` and `npm start` serve the same build.
  output: "standalone",
  // Read from disk at run time, so the standalone folder must carry them.
  outputFileTracingIncludes: {
    "/**": ["./content/**/*", "./lib/db/migrations/**/*", "./app/icon.svg"],
  },
  // A separate build folder lets several builds of one checkout run side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm test` type-checks the whole project in its own step; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  experimental: {
    // Pages regenerated after revalidation stay in this process's memory instead of overwriting
    // the build's files: instances sharing one build (a remote-mode front whose upstream is down
    // beside a healthy one) then never serve each other's regenerated pages.
    isrFlushToDisk: false,
    // Forms post to server actions before their scripts run. lib/actions/guard.ts refuses bodies
    // over 64 KB with the form's own message; this cap, a little above, is Next.js's backstop.
    serverActions: { bodySizeLimit: "96kb", allowedOrigins: serverActionOrigins() },
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders() },
      // The staff desk is never indexed, whatever a page's own metadata says.
      { source: "/staff/:path*", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
    ];
  },
};

export default nextConfig;
