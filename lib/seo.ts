/** Page metadata in one shape: title, description, canonical URL, Open Graph and Twitter tags. */
import type { Metadata } from "next";

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
  image?: { url: string; alt: string };
  type?: "website" | "article";
  keywords?: string[];
  publishedTime?: string;
  authors?: string[];
}): Metadata {
  const images = image ? [{ url: image.url, alt: image.alt, width: 1200, height: 630 }] : undefined;
  return {
    title,
    description,
    keywords,
    // Alternates replace the layout's whole object, so the journal feed is named on every page here.
    alternates: {
      canonical: path,
      types: {
        "application/rss+xml": [{ url: "/blog/rss.xml", title: "Lavender Compass Journal" }],
      },
    },
    openGraph: {
      title,
      description,
      url: path,
      type,
      ...(images ? { images } : {}),
      ...(type === "article" ? { publishedTime, authors } : {}),
    },
    twitter: { card: "summary_large_image", title, description, ...(images ? { images } : {}) },
  };
}
