/** schema.org data for a journal post: the Article and its breadcrumb trail. */
import type { Post } from "@/lib/contract";
import { breadcrumbList } from "@/lib/seo";

export function postStructuredData(post: Post, siteUrl: string, brand: string) {
  const url = `${siteUrl}/blog/${post.slug}`;
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.seo_description,
    image: [`${url}/opengraph-image`, `${siteUrl}${post.featured_image}`],
    datePublished: post.created_at,
    dateModified: post.created_at,
    articleSection: post.category,
    keywords: post.tags.join(", "),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: {
      "@type": "Person",
      name: post.author_profile.name,
      jobTitle: post.author_profile.role,
    },
    publisher: { "@type": "Organization", name: brand, url: siteUrl },
  };
  const breadcrumbs = breadcrumbList(siteUrl, [
    { name: "Journal", path: "/blog" },
    { name: post.title, path: `/blog/${post.slug}` },
  ]);
  return [article, breadcrumbs];
}
