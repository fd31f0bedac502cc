import { ImageResponse } from "next/og";
import { inBundledFont, shareCardFrame, shareCardSize } from "@/components/ui/share-card";
import { getBackend } from "@/lib/backend";
import { formatScore } from "@/lib/format";
import { loadSection } from "@/lib/load-section";

export const alt = "Lavender Compass destination card with its safety score";
export const size = shareCardSize;
export const contentType = "image/png";
export const revalidate = 300;

export async function generateStaticParams() {
  const section = await loadSection("destinations", () => getBackend().getDestinations());
  return section.ok ? section.data.map(({ slug }) => ({ slug })) : [];
}

/** A brand card for sharing: the destination, its country and its score. Bundled font only, no fetches. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const section = await loadSection("destinations", () => getBackend().getDestinations());
  const destination = section.ok ? section.data.find((d) => d.slug === slug) : undefined;
  if (section.ok && !destination) return new Response("Not found", { status: 404 });

  return new ImageResponse(
    <div style={shareCardFrame(80, "#2a1838 0%, #563a8f 60%, #7c5cbf 100%")}>
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 32 }}>
        <div style={{ width: 20, height: 20, borderRadius: 10, background: "#d8b46a" }} />
        Lavender Compass
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 112, fontWeight: 700, lineHeight: 1.05 }}>
          {destination ? inBundledFont(destination.name) : "Destinations"}
        </div>
        <div style={{ fontSize: 44, marginTop: 16, color: "#ddd2f3" }}>
          {destination
            ? inBundledFont(`${destination.country} · ${destination.region}`)
            : "LGBTQ+ safety ratings"}
        </div>
      </div>
      <div style={{ display: "flex" }}>
        <div
          style={{
            display: "flex",
            padding: "16px 36px",
            borderRadius: 999,
            background: "#d8b46a",
            color: "#2a1838",
            fontSize: 40,
            fontWeight: 700,
          }}
        >
          {destination
            ? `Safety score ${formatScore(destination.safety_score)}`
            : "Queer Safety Index"}
        </div>
      </div>
    </div>,
    size,
  );
}
