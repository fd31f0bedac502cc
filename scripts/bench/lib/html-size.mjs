// The HTML of every page a visitor can reach without signing in: the sitemap's pages, each package's
// booking step, the chat and the compare page; uncompressed (the budget) and brotli (the wire).
import { brotliCompressSync } from "node:zlib";

async function size(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { bytes: body.length, brotliBytes: brotliCompressSync(body).length };
}

/** Every page's size, largest first, and the bare page's. */
export async function measureHtml(siteUrl, bareUrl) {
  const sitemap = await fetch(`${siteUrl}/sitemap.xml`).then((r) => r.text());
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const packages = await fetch(`${siteUrl}/api/packages`).then((r) => r.json());
  const paths = [
    ...new Set([
      ...fromSitemap,
      ...packages.map((pkg) => `/packages/${pkg.id}/book`),
      "/chat",
      "/destinations/compare",
    ]),
  ];
  const pages = [];
  for (const path of paths) pages.push({ path, ...(await size(siteUrl + path)) });
  pages.sort((a, b) => b.bytes - a.bytes);
  return { pages, bare: await size(bareUrl) };
}
