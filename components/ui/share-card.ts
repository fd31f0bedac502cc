/** What every 1200x630 sharing card drawn with next/og shares: its size, frame and safe text. */
import type { CSSProperties } from "react";

export const shareCardSize = { width: 1200, height: 630 };

/** The card's frame: a full-bleed brand gradient with content spread top to bottom. */
export function shareCardFrame(padding: CSSProperties["padding"], gradient: string): CSSProperties {
  return {
    width: "100%",
    height: "100%",
    display: "flex",
    flexDirection: "column",
    justifyContent: "space-between",
    padding,
    background: `linear-gradient(135deg, ${gradient})`,
    color: "#f7f2ea",
  };
}

/**
 * Keeps only characters of the bundled font's Latin set (accents are folded first): any other
 * character would make next/og download a font, and the card must draw without the network.
 */
export function inBundledFont(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u2010-\u2026\u20ac\u2122]/g, "");
}
