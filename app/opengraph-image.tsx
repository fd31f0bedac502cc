import { ImageResponse } from "next/og";

export const alt = "Lavender Compass: luxury travel for LGBTQ+ travelers";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The default sharing card for pages that have no card of their own. */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #141026 0%, #2a1838 55%, #563a8f 100%)",
        color: "#f7f2ea",
      }}
    >
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
