/** The journal's 1200x630 sharing card: brand colours, the category and a title. */
import { ImageResponse } from "next/og";
import { inBundledFont, shareCardFrame, shareCardSize } from "@/components/ui/share-card";

export const journalCardSize = shareCardSize;

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
    <div style={shareCardFrame("72px 80px", "#2a1838 0%, #3b2352 55%, #563a8f 100%")}>
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
