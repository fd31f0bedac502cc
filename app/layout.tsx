import type { Metadata, Viewport } from "next";
import { displayFont } from "@/components/layout/fonts";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { EventBanner } from "@/components/layout/event-banner";
import { HydrationMark } from "@/components/layout/hydration-mark";
import { SubmitOnce } from "@/components/layout/submit-once";
import { PublicOnly } from "@/components/layout/public-only";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Toaster } from "@/components/ui/toaster";
import { getConfig } from "@/lib/config";
import { getCatalog } from "@/lib/content/catalog";
import { getShellContent } from "@/lib/content/shell";
import "./globals.css";

const { site } = getShellContent();

export const metadata: Metadata = {
  metadataBase: new URL(getConfig().SITE_URL),
  title: { default: `${site.brand} | Luxury LGBTQ+ Travel`, template: `%s | ${site.brand}` },
  description: site.description,
  applicationName: site.brand,
  openGraph: { siteName: site.brand, type: "website", locale: "en_US" },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = { themeColor: "#2a1838" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const { events, partners, renderedAt } = getShellContent();
  // The chat finds the destination a message names among these.
  const chatDestinations = getCatalog().destinations.map(({ name, slug }) => ({ name, slug }));
  return (
    <html lang="en" className={displayFont.variable}>
      <body className="flex min-h-screen flex-col font-sans">
        <SubmitOnce />
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-aubergine px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          Skip to content
        </a>
        <SiteHeader brand={site.brand} />
        <PublicOnly>
          <EventBanner events={events} renderedAt={renderedAt} />
        </PublicOnly>
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter site={site} partners={partners} />
        <PublicOnly>
          <ChatLauncher town={site.town} destinations={chatDestinations} />
        </PublicOnly>
        <Toaster />
        <HydrationMark />
      </body>
    </html>
  );
}
