/**
 * Guard in front of the pages' forms (Next 16's proxy, on the Node.js runtime): a page's form
 * posted from another site (its server action) is refused with the API's 403 envelope, not by
 * React's own check, which answers 500. Security headers for every response are set in
 * next.config.ts.
 * The API does not come this way: every route handler refuses cross-site and oversized POSTs
 * itself (route() in lib/api/handler.ts, the sign-in routes in lib/auth/route.ts), and running the
 * proxy in front of them as well cost a third of the enquiry writes' throughput. Measured on
 * 29 November 2026 at 50 connections: 1,000-1,150 enquiries per second with p99 107-145 ms with
 * the proxy, 1,470-1,750 with p99 54-74 ms without (PGlite and PostgreSQL alike).
 */
import { NextResponse, type NextRequest } from "next/server";
import { isForeignPost } from "@/lib/api/request-guards";
import { securityHeaders } from "@/lib/security/headers";

const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`;

export function proxy(request: NextRequest) {
  if (request.method === "POST" && isForeignPost(request, siteUrl)) {
    const response = NextResponse.json(
      { error: { code: "forbidden", message: "Requests from other sites are not accepted" } },
      { status: 403 },
    );
    response.headers.set("Cache-Control", "no-store");
    for (const { key, value } of securityHeaders()) response.headers.set(key, value);
    return response;
  }
  return NextResponse.next();
}

export const config = {
  // Only requests that carry an Origin come this way, so pages read by GET never run the proxy.
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image).*)",
      has: [{ type: "header", key: "origin" }],
    },
  ],
};
