// What bars a deploy, checked over HTTP on a running container: every page of the sitemap and the
// pages it leaves out answer 200, an enquiry is stored, a test checkout opens.
import { randomUUID } from "node:crypto";
import { sleep } from "../bench/lib/servers.mjs";

/** Pages a visitor reaches that the sitemap does not list (forms, the chat, the journal search). */
const unlistedPages = ["/contact", "/chat", "/blog/search?q=lisbon"];

/** Waits until /api/health answers 200; returns the milliseconds it took. */
export async function waitForHealth(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`${url}/api/health did not answer 200 within ${timeoutMs / 1000} s`);
}

/** Every page of the sitemap (on this origin) and the unlisted ones: the count and the failures. */
export async function checkPages(url) {
  const sitemap = await fetch(`${url}/sitemap.xml`).then((response) => response.text());
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  if (listed.length === 0) return { pages: 0, failures: ["the sitemap lists no page"] };
  const paths = [...new Set([...listed, ...unlistedPages])];
  const failures = [];
  for (const page of paths) {
    const response = await fetch(url + page, { redirect: "manual" });
    if (response.status !== 200) failures.push(`${page}: ${response.status}`);
    await response.arrayBuffer();
  }
  return { pages: paths.length, failures };
}

const staffGet = (url, token, path) =>
  fetch(`${url}/api/staff/${path}`, { headers: { Authorization: `Bearer ${token}` } });

/** Sends an enquiry as a visitor's browser would; returns its message, or throws. */
export async function sendEnquiry(url) {
  const message = `Container check ${randomUUID()}: a week in Lisbon for two in May.`;
  const response = await fetch(`${url}/api/inquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ name: "Container Check", email: "check@example.com", message }),
  });
  if (!response.ok)
    throw new Error(`the enquiry was refused: ${response.status} ${await response.text()}`);
  return message;
}

/** Whether the staff API lists the enquiry with this message. */
export async function enquiryStored(url, token, message) {
  const response = await staffGet(url, token, "inquiries");
  if (!response.ok) throw new Error(`the staff API answered ${response.status}`);
  const rows = await response.json();
  return rows.some((row) => row.message === message);
}

/** Opens a test checkout for two on the first departure with seats; returns its page's path. */
export async function openTestCheckout(url) {
  const packages = await fetch(`${url}/api/packages`).then((response) => response.json());
  const pkg = packages.find((candidate) =>
    candidate.departures?.some((departure) => departure.seats_left >= 2),
  );
  if (!pkg) throw new Error("no package has a departure with two seats left");
  const departure = pkg.departures.find((candidate) => candidate.seats_left >= 2);
  const query = new URLSearchParams({
    package_id: pkg.id,
    origin_url: url,
    departure_id: departure.id,
    travelers: "2",
  });
  const response = await fetch(`${url}/api/payments/create-checkout?${query}`, {
    method: "POST",
    headers: { Origin: url },
  });
  if (!response.ok)
    throw new Error(`the checkout was refused: ${response.status} ${await response.text()}`);
  const { url: checkoutUrl } = await response.json();
  const page = await fetch(new URL(new URL(checkoutUrl).pathname, url));
  const html = await page.text();
  if (page.status !== 200 || !html.includes(pkg.name))
    throw new Error(`the checkout page ${checkoutUrl} answered ${page.status}`);
  return new URL(checkoutUrl).pathname;
}
