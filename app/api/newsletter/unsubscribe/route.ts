/**
 * The newsletter's one-click unsubscribe (RFC 8058), the address in every issue's List-Unsubscribe
 * header. A mail provider POSTs `List-Unsubscribe=One-Click` from its own servers, with no Origin or
 * a foreign one: the token in the query is the authority, so this endpoint alone takes cross-site
 * POSTs, still under the body and rate limits. Opened in a browser, it leads to the page with the
 * Unsubscribe button.
 */
import { ApiError } from "@/lib/api/errors";
import { describeIssues, readLimitedText, route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { newsletterTokenInputSchema, oneClickBodySchema } from "@/lib/contract";
import { unsubscribePath } from "@/lib/mail/newsletter-messages";

/** The form body as fields: URL-encoded, or multipart as RFC 8058 also allows. */
async function readFormFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type.trim())) {
    throw new ApiError(
      "unsupported_media_type",
      "Send the body as a form: List-Unsubscribe=One-Click",
    );
  }
  const text = await readLimitedText(request);
  let form: FormData;
  try {
    form = await new Response(text, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("bad_request", "The request body is not a valid form");
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}

export const POST = route(
  { name: "newsletter.unsubscribe", query: newsletterTokenInputSchema },
  async ({ request, query, client }) => {
    const body = oneClickBodySchema.safeParse(await readFormFields(request));
    if (!body.success) throw new ApiError("bad_request", describeIssues(body.error, "body"));
    return getBackend().unsubscribe(query, client);
  },
);

export const GET = route(
  { name: "newsletter.unsubscribe.page", query: newsletterTokenInputSchema },
  async ({ query }) =>
    new Response(null, {
      status: 303,
      headers: { Location: unsubscribePath(query.token), "Cache-Control": "no-store" },
    }),
);
