/**
 * Edge guard in front of the API: refuses cross-site POSTs and oversized bodies before they reach
 * a route. Security headers for every response are set in next.config.ts; the route wrapper
 * repeats these checks, so nothing depends on this file alone.
 */
import { NextResponse, type NextRequest } from "next/server";
import { declaredLengthTooLarge, isForeignPost, MAX_BODY_BYTES } from "@/lib/api/request-guards";
import { securityHeaders } from "@/lib/security/headers";

const siteUrl = process.env.SITE_URL || "http://localhost:3000";

function envelope(status: number, code: string, message: string) {
  const response = NextResponse.json({ error: { code, message } }, { status });
  response.headers.set("Cache-Control", "no-store");
  for (const { key, value } of securityHeaders()) response.headers.set(key, value);
  return response;
}

export function middleware(request: NextRequest) {
  if (request.method === "POST") {
    if (isForeignPost(request, siteUrl)) {
      return envelope(403, "forbidden", "Requests from other sites are not accepted");
    }
    if (declaredLengthTooLarge(request)) {
      return envelope(
        413,
        "payload_too_large",
        `The request body is over ${MAX_BODY_BYTES / 1024} KB`,
      );
    }
  }
  return NextResponse.next();
}

export const config = { matcher: "/api/:path*" };
