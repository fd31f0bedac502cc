import { ImageResponse } from "next/og";
import { shareCardFrame, shareCardSize } from "@/components/ui/share-card";

export const alt = "Lavender Compass: luxury travel for LGBTQ+ travelers";
export const size = shareCardSize;
export const contentType = "image/png";

/** The default sharing card for pages that have no card of their own. */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div style={shareCardFrame(72, "#141026 0%, #2a1838 55%, #563a8f 100%")}>
      <div style={{ fontSize: 30, letterSpacing: 8, textTransform: "uppercase", color: "#d8b46a" }}>
        Lavender Compass
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 76, fontWeight: 700, lineHeight: 1.05 }}>Travel boldly.</div>
        <div style={{ fontSize: 76, fontWeight: 700, lineHeight: 1.05 }}>Arrive as yourself.</div>
      </div>
      <div style={{ fontSize: 30, color: "#ddd2f3" }}>
        Safety-rated luxury journeys for LGBTQ+ travelers
      </div>
    </div>,
    size,
  );
}
