/** Page metadata in one shape: title, description, canonical URL, Open Graph and Twitter tags. */
import type { Metadata } from "next";

/** Where the journal's RSS feed lives: every page names it, and the feed links to itself. */
export const journalFeed = "/blog/rss.xml";

export function pageMetadata({
  title,
  description,
  path,
  image,
  type = "website",
  keywords,
  publishedTime,
  authors,
}: {
  title: string;
  description: string;
  path: string;
  /** The sharing card; by default the site's own, since a page's openGraph hides the layout's. */
  image?: { url: string; alt: string } | "segment";
  type?: "website" | "article";
  keywords?: string[];
  publishedTime?: string;
  authors?: string[];
}): Metadata {
  // A page's openGraph replaces the layout's whole object, so the site's card is named here too.
  // "segment": the route has its own opengraph-image file, which Next.js adds itself.
  const card =
    image === "segment"
      ? undefined
      : (image ?? { url: "/opengraph-image", alt: "Lavender Compass: luxury LGBTQ+ travel" });
  const images = card && [{ url: card.url, alt: card.alt, width: 1200, height: 630 }];
  return {
    title,
    description,
    keywords,
    // Alternates replace the layout's whole object, so the journal feed is named on every page here.
    alternates: {
      canonical: path,
      types: {
        "application/rss+xml": [{ url: journalFeed, title: "Lavender Compass Journal" }],
      },
    },
    openGraph: {
      title,
      description,
      url: path,
      type,
      siteName: "Lavender Compass",
      locale: "en_US",
      ...(images && { images }),
      ...(type === "article" ? { publishedTime, authors } : {}),
    },
    twitter: { card: "summary_large_image", title, description, ...(images && { images }) },
  };
}

/** A BreadcrumbList for structured data, from the home page down to the page itself. */
export function breadcrumbList(siteUrl: string, crumbs: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}
