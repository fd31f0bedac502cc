/**
 * The wrapper every visitor's server action goes through (the staff desk's actions check the
 * signed-in staff member instead, lib/actions/staff-*.ts), with the API's protections (lib/api/handler.ts):
 * a cross-site post is refused, the body is limited to 64 KB, each client is rate-limited in the
 * database under the same bucket as the matching API route, the form is parsed by the contract, and
 * any failure becomes the error envelope's code and message. A form posted before the page's
 * scripts ran, or with JavaScript off, reaches the same checks as one sent by the browser's script.
 */
import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import type { ClientInfo } from "../backend";
import { readingLive } from "../backend/live-reads";
import { getConfig } from "../config";
import type { ErrorEnvelope } from "../contract/error";
import { ApiError } from "../api/errors";
import { clientOf, describeIssues, enforceRateLimit, toApiError } from "../api/handler";
import { declaredLengthTooLarge, isForeignOrigin, MAX_BODY_BYTES } from "../api/request-guards";
import type { ActionState, FormFields } from "./state";

interface ActionOptions<Input> {
  /** The rate-limit bucket and log name; the matching API route's name, so both share one limit. */
  name: string;
  /** The contract schema the form's fields are parsed with (unknown fields are dropped). */
  input: z.ZodType<Input>;
  /** The form's field names: only these are read, and sent back when the action fails. */
  fields: readonly string[];
  /** What the form calls a field, where a message names it (otherwise its name). */
  labels?: Record<string, string>;
}

/** The posted fields as text; files and React's own `$ACTION_*` fields are left out. */
function readFields(form: FormData, names: readonly string[]): FormFields {
  const fields: FormFields = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

/** The request URL as the browser addressed it, for the same-origin check. */
export function requestUrlOf(requestHeaders: Headers): string {
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host") ?? "localhost";
  const protocol = requestHeaders.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? "http";
  return `${protocol}://${host}/`;
}

function tooLarge(): ApiError {
  return new ApiError("payload_too_large", `The request body is over ${MAX_BODY_BYTES / 1024} KB`);
}

/**
 * Wraps a form's server action: `run` gets the parsed input and the client, and what it returns is
 * the action's `data`. Failures never throw to the page; they come back as `status: "failed"` with
 * the visitor's fields, so a page rendered without JavaScript shows them filled in again.
 */
export function guardAction<Input, Data>(
  options: ActionOptions<Input>,
  run: (input: Input, client: ClientInfo) => Promise<Data>,
): (previous: ActionState<Data>, form: FormData) => Promise<ActionState<Data>> {
  return async (_previous, form) => {
    const fields = form instanceof FormData ? readFields(form, options.fields) : {};
    try {
      const requestHeaders = await headers();
      if (isForeignOrigin(requestHeaders, requestUrlOf(requestHeaders), getConfig().SITE_URL)) {
        throw new ApiError("forbidden", "Requests from other sites are not accepted");
      }
      if (declaredLengthTooLarge({ headers: requestHeaders })) throw tooLarge();
      const size = Object.values(fields).reduce((sum, value) => sum + Buffer.byteLength(value), 0);
      if (size > MAX_BODY_BYTES) throw tooLarge();
      const client = clientOf({ headers: requestHeaders });
      await enforceRateLimit(options.name, client);
      const parsed = options.input.safeParse(fields);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path[0];
        return failed(
          new ApiError("bad_request", describeIssues(parsed.error, "form", options.labels)),
          fields,
          typeof field === "string" ? field : undefined,
        );
      }
      const data = await readingLive(() => run(parsed.data, client));
      return { status: "done", data };
    } catch (error) {
      return failed(toApiError(error, options.name), fields);
    }
  };
}

function failed<Data>(error: ApiError, fields: FormFields, invalid?: string): ActionState<Data> {
  const envelope: ErrorEnvelope = error.toEnvelope();
  return { status: "failed", error: envelope.error, fields, ...(invalid ? { invalid } : {}) };
}
