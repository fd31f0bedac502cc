// Staff sign-in's endpoints (better-auth), under the site's origin, size and rate-limit guards.
import { handleAuthRequest } from "@/lib/auth/route";

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
