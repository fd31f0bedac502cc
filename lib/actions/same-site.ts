/** The staff actions' cross-site check, as guardAction() does it for the public forms. */
import "server-only";
import { headers } from "next/headers";
import { ApiError } from "../api/errors";
import { isForeignOrigin } from "../api/request-guards";
import { getConfig } from "../config";
import { requestUrlOf } from "./guard";

/** The request's headers, once they show it comes from the site's own pages. */
export async function sameSiteHeaders(): Promise<Headers> {
  const requestHeaders = await headers();
  if (isForeignOrigin(requestHeaders, requestUrlOf(requestHeaders), getConfig().SITE_URL)) {
    throw new ApiError("forbidden", "Requests from other sites are not accepted");
  }
  return requestHeaders;
}
