import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/config";

export default function robots(): MetadataRoute.Robots {
  const site = getConfig().SITE_URL;
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/checkout/", "/booking-success", "/staff", "/newsletter/"],
      },
    ],
    sitemap: `${site}/sitemap.xml`,
  };
}
