import { readFileSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The compass mark for home screens, drawn from the same SVG as the browser tab's icon. */
export default function AppleIcon() {
  const svg = readFileSync(path.join(process.cwd(), "app/icon.svg"));
  const src = `data:image/svg+xml;base64,${svg.toString("base64")}`;
  return new ImageResponse(
    <div style={{ display: "flex", width: "100%", height: "100%", background: "#f7f2ea" }}>
      <img src={src} width={180} height={180} alt="" />
    </div>,
    size,
  );
}
