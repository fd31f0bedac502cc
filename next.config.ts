import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A separate build folder lets several builds of one checkout run side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm test` type-checks the whole project in its own step; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
