// Scenes: San Francisco (Golden Gate Bridge in fog) and Provincetown (Pilgrim Monument, dunes).
import { group, Scene } from "../compose";
import { mix, path, poly, t } from "../core";
import { sailboat } from "../flora";
import { dunes, profile, sea } from "../land";
import { houses } from "../parts";
import { battlement, rect } from "../shapes";
import { fog } from "../sky";

export const sanFrancisco: Scene = {
  hz: 0.66,
  times: ["sunset", "dawn", "night"],
  sky: { sunX: 0.5, sunY: 0.74 },
  draw(c) {
    const { w, h, hz, k, p } = c;
    let o = profile(
      c,
      [
        [w * 0.55, hz],
        [w * 0.7, hz - 90 * k],
        [w * 0.86, hz - 140 * k],
        [w + 20, hz - 120 * k],
      ],
      p.far,
      hz,
    );
    o += sea(c, hz);
    o += profile(
      c,
      [
        [w * 0.5, h + 20],
        [w * 0.64, hz + 20 * k],
        [w * 0.78, hz - 60 * k],
        [w * 0.92, hz - 90 * k],
        [w + 20, hz - 70 * k],
      ],
      p.mid,
      h,
    );
    o += fog(c, hz - 20 * k, 30 * k, 7, 0.4);
    const bc = c.time === "noon" ? c.tone("#9a4a4f") : mix(p.near, "#8a3f4f", 0.45);
    const deck = hz - 50 * k;
    const t1 = w * 0.22;
    const t2 = w * 0.74;
    const top = hz - 330 * k;
    let br = rect(-20, deck, w + 40, 10 * k);
    let cab = "";
    for (const tx of [t1, t2]) {
      br += rect(tx - 22 * k, top, 10 * k, hz - top) + rect(tx + 12 * k, top, 10 * k, hz - top);
      for (const [yy, hh] of [
        [0, 16],
        [60, 12],
        [120, 12],
        [190, 12],
        [270, 14],
      ] as const)
        br += rect(tx - 22 * k, top + yy * k, 44 * k, hh * k);
      br += rect(tx - 25 * k, hz - 20 * k, 50 * k, 20 * k);
    }
    const sag = deck + 10 * k;
    cab += t`M-20 ${deck - 90 * k}Q${t1 * 0.6} ${deck - 30 * k} ${t1} ${top + 6 * k}Q${(t1 + t2) / 2} ${sag + (sag - top) * 0.95} ${t2} ${top + 6 * k}Q${t2 + (w - t2) * 0.5} ${deck - 40 * k} ${w + 20} ${deck - 110 * k}`;
    let sus = "";
    for (let x = t1 + 14 * k; x < t2 - 10 * k; x += 13 * k) {
      const f = (x - t1) / (t2 - t1);
      const ctrl = sag + (sag - top) * 0.95;
      const y = (1 - f) * (1 - f) * (top + 6 * k) + 2 * f * (1 - f) * ctrl + f * f * (top + 6 * k);
      sus += t`M${x} ${y}V${deck}`;
    }
    o += group(
      c,
      "br",
      path(br, bc) +
        t`<path d="${cab}" stroke="${bc}" stroke-width="${4 * k}" fill="none"/><path d="${sus}" stroke="${bc}" stroke-width="${1.2 * k}" opacity=".8"/>`,
    );
    o += fog(c, deck + 30 * k, 26 * k, 6, 0.42);
    o += profile(
      c,
      [
        [-20, h - 120 * k],
        [w * 0.12, h - 150 * k],
        [w * 0.3, h - 100 * k],
        [w * 0.5, h - 40 * k],
        [w * 0.6, h + 10],
      ],
      p.deep,
    );
    if (c.time === "night") {
      let lights = "";
      for (let x = 0; x < w; x += 26 * k) lights += t`M${x} ${deck - 2 * k}h0`;
      o += t`<path d="${lights}" stroke="${p.win}" stroke-width="${4 * k}" stroke-linecap="round"/>`;
    }
    return o;
  },
};

export const provincetown: Scene = {
  hz: 0.6,
  times: ["dawn", "sunset", "noon"],
  sky: { sunX: 0.7, sunY: 0.86 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    let o = sea(c, hz);
    let town = profile(
      c,
      [
        [w * 0.08, hz + 30 * k],
        [w * 0.3, hz - 20 * k],
        [w * 0.46, hz - 50 * k],
        [w * 0.6, hz - 20 * k],
        [w * 0.8, hz + 10 * k],
      ],
      p.far,
      hz + 30 * k,
    );
    // Pilgrim Monument
    const mx = w * 0.44;
    const mb = hz - 40 * k;
    let mon = poly([
      [mx - 20 * k, mb],
      [mx - 15 * k, mb - 260 * k],
      [mx + 15 * k, mb - 260 * k],
      [mx + 20 * k, mb],
    ]);
    mon +=
      rect(mx - 18 * k, mb - 300 * k, 36 * k, 40 * k) +
      battlement(mx - 21 * k, mb - 314 * k, 42 * k, 14 * k, 5 * k);
    mon +=
      rect(mx - 9 * k, mb - 332 * k, 18 * k, 20 * k) +
      poly([
        [mx - 11 * k, mb - 332 * k],
        [mx, mb - 346 * k],
        [mx + 11 * k, mb - 332 * k],
      ]);
    town += path(mon, p.near);
    town += path(
      t`M${mx - 12 * k} ${mb - 296 * k}h${7 * k}v${24 * k}h${-7 * k}ZM${mx + 5 * k} ${mb - 296 * k}h${7 * k}v${24 * k}h${-7 * k}Z`,
      p.lit,
      'opacity=".5"',
    );
    town += houses(c, {
      x0: w * 0.1,
      x1: w * 0.8,
      base: hz + 30 * k,
      hMin: 26 * k,
      hMax: 44 * k,
      wMin: 36,
      wMax: 60,
      cols: ["#f7f2ea", "#e6dcd0", "#cdbfe7", "#f1d6d9"],
      roof: "#4a3a58",
      pitch: 0.6,
    });
    town += plainSteeple(w * 0.66, hz + 10 * k, k, 18, 50, 44, p.near);
    o += group(c, "town", town);
    // MacMillan Wharf and boats
    o += path(rect(w * 0.54, hz + 44 * k, w * 0.36, 7 * k), p.deep);
    let piles = "";
    for (let x = w * 0.55; x < w * 0.9; x += 18 * k) piles += rect(x, hz + 50 * k, 3 * k, 10 * k);
    o += path(piles, p.deep);
    o +=
      sailboat(w * 0.3, hz + 80 * k, 1.1 * k, p.deep, p.white) +
      sailboat(w * 0.72, hz + 100 * k, 1.4 * k, p.deep, p.white);
    const sand = [c.tone("#e9d2ad"), c.tone("#d9b98a"), c.tone("#c7a27a")];
    o += dunes(c, h - 110 * k, 60 * k, sand);
    let grass = "";
    for (let i = 0; i < 70; i++) {
      const x = r() * w;
      const y = h - r.range(40, 150) * k;
      const s = r.range(16, 34) * k;
      grass += t`M${x} ${y}q${-2 * k} ${-s * 0.6} ${-s * 0.3} ${-s}M${x} ${y}q${2 * k} ${-s * 0.6} ${s * 0.35} ${-s * 0.9}M${x} ${y}v${-s * 1.1}`;
    }
    o += t`<path d="${grass}" stroke="${mix(p.deep, p.green, 0.5)}" stroke-width="${1.6 * k}" fill="none" opacity=".8"/>`;
    return o;
  },
};

function plainSteeple(
  x: number,
  base: number,
  s: number,
  tw: number,
  th: number,
  sh: number,
  col: string,
): string {
  return path(
    rect(x - (tw / 2) * s, base - th * s, tw * s, th * s) +
      poly([
        [x - tw * 0.5 * s, base - th * s],
        [x, base - (th + sh) * s],
        [x + tw * 0.5 * s, base - th * s],
      ]),
    col,
  );
}
