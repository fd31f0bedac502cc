// Terrain and water: rolling ridges, jagged mountains, sea with glints, rippled reflections.
import { Ctx, mix, path, poly, Pt, smooth, t, vgrad } from "./core";

export interface RidgeOpts {
  y: number;
  amp: number;
  col: string;
  n?: number;
  x0?: number;
  x1?: number;
  bottom?: number;
  extra?: string;
}

/** A soft rolling ridge closed to the bottom of the picture. */
export function ridge(c: Ctx, o: RidgeOpts): string {
  const { r } = c;
  const x0 = o.x0 ?? -20;
  const x1 = o.x1 ?? c.w + 20;
  const n = o.n ?? 7;
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++)
    pts.push([x0 + ((x1 - x0) * i) / n, o.y - o.amp * (0.35 + 0.65 * r())]);
  return profile(c, pts, o.col, o.bottom, o.extra);
}

/** Closes a smooth curve through pts to the bottom edge. */
export function profile(c: Ctx, pts: Pt[], col: string, bottom?: number, extra = ""): string {
  const b = bottom ?? c.h;
  const f = pts[0] as Pt;
  const l = pts[pts.length - 1] as Pt;
  return path(t`M${f[0]} ${b}L` + smooth(pts).slice(1) + t`L${l[0]} ${b}Z`, col, extra);
}

export interface MountOpts {
  y: number;
  amp: number;
  col: string;
  n?: number;
  x0?: number;
  x1?: number;
  snow?: string;
  bottom?: number;
}

/** Jagged mountain range with optional snow caps. */
export function mountains(c: Ctx, o: MountOpts): string {
  const { r } = c;
  const x0 = o.x0 ?? -20;
  const x1 = o.x1 ?? c.w + 20;
  const n = o.n ?? 9;
  const pts: Pt[] = [[x0, o.bottom ?? c.h]];
  const peaks: Pt[] = [];
  const step = (x1 - x0) / n;
  for (let i = 0; i <= n; i++) {
    const x = x0 + step * i + r.range(-0.2, 0.2) * step;
    const pk: Pt = [x, o.y - o.amp * r.range(0.55, 1)];
    pts.push(pk);
    peaks.push(pk);
    if (i < n) pts.push([x + step * r.range(0.4, 0.6), o.y - o.amp * r.range(0.1, 0.4)]);
  }
  pts.push([x1, o.bottom ?? c.h]);
  let out = path(poly(pts), o.col);
  if (o.snow) {
    let d = "";
    for (const [px, py] of peaks) {
      const dh = (o.y - py) * 0.3;
      if (dh < 14 * c.k) continue;
      const sw = dh * 0.9;
      d += poly([
        [px, py],
        [px + sw, py + dh],
        [px + sw * 0.45, py + dh * 0.7],
        [px, py + dh * 1.05],
        [px - sw * 0.5, py + dh * 0.75],
        [px - sw, py + dh],
      ]);
    }
    out += path(d, o.snow, 'opacity=".85"');
  }
  return out;
}

export interface SeaOpts {
  glints?: number;
  column?: boolean;
  bottom?: number;
  cols?: [string, string];
  ref?: string;
}

/** Sea from `top` down with horizon haze, shimmer lines and the sun's reflection column. */
export function sea(c: Ctx, top: number, o: SeaOpts = {}): string {
  const { w, k, p, r } = c;
  const b = o.bottom ?? c.h;
  const cols = o.cols ?? p.sea;
  const fill = vgrad(
    c,
    "sea" + Math.round(top),
    top,
    b,
    [mix(cols[0], p.haze, 0.25), cols[0], cols[1]],
    [0, 0.25, 1],
  );
  let out = t`<rect y="${top}" width="${w}" height="${b - top}" fill="${fill}"/>`;
  if (o.ref) out += reflect(c, o.ref, top);
  out += t`<rect y="${top - 1}" width="${w}" height="${2.5 * k}" fill="${p.glint}" opacity=".35"/>`;
  // shimmer
  let d = "";
  for (let i = 0; i < (o.glints ?? 60); i++) {
    const depth = Math.pow(r(), 1.6);
    const y = top + 6 + depth * (b - top - 10);
    const l = (8 + r() * 40) * (0.4 + depth) * k;
    d += t`M${r() * w} ${y}h${l}`;
  }
  out += t`<path d="${d}" stroke="${p.glint}" stroke-width="${1.6 * k}" stroke-linecap="round" opacity=".28"/>`;
  if (o.column !== false && c.sunY < top) out += sunColumn(c, top, b);
  return out;
}

function sunColumn(c: Ctx, top: number, b: number): string {
  const { sunX, sunR, k, p, r } = c;
  let d = "";
  const rows = 22;
  for (let i = 0; i < rows; i++) {
    const f = i / rows;
    const y = top + 4 * k + Math.pow(f, 1.5) * (b - top) * 0.85;
    const wdt = sunR * (1.6 - f * 1.1) * r.range(0.5, 1.1);
    const x = sunX + r.range(-0.25, 0.25) * sunR - wdt / 2;
    d += t`M${x} ${y}h${wdt}`;
    if (r() < 0.5) d += t`M${x + wdt + r.range(6, 20) * k} ${y}h${wdt * 0.25}`;
  }
  return t`<path d="${d}" stroke="${p.glint}" stroke-width="${(c.time === "noon" ? 2.4 : 3.2) * k}" stroke-linecap="round" opacity="${c.time === "noon" ? 0.45 : 0.7}"/>`;
}

/** A rippled mirror image of the element with id `ref`, below the line y. */
export function reflect(c: Ctx, ref: string, y: number, opacity = 0.3): string {
  c.defs.push(
    t`<filter id="${c.id("rp")}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".004 .09" numOctaves="1" seed="3"/><feDisplacementMap in="SourceGraphic" scale="${14 * c.k}" xChannelSelector="R" yChannelSelector="G"/></filter>`,
    t`<clipPath id="${c.id("rc" + Math.round(y))}"><rect y="${y}" width="${c.w}" height="${c.h - y}"/></clipPath>`,
  );
  return t`<g clip-path="${c.url("rc" + Math.round(y))}"><use href="#${c.id(ref)}" transform="matrix(1 0 0 -1 0 ${2 * y})" opacity="${opacity}" filter="${c.url("rp")}"/></g>`;
}

/** Gentle wave strokes over water. */
export function waves(
  c: Ctx,
  top: number,
  bottom: number,
  n: number,
  col: string,
  opacity = 0.35,
): string {
  const { w, k, r } = c;
  let d = "";
  for (let i = 0; i < n; i++) {
    const y = top + Math.pow(r(), 1.3) * (bottom - top);
    const x = r() * w;
    const s = (6 + ((y - top) / (bottom - top)) * 14) * k;
    d += t`M${x} ${y}q${s} ${-s * 0.5} ${s * 2} 0q${s} ${-s * 0.5} ${s * 2} 0`;
  }
  return t`<path d="${d}" fill="none" stroke="${col}" stroke-width="${1.5 * k}" stroke-linecap="round" opacity="${opacity}"/>`;
}

/** Sandy dunes or beaches: layered curves with a darker lip. */
export function dunes(c: Ctx, y: number, amp: number, cols: string[]): string {
  let out = "";
  cols.forEach((col, i) => {
    out += ridge(c, { y: y + i * amp * 0.9, amp, col, n: 4 });
  });
  return out;
}

/** y of a piecewise-linear outline at x. */
export function lerpY(pts: readonly Pt[], x: number): number {
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Pt;
    const b = pts[i] as Pt;
    if (x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1);
  }
  return (pts[pts.length - 1] as Pt)[1];
}
