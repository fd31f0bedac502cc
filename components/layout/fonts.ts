import localFont from "next/font/local";

/** Display serif for headings, from the @fontsource-variable/fraunces package (no download at build). */
export const displayFont = localFont({
  src: "../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-display",
  display: "swap",
  weight: "100 900",
});

/** Clean sans for text, from the @fontsource-variable/inter package. */
export const textFont = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-text",
  display: "swap",
  weight: "100 900",
});
