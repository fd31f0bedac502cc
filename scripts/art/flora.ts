// Trees, palms, boats, steeples and domes.
import { Ctx, path, poly, Pt, t } from "./core";
import { circ, rect } from "./shapes";

export type SpireKind = "needle" | "baroque" | "onion" | "cone";

/** Church steeple or tower with a spire, in local units (base at 0, up negative). */
export function steeple(
  x: number,
  base: number,
  s: number,
  tw: number,
  th: number,
  sh: number,
  kind: SpireKind,
  col: string,
): string {
  const hw = tw / 2;
  let d = rect(-hw, -th, tw, th);
  const top = -th;
  if (kind === "needle") {
    d += poly([
      [-hw * 0.9, top],
      [0, top - sh],
      [hw * 0.9, top],
    ]);
    d +=
      poly([
        [-hw, top],
        [-hw, top - sh * 0.08],
        [-hw * 0.75, top],
      ]) +
      poly([
        [hw, top],
        [hw, top - sh * 0.08],
        [hw * 0.75, top],
      ]);
  } else if (kind === "cone") {
    d += poly([
      [-hw * 1.15, top],
      [0, top - sh],
      [hw * 1.15, top],
    ]);
  } else if (kind === "baroque") {
    const b = sh * 0.3;
    d += t`M${-hw} ${top}C${-hw} ${top - b} ${-hw * 0.3} ${top - b * 0.9} ${-hw * 0.3} ${top - b * 1.2}H${hw * 0.3}C${hw * 0.3} ${top - b * 0.9} ${hw} ${top - b} ${hw} ${top}Z`;
    d += rect(-hw * 0.35, top - b * 1.7, hw * 0.7, b * 0.5);
    d += t`M${-hw * 0.5} ${top - b * 1.7}Q0 ${top - b * 2.6} ${hw * 0.5} ${top - b * 1.7}Z`;
    d += poly([
      [-hw * 0.12, top - b * 2.1],
      [0, top - sh],
      [hw * 0.12, top - b * 2.1],
    ]);
  } else {
    d += onion(0, top, hw * 1.2);
  }
  // arched belfry openings
  const op = t`M${-hw * 0.35} ${top + th * 0.12}v${th * 0.1}h${hw * 0.7}v${-th * 0.1}a${hw * 0.35} ${hw * 0.35} 0 0 0 ${-hw * 0.7} 0Z`;
  return t`<g transform="translate(${x} ${base}) scale(${s})"><path d="${d}" fill="${col}"/><path d="${op}" fill="#000" opacity=".3"/></g>`;
}

export function onion(x: number, y: number, r: number): string {
  return (
    t`M${x - r} ${y}C${x - r * 1.1} ${y - r * 0.9} ${x - r * 0.2} ${y - r * 1.2} ${x} ${y - r * 2}C${x + r * 0.2} ${y - r * 1.2} ${x + r * 1.1} ${y - r * 0.9} ${x + r} ${y}Z` +
    rect(x - r * 0.06, y - r * 2.5, r * 0.12, r * 0.6)
  );
}

/** Ribbed dome on a drum with lantern. */
export function dome(x: number, y: number, r: number, col: string, rib?: string): string {
  let d = rect(x - r * 0.95, y - r * 0.5, r * 1.9, r * 0.5);
  d += t`M${x - r} ${y - r * 0.5}A${r} ${r * 0.95} 0 0 1 ${x + r} ${y - r * 0.5}Z`;
  d += rect(x - r * 0.16, y - r * 1.75, r * 0.32, r * 0.35);
  d += poly([
    [x - r * 0.2, y - r * 1.75],
    [x, y - r * 2.15],
    [x + r * 0.2, y - r * 1.75],
  ]);
  let ribs = "";
  if (rib)
    for (const f of [-0.6, -0.2, 0.2, 0.6])
      ribs += t`M${x + f * r} ${y - r * 0.5}Q${x + f * r * 0.55} ${y - r * 1.25} ${x} ${y - r * 1.44}`;
  return (
    path(d, col) +
    (rib
      ? t`<path d="${ribs}" fill="none" stroke="${rib}" stroke-width="${Math.max(1, r * 0.05)}" opacity=".6"/>`
      : "")
  );
}

/** Broad round tree made of overlapping circles. */
export function tree(c: Ctx, x: number, y: number, r: number): string {
  let d =
    circ(x, y - r, r) +
    circ(x - r * 0.7, y - r * 0.7, r * 0.7) +
    circ(x + r * 0.7, y - r * 0.6, r * 0.75);
  d += rect(x - r * 0.08, y - r * 0.3, r * 0.16, r * 0.6);
  return d;
}

export function cypress(x: number, y: number, w: number, h: number): string {
  return t`M${x} ${y - h}C${x + w * 0.7} ${y - h * 0.6} ${x + w * 0.6} ${y - h * 0.1} ${x} ${y}C${x - w * 0.6} ${y - h * 0.1} ${x - w * 0.7} ${y - h * 0.6} ${x} ${y - h}Z`;
}

/** Coconut palm (kind "coco") or slim fan palm (kind "fan"). */
export function palm(
  c: Ctx,
  x: number,
  y: number,
  h: number,
  lean: number,
  col: string,
  kind: "coco" | "fan" = "coco",
): string {
  const tx = x + lean;
  const ty = y - h;
  const bw = h * (kind === "fan" ? 0.025 : 0.035);
  let d = t`M${x - bw} ${y}Q${x + lean * 0.2 - bw} ${y - h * 0.55} ${tx - bw * 0.5} ${ty}H${tx + bw * 0.5}Q${x + lean * 0.2 + bw} ${y - h * 0.55} ${x + bw} ${y}Z`;
  if (kind === "fan") {
    const R = h * 0.085;
    const pts: Pt[] = [];
    for (let i = 0; i < 26; i++) {
      const a = (i / 26) * Math.PI * 2;
      const rr = i % 2 ? R * 0.55 : R * (a > 0.3 && a < 2.8 ? 0.9 : 1.15);
      pts.push([tx + Math.cos(a) * rr, ty - R * 0.15 + Math.sin(a) * rr * 0.85]);
    }
    d += poly(pts);
    d += t`M${tx - R * 0.45} ${ty}L${tx + R * 0.45} ${ty}L${tx + bw * 1.5} ${ty + R * 2.4}H${tx - bw * 1.5}Z`;
  } else {
    const L = h * 0.36;
    for (const deg of [-172, -140, -112, -80, -52, -20, 8, 200, 232]) {
      const a = ((deg + c.r.range(-8, 8)) * Math.PI) / 180;
      const ex = tx + Math.cos(a) * L;
      const ey = ty + Math.sin(a) * L * 0.55 + L * 0.45;
      const mx = tx + Math.cos(a) * L * 0.55;
      const my = ty + Math.sin(a) * L * 0.55 - L * 0.12;
      const wv = L * 0.14;
      d += t`M${tx} ${ty}Q${mx} ${my - wv} ${ex} ${ey}Q${mx} ${my + wv} ${tx} ${ty}Z`;
    }
    d += circ(tx, ty + h * 0.015, h * 0.025);
  }
  return path(d, col);
}

export function sailboat(x: number, y: number, s: number, hull: string, sail: string): string {
  const d = t`M${x - 20 * s} ${y - 6 * s}H${x + 22 * s}L${x + 15 * s} ${y}H${x - 15 * s}Z`;
  const sails = t`M${x} ${y - 9 * s}V${y - 62 * s}L${x + 20 * s} ${y - 10 * s}ZM${x - 3 * s} ${y - 56 * s}L${x - 19 * s} ${y - 10 * s}H${x - 3 * s}Z`;
  return path(d, hull) + path(sails, sail);
}

export function boat(x: number, y: number, s: number, col: string, cabin?: string): string {
  let out = path(
    t`M${x - 30 * s} ${y - 9 * s}H${x + 30 * s}Q${x + 26 * s} ${y} ${x + 18 * s} ${y}H${x - 24 * s}Z`,
    col,
  );
  if (cabin) out += path(rect(x - 12 * s, y - 17 * s, 20 * s, 8 * s), cabin);
  return out;
}
