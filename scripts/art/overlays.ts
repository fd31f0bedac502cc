// Applies category motifs to a rendered scene, above or below the landmarks.
import { Ctx } from "./core";
import {
  Motif,
  bunting,
  car,
  confetti,
  jet,
  lanterns,
  leaves,
  pool,
  ribbons,
  train,
  vines,
  yacht,
} from "./motifs";
import { aurora } from "./sky";

/** Motifs that belong behind the scene (in the sky). */
export function underlay(c: Ctx, motifs: readonly Motif[]): string {
  return motifs.includes("aurora") ? aurora(c, 1.3) : "";
}

/** Motifs drawn over the finished scene, never mirrored. */
export function overlay(c: Ctx, motifs: readonly Motif[]): string {
  const { w, h, hz, k } = c;
  let o = "";
  for (const m of motifs) {
    if (m === "jet") o += jet(c, w * 0.36, h * 0.15, 1.5 * k);
    else if (m === "yacht") o += yacht(c, w * 0.52, hz + (h - hz) * 0.55, 1.25 * k);
    else if (m === "train") o += train(c, h - 96 * k, 1.05 * k);
    else if (m === "ribbons")
      o += ribbons(c, h * (motifs.includes("lanterns") ? 0.4 : 0.14), 70 * k);
    else if (m === "vines") o += vines(c);
    else if (m === "lanterns") o += lanterns(c);
    else if (m === "bunting") o += bunting(c, "tri");
    else if (m === "picado") o += bunting(c, "picado");
    else if (m === "leaves") o += leaves(c, 22);
    else if (m === "pool") o += pool(c);
    else if (m === "car") o += car(c);
  }
  if (motifs.includes("confetti")) o += confetti(c, 90, 0, 0.7);
  return o;
}
