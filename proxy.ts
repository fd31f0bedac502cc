/**
 * Guard in front of the API and the pages' forms (Next 16's proxy, on the Node.js runtime): refuses
 * cross-site POSTs, and oversized bodies to the API, before they reach a route. Security headers
 * for every response are set in next.config.ts; the route wrapper repeats these checks, so nothing
 * depends on this file alone.
 * It was an edge-runtime `middleware.ts`: on this Node server the emulated edge sandbox cut enquiry
 * writes from 1,000-1,100 to 700-800 per second and paused for up to 1.3 s under load
 * (docs/architecture.md).
 */
import { NextResponse, type NextRequest } from "next/server";
import { declaredLengthTooLarge, isForeignPost, MAX_BODY_BYTES } from "@/lib/api/request-guards";
import { securityHeaders } from "@/lib/security/headers";

const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`;

function envelope(status: number, code: string, message: string) {
  const response = NextResponse.json({ error: { code, message } }, { status });
  response.headers.set("Cache-Control", "no-store");
  for (const { key, value } of securityHeaders()) response.headers.set(key, value);
  return response;
}

export function proxy(request: NextRequest) {
  if (request.method === "POST") {
    if (isForeignPost(request, siteUrl)) {
      return envelope(403, "forbidden", "Requests from other sites are not accepted");
    }
    // A page's form (a server action) keeps React's own body limit.
    if (request.nextUrl.pathname.startsWith("/api/") && declaredLengthTooLarge(request)) {
      return envelope(
        413,
        "payload_too_large",
        `The request body is over ${MAX_BODY_BYTES / 1024} KB`,
      );
    }
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/api/:path*",
    // A page's form posted from another site (its server action) is refused here with a 403, not
    // by React's own check, which answers 500. Only requests that carry an Origin come this way,
    // so pages read by GET never run the proxy.
    {
      source: "/((?!api/|_next/static|_next/image).*)",
      has: [{ type: "header", key: "origin" }],
    },
  ],
};
