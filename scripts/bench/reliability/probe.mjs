// Single requests with their timing, and what counts as the API's error envelope or a page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { root, siteDistDir } from "../lib/servers.mjs";

/** Fetches with a 20 s client limit; returns { status, ms, text } (status 0: no answer). */
export async function timed(url, init = {}) {
  const started = Date.now();
  try {
    const response = await fetch(url, {
      redirect: "manual",
      ...init,
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return { status: response.status, ms: Date.now() - started, text };
  } catch (error) {
    return { status: 0, ms: Date.now() - started, text: String(error?.cause?.code ?? error) };
  }
}

/** The code of an { error: { code, message } } body, or undefined when the body is not one. */
export function envelopeCode(text) {
  try {
    const body = JSON.parse(text);
    const { code, message } = body?.error ?? {};
    return typeof code === "string" && typeof message === "string" && Object.keys(body).length === 1
      ? code
      : undefined;
  } catch {
    return undefined;
  }
}

/** A journal slug from the bench build, for checks that run while no backend answers. */
export function builtPostSlug() {
  const manifest = JSON.parse(
    readFileSync(path.join(root, siteDistDir, "prerender-manifest.json"), "utf8"),
  );
  const route = Object.keys(manifest.routes).find((r) => /^\/blog\/[a-z0-9-]+$/.test(r));
  if (!route) throw new Error("the bench build has no journal post");
  return route.slice("/blog/".length);
}

export const json = (body) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** A valid enquiry whose message carries a marker that identifies it among stored rows. */
export const enquiry = (marker) =>
  json({ name: "Reliability check", email: "reliability@example.com", message: marker });
