import type { MetadataRoute } from "next";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { getCatalog } from "@/lib/content/catalog";

export const revalidate = 3600;

const staticPaths = [
  "/",
  "/destinations",
  "/destinations/safety-method",
  "/destinations/compare",
  "/packages",
  "/about",
  "/contact",
  "/blog",
  "/legal",
];

/** Every public page: the fixed ones, each destination, each journal post, each legal document. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getConfig().SITE_URL;
  const backend = getBackend();
  const [destinations, posts] = await Promise.all([
    backend.getDestinations().catch(() => []),
    backend.getPosts({ limit: 100 }).catch(() => []),
  ]);
  const { legal } = getCatalog();
  return [
    ...staticPaths.map((path) => ({ url: `${site}${path}` })),
    ...destinations.map((destination) => ({ url: `${site}/destinations/${destination.slug}` })),
    ...posts.map((post) => ({ url: `${site}/blog/${post.slug}`, lastModified: post.created_at })),
    ...legal.map((document) => ({
      url: `${site}/legal/${document.slug}`,
      lastModified: document.updated,
    })),
  ];
}
