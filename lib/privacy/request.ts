/** Reads the visitor's address from a privacy request's body: a plain form post or JSON. */
import "server-only";
import { ApiError } from "../api/errors";
import { describeIssues, readLimitedText } from "../api/handler";
import { isJsonContentType } from "../api/request-guards";
import { visitorEmailSchema } from "../contract";

const isFormContentType = (value: string | null) =>
  value !== null && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(value.trim());

export async function readVisitorEmail(request: Request): Promise<string> {
  const type = request.headers.get("content-type");
  let email: unknown;
  if (isJsonContentType(type)) {
    // Read first: a body over the limit is a 413, not bad JSON.
    const text = await readLimitedText(request);
    try {
      email = (JSON.parse(text) as { email?: unknown } | null)?.email;
    } catch {
      throw new ApiError("bad_request", "The request body is not valid JSON");
    }
  } else if (isFormContentType(type)) {
    email = new URLSearchParams(await readLimitedText(request)).get("email");
  } else {
    throw new ApiError("unsupported_media_type", "Send the form, or JSON with the e-mail address");
  }
  const parsed = visitorEmailSchema.safeParse(email ?? "");
  if (!parsed.success) throw new ApiError("bad_request", describeIssues(parsed.error, "email"));
  return parsed.data;
}
