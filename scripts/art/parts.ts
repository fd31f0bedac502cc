// Windows, skylines and rows of houses.
import { Ctx, path, poly, t } from "./core";
import { rect } from "./shapes";

export function windows(
  c: Ctx,
  x: number,
  y: number,
  cols: number,
  rows: number,
  ww: number,
  wh: number,
  gx: number,
  gy: number,
  keep = 1,
): string {
  let d = "";
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) if (c.r() < keep) d += rect(x + i * gx, y + j * gy, ww, wh);
  return d;
}

export const winStyle = (c: Ctx): string =>
  t`fill="${c.p.win}" opacity="${c.time === "night" ? 0.85 : c.time === "sunset" ? 0.6 : 0.3}"`;

export const winKeep = (c: Ctx): number =>
  c.time === "night" ? 0.45 : c.time === "sunset" ? 0.3 : 0.8;

export interface SkylineOpts {
  x0: number;
  x1: number;
  base: number;
  hMin: number;
  hMax: number;
  col: string;
  wMin?: number;
  wMax?: number;
  win?: boolean;
  gap?: number;
}

/** Generic modern skyline of towers with occasional setbacks, crowns and antennas. */
export function skyline(c: Ctx, o: SkylineOpts): string {
  const { r, k } = c;
  let d = "";
  let wd = "";
  let x = o.x0;
  while (x < o.x1) {
    const bw = r.range(o.wMin ?? 30, o.wMax ?? 70) * k;
    const bh = r.range(o.hMin, o.hMax);
    const top = o.base - bh;
    const kind = r();
    if (kind < 0.25) {
      const sb = bw * 0.18;
      d += poly([
        [x, o.base],
        [x, top + bh * 0.25],
        [x + sb, top + bh * 0.25],
        [x + sb, top],
        [x + bw - sb, top],
        [x + bw - sb, top + bh * 0.25],
        [x + bw, top + bh * 0.25],
        [x + bw, o.base],
      ]);
    } else if (kind < 0.4) {
      d += poly([
        [x, o.base],
        [x, top + bw * 0.3],
        [x + bw / 2, top],
        [x + bw, top + bw * 0.3],
        [x + bw, o.base],
      ]);
    } else {
      d += rect(x, top, bw, bh);
      if (kind > 0.85) d += rect(x + bw / 2 - 1, top - bh * 0.18, 2 * k, bh * 0.18);
    }
    if (o.win !== false && bh > 40 * k) {
      const cols = Math.max(1, Math.floor(bw / (9 * k)) - 1);
      const rows = Math.floor((bh * 0.8) / (12 * k));
      wd += windows(
        c,
        x + 5 * k,
        top + bh * 0.28,
        cols,
        rows,
        3 * k,
        5 * k,
        9 * k,
        12 * k,
        winKeep(c) * 0.6,
      );
    }
    x += bw + (o.gap ?? r.range(-6, 6)) * k;
  }
  return path(d, o.col) + (wd ? path(wd, "", winStyle(c)).replace(' fill=""', "") : "");
}

export interface HouseOpts {
  x0: number;
  x1: number;
  base: number;
  hMin: number;
  hMax: number;
  cols: string[];
  roof: string;
  wMin?: number;
  wMax?: number;
  pitch?: number;
  win?: string;
}

/** Small pitched-roof houses in a row, each in its own tint. */
export function houses(c: Ctx, o: HouseOpts): string {
  const { r, k } = c;
  let out = "";
  let roofs = "";
  let wins = "";
  let x = o.x0;
  while (x < o.x1) {
    const w = r.range(o.wMin ?? 26, o.wMax ?? 46) * k;
    const h = r.range(o.hMin, o.hMax);
    const top = o.base - h;
    const pitch = w * (o.pitch ?? 0.45);
    out += path(rect(x, top, w, h), c.tone(r.pick(o.cols)));
    roofs += poly([
      [x - 2 * k, top],
      [x + w / 2, top - pitch],
      [x + w + 2 * k, top],
    ]);
    const cols = Math.max(1, Math.floor(w / (18 * k)));
    const rows = Math.max(1, Math.floor((h - 4 * k) / (22 * k)));
    const gx = w / cols;
    wins += windows(
      c,
      x + gx / 2 - 3 * k,
      top + 7 * k,
      cols,
      rows,
      6 * k,
      9 * k,
      gx,
      22 * k,
      c.time === "night" ? 0.5 : 1,
    );
    x += w + r.range(0, 3) * k;
  }
  return (
    out +
    path(roofs, c.tone(o.roof)) +
    path(wins, o.win ?? (c.time === "night" ? c.p.win : c.tone("#4a3266")), 'opacity=".75"')
  );
}
