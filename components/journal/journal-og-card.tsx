/** The journal's 1200x630 sharing card: brand colours, the category and a title. */
import { ImageResponse } from "next/og";

export const journalCardSize = { width: 1200, height: 630 };

/**
 * Keeps only characters of the bundled font's Latin set (accents are folded first): any other
 * character would make next/og download a font, and the card must draw without the network.
 */
function inBundledFont(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u2010-\u2026\u20ac\u2122]/g, "");
}

export function journalCard({
  title: rawTitle,
  category: rawCategory,
}: {
  title: string;
  category: string;
}) {
  const title = inBundledFont(rawTitle);
  const category = inBundledFont(rawCategory);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #2a1838 0%, #3b2352 55%, #563a8f 100%)",
        color: "#f7f2ea",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 28,
            border: "3px solid #d8b46a",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
          }}
        >
          {/* A drawn mark: a glyph outside the bundled font would make next/og fetch one. */}
          <div
            style={{ width: 18, height: 18, background: "#d8b46a", transform: "rotate(45deg)" }}
          />
        </div>
        <div style={{ fontSize: 30, letterSpacing: 6, color: "#d8b46a" }}>
          LAVENDER COMPASS JOURNAL
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 28 }}>
        <div
          style={{
            display: "flex",
            alignSelf: "flex-start",
            padding: "10px 24px",
            borderRadius: 999,
            background: "#ddd2f3",
            color: "#2a1838",
            fontSize: 26,
          }}
        >
          {category}
        </div>
        <div style={{ fontSize: title.length > 60 ? 58 : 68, lineHeight: 1.12, maxWidth: 1000 }}>
          {title}
        </div>
      </div>
      <div
        style={{ display: "flex", height: 8, width: 200, background: "#d8b46a", borderRadius: 4 }}
      />
    </div>,
    journalCardSize,
  );
}
