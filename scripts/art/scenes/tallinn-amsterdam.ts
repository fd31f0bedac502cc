// Scenes: Tallinn (Old Town spires over the Baltic) and Amsterdam (gabled canal houses).
import { group, Scene } from "../compose";
import { path, poly, t } from "../core";
import { boat, onion, sailboat, steeple, tree } from "../flora";
import { profile, ridge, sea } from "../land";
import { houses, windows } from "../parts";
import { battlement, rect } from "../shapes";

const C_GOLD = "#d8b46a";

const PASTEL = ["#e9c98f", "#f1d6d9", "#dcb3ad", "#cdbfe7", "#f7f2ea", "#b8d3cb"];

export const tallinn: Scene = {
  hz: 0.7,
  times: ["dawn", "night", "sunset"],
  sky: { sunX: 0.34 },
  draw(c) {
    const { w, hz, k, p } = c;
    let o = ridge(c, { y: hz, amp: 16 * k, col: p.far, n: 9 });
    let town = profile(
      c,
      [
        [-20, hz - 40 * k],
        [w * 0.08, hz - 80 * k],
        [w * 0.3, hz - 92 * k],
        [w * 0.42, hz - 60 * k],
        [w * 0.5, hz - 20 * k],
        [w + 20, hz - 10 * k],
      ],
      p.mid,
      hz + 4 * k,
    );
    // Toompea: Tall Hermann, Alexander Nevsky domes, Dome Church
    const tb = hz - 86 * k;
    town += steeple(w * 0.1, tb + 4 * k, k, 30, 110, 20, "cone", p.near);
    town += path(
      rect(w * 0.13, tb - 40 * k, w * 0.11, 44 * k) +
        onion(w * 0.185, tb - 40 * k, 22 * k) +
        onion(w * 0.145, tb - 40 * k, 11 * k) +
        onion(w * 0.225, tb - 40 * k, 11 * k),
      p.near,
    );
    town += steeple(w * 0.3, tb + 6 * k, k, 26, 80, 120, "baroque", p.near);
    town += houses(c, {
      x0: w * 0.02,
      x1: w * 0.98,
      base: hz + 4 * k,
      hMin: 28 * k,
      hMax: 56 * k,
      cols: PASTEL,
      roof: "#8e4d5e",
      pitch: 0.8,
    });
    // lower town spires
    town += steeple(w * 0.43, hz - 30 * k, k, 30, 100, 130, "baroque", p.near);
    town += steeple(w * 0.53, hz - 20 * k, k, 18, 120, 100, "baroque", p.near);
    town += steeple(w * 0.62, hz - 20 * k, k, 24, 80, 90, "needle", p.near);
    town += steeple(w * 0.73, hz, k, 40, 170, 250, "needle", p.near);
    // city wall with round towers
    const wallCol = c.tone("#c9b49a");
    town += path(battlement(w * 0.4, hz - 30 * k, w * 0.6, 34 * k, 7 * k), wallCol);
    for (const [fx, tw, th] of [
      [0.46, 34, 60],
      [0.6, 30, 56],
      [0.84, 62, 70],
      [0.95, 30, 58],
    ] as const) {
      town += path(rect(w * fx - (tw * k) / 2, hz - th * k, tw * k, th * k), wallCol);
      town += path(
        poly([
          [w * fx - tw * 0.62 * k, hz - th * k],
          [w * fx, hz - (th + tw * 1.1) * k],
          [w * fx + tw * 0.62 * k, hz - th * k],
        ]),
        c.tone("#8e4d5e"),
      );
    }
    o += group(c, "town", town);
    o += sea(c, hz + 4 * k, { ref: "town" });
    o +=
      sailboat(w * 0.2, hz + 70 * k, 1.1 * k, p.deep, p.white) +
      boat(w * 0.78, hz + 120 * k, 1.4 * k, p.deep, p.white);
    return o;
  },
};

/** Gable shapes for canal houses; x is left, y is the top of the facade. */
function gable(kind: number, x: number, y: number, w: number, s: number): string {
  const m = x + w / 2;
  if (kind === 0) {
    const st = w / 7;
    return poly([
      [x, y],
      [x, y - 12 * s],
      [x + st, y - 12 * s],
      [x + st, y - 26 * s],
      [x + st * 2, y - 26 * s],
      [x + st * 2, y - 40 * s],
      [m - st / 2, y - 40 * s],
      [m - st / 2, y - 56 * s],
      [m + st / 2, y - 56 * s],
      [m + st / 2, y - 40 * s],
      [x + w - st * 2, y - 40 * s],
      [x + w - st * 2, y - 26 * s],
      [x + w - st, y - 26 * s],
      [x + w - st, y - 12 * s],
      [x + w, y - 12 * s],
      [x + w, y],
    ]);
  }
  if (kind === 1)
    return (
      t`M${x} ${y}C${x + w * 0.05} ${y - 30 * s} ${m - w * 0.3} ${y - 26 * s} ${m - w * 0.22} ${y - 52 * s}H${m + w * 0.22}C${m + w * 0.3} ${y - 26 * s} ${x + w * 0.95} ${y - 30 * s} ${x + w} ${y}Z` +
      t`M${m - w * 0.25} ${y - 52 * s}Q${m} ${y - 66 * s} ${m + w * 0.25} ${y - 52 * s}Z`
    );
  if (kind === 2)
    return poly([
      [x, y],
      [x + w * 0.12, y - 20 * s],
      [m - w * 0.2, y - 22 * s],
      [m - w * 0.2, y - 58 * s],
      [m, y - 68 * s],
      [m + w * 0.2, y - 58 * s],
      [m + w * 0.2, y - 22 * s],
      [x + w * 0.88, y - 20 * s],
      [x + w, y],
    ]);
  if (kind === 3)
    return (
      poly([
        [x, y],
        [m, y - w * 0.75],
        [x + w, y],
      ]) + rect(m - 2 * s, y - w * 0.75 - 6 * s, 4 * s, 8 * s)
    );
  return (
    rect(x - 3 * s, y - 10 * s, w + 6 * s, 10 * s) +
    t`M${m - w * 0.2} ${y - 10 * s}Q${m} ${y - 28 * s} ${m + w * 0.2} ${y - 10 * s}Z`
  );
}

export const amsterdam: Scene = {
  hz: 0.72,
  times: ["sunset", "dawn", "night"],
  sky: { sunX: 0.5, sunY: 0.55 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    const B = hz;
    const W = B + 22 * k;
    const cols = [
      "#4a2e55",
      "#6b3f57",
      "#2f5f63",
      "#8a6fc4",
      "#d8b46a",
      "#f1d6d9",
      "#3d2a5c",
      "#b8868a",
    ];
    let back = "";
    for (let i = 0; i < 9; i++) {
      const x = w * 0.42 + i * 22 * k - 10 * k;
      const hh = r.range(60, 100) * k;
      back +=
        rect(x, B - hh, 22 * k, hh) +
        poly([
          [x, B - hh],
          [x + 11 * k, B - hh - 16 * k],
          [x + 22 * k, B - hh],
        ]);
    }
    let row = path(back, p.mid);
    let wins = "";
    let x = -10;
    while (x < w) {
      if (x > w * 0.38 && x < w * 0.6) x = w * 0.6;
      const n = r.int(2, 3);
      const hw = (n * 28 + 10) * k;
      const hh = r.range(250, 380) * k;
      const col = c.tone(r.pick(cols));
      row += path(rect(x, B - hh, hw, hh) + gable(r.int(0, 4), x, B - hh, hw, k), col);
      const lit = c.time === "night" ? 0.55 : 1;
      wins += windows(
        c,
        x + 9 * k,
        B - hh + 18 * k,
        n,
        Math.floor((hh - 70 * k) / (50 * k)),
        16 * k,
        30 * k,
        28 * k,
        50 * k,
        lit,
      );
      wins += rect(x + hw / 2 - 8 * k, B - 46 * k, 16 * k, 40 * k);
      x += hw + 2 * k;
    }
    const frame = c.time === "night" ? "#c9a95f" : c.tone(c.p.white);
    row += t`<path d="${wins}" fill="${c.time === "night" ? p.win : c.tone("#3a2a4a")}" stroke="${frame}" stroke-width="${2.2 * k}" opacity="${c.time === "night" ? 0.9 : 0.85}"/>`;
    let trees = "";
    for (const fx of [0.06, 0.3, 0.72, 0.93])
      trees += tree(c, w * fx + r.range(-20, 20), B, r.range(40, 56) * k);
    row += path(trees, c.tone(p.green), 'opacity=".92"');
    row += path(rect(-10, B, w + 20, W - B), c.tone("#3a2a4a"));
    let o = group(c, "row", row);
    o += sea(c, W, { ref: "row", glints: 40 });
    // bridge over the side canal
    const bx = w * 0.36;
    const bw = w * 0.28;
    const deck = B - 14 * k;
    const br = t`M${bx} ${W + 10 * k}V${deck}H${bx + bw}V${W + 10 * k}H${bx + bw * 0.78}A${bw * 0.28} ${(W - deck) * 1.1} 0 0 0 ${bx + bw * 0.22} ${W + 10 * k}Z`;
    o += path(br, c.tone("#4a3458"));
    o += t`<path d="M${bx} ${deck - 2 * k}H${bx + bw}" stroke="${c.tone(p.white)}" stroke-width="${3 * k}"/>`;
    let posts = "";
    for (let i = 0; i <= 14; i++) posts += t`M${bx + (bw * i) / 14} ${deck}v${-18 * k}`;
    o += t`<path d="${posts}M${bx} ${deck - 18 * k}H${bx + bw}" stroke="${c.tone("#4a3458")}" stroke-width="${2 * k}"/>`;
    if (c.time !== "noon") {
      let bulbs = "";
      for (let i = 0; i < 17; i++) {
        const a = Math.PI * (i / 16);
        bulbs += t`M${bx + bw / 2 - Math.cos(a) * bw * 0.28} ${W + 8 * k - Math.sin(a) * (W - deck) * 1.05}h0`;
      }
      o += t`<path d="${bulbs}" stroke="${C_GOLD}" stroke-width="${5 * k}" stroke-linecap="round" opacity=".9"/>`;
    }
    o +=
      boat(w * 0.16, h * 0.93, 2.2 * k, c.tone("#3d2a5c"), c.tone(p.white)) +
      boat(w * 0.82, h * 0.9, 1.8 * k, c.tone("#2f5f63"));
    return o;
  },
};
