import localFont from "next/font/local";

/**
 * Display serif for headings, from the @fontsource-variable/fraunces package (no download at
 * build). It is the only web font: body text uses the reader's system sans (see globals.css),
 * which keeps about 48 KB of font off every first visit. The fallback is metric-adjusted Times New
 * Roman, so the swap to Fraunces does not move the page.
 */
export const displayFont = localFont({
  src: "../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-display",
  display: "swap",
  weight: "100 900",
  adjustFontFallback: "Times New Roman",
});
