import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/server.mjs compresses (after rewriting HTML pages so they paint before hydrating).
  compress: false,
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
    serverActions: { bodySizeLimit: "96kb" },
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
