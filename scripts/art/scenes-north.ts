// Northern European scenes: Tallinn, Amsterdam, Berlin, Copenhagen, Reykjavik.
import { Ctx, Pt, mix, path, poly, t } from "./core";
import { Scene, group } from "./compose";
import { profile, ridge, sea } from "./land";
import { aurora } from "./sky";
import {
  battlement,
  boat,
  circ,
  houses,
  onion,
  rect,
  sailboat,
  steeple,
  tree,
  windows,
} from "./parts";

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

export const berlin: Scene = {
  hz: 0.77,
  times: ["sunset", "noon", "night"],
  sky: { sunX: 0.4, sunY: 0.62 },
  draw(c) {
    const { w, hz, k, p, r } = c;
    const B = hz;
    let city = ridge(c, { y: B, amp: 30 * k, col: p.far, n: 12 });
    // Reichstag with glass dome
    city += path(
      rect(w * 0.04, B - 70 * k, w * 0.2, 70 * k) +
        rect(w * 0.035, B - 84 * k, 30 * k, 84 * k) +
        rect(w * 0.22, B - 84 * k, 30 * k, 84 * k),
      p.mid,
    );
    city += t`<path d="M${w * 0.14 - 46 * k} ${B - 70 * k}A${46 * k} ${40 * k} 0 0 1 ${w * 0.14 + 46 * k} ${B - 70 * k}Z" fill="${p.lit}" opacity=".75" stroke="${p.mid}" stroke-width="${2 * k}"/>`;
    // TV tower
    const tx = w * 0.7;
    let tv = t`M${tx - 22 * k} ${B}L${tx - 11 * k} ${B - 300 * k}H${tx + 11 * k}L${tx + 22 * k} ${B}Z`;
    tv +=
      circ(tx, B - 338 * k, 44 * k) +
      rect(tx - 30 * k, B - 300 * k, 60 * k, 10 * k) +
      rect(tx - 7 * k, B - 420 * k, 14 * k, 50 * k) +
      rect(tx - 3.5 * k, B - 520 * k, 7 * k, 110 * k);
    city += path(tv, p.near);
    city += t`<path d="M${tx - 44 * k} ${B - 338 * k}H${tx + 44 * k}" stroke="${p.win}" stroke-width="${4 * k}" opacity=".8"/>`;
    city += t`<path d="M${tx} ${B - 480 * k}v${-14 * k}M${tx} ${B - 450 * k}v${-14 * k}" stroke="${c.tone("#c97b84")}" stroke-width="${7 * k}"/>`;
    city += t`<circle cx="${tx - 16 * k}" cy="${B - 352 * k}" r="${18 * k}" fill="${p.lit}" opacity=".25"/>`;
    let trees = "";
    for (let i = 0; i < 14; i++) trees += tree(c, r.range(0, w), B, r.range(22, 40) * k);
    city += path(trees, p.green);
    // Brandenburg Gate
    const gx = w * 0.36;
    const s = k * 1.25;
    let gate =
      rect(gx - 140 * s, B - 175 * s, 280 * s, 28 * s) +
      rect(gx - 60 * s, B - 198 * s, 120 * s, 23 * s) +
      rect(gx - 148 * s, B - 152 * s, 296 * s, 8 * s);
    for (let i = 0; i < 6; i++)
      gate += rect(gx - 132 * s + i * 50 * s, B - 148 * s, 16 * s, 148 * s);
    gate +=
      rect(gx - 210 * s, B - 100 * s, 72 * s, 100 * s) +
      rect(gx + 138 * s, B - 100 * s, 72 * s, 100 * s);
    gate +=
      rect(gx - 214 * s, B - 108 * s, 80 * s, 10 * s) +
      rect(gx + 134 * s, B - 108 * s, 80 * s, 10 * s);
    // quadriga
    gate += t`M${gx - 34 * s} ${B - 198 * s}l${6 * s} ${-20 * s}l${4 * s} ${-6 * s}l${6 * s} ${4 * s}l${4 * s} ${-10 * s}l${6 * s} ${6 * s}l${4 * s} ${-9 * s}l${6 * s} ${7 * s}l${5 * s} ${-8 * s}l${5 * s} ${10 * s}h${18 * s}l${4 * s} ${-14 * s}h${6 * s}l${-2 * s} ${28 * s}Z`;
    gate += rect(gx + 14 * s, B - 262 * s, 3 * s, 50 * s) + circ(gx + 15.5 * s, B - 266 * s, 6 * s);
    gate += t`M${gx + 4 * s} ${B - 228 * s}l${16 * s} ${-18 * s}l${-6 * s} ${20 * s}Z`;
    city += path(gate, p.near);
    let o = group(c, "city", city);
    o += path(rect(0, B - 1, w, 22 * k), p.deep);
    o += sea(c, B + 20 * k, { ref: "city", glints: 50 });
    return o;
  },
};

export const copenhagen: Scene = {
  hz: 0.7,
  times: ["noon", "sunset", "dawn"],
  sky: { sunX: 0.8, sunY: 0.35 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    const B = hz;
    const W = B + 18 * k;
    const cols = [
      "#d8b46a",
      "#e7a98f",
      "#f1d6d9",
      "#2f6f73",
      "#f7f2ea",
      "#b9a3e3",
      "#c97b84",
      "#e9c98f",
    ];
    let row = ridge(c, { y: B - 10 * k, amp: 40 * k, col: p.far });
    let wins = "";
    let roofs = "";
    let x = -10;
    while (x < w) {
      const n = r.int(3, 5);
      const hw = (n * 26 + 14) * k;
      const hh = r.range(170, 240) * k;
      const top = B - hh;
      row += path(rect(x, top, hw, hh), c.tone(r.pick(cols)));
      const rh = r.range(26, 46) * k;
      roofs += poly([
        [x - 2 * k, top],
        [x + 10 * k, top - rh],
        [x + hw - 10 * k, top - rh],
        [x + hw + 2 * k, top],
      ]);
      if (r() < 0.6)
        roofs +=
          rect(x + hw / 2 - 9 * k, top - rh - 14 * k, 18 * k, 20 * k) +
          poly([
            [x + hw / 2 - 12 * k, top - rh - 14 * k],
            [x + hw / 2, top - rh - 26 * k],
            [x + hw / 2 + 12 * k, top - rh - 14 * k],
          ]);
      wins += windows(
        c,
        x + 12 * k,
        top + 18 * k,
        n,
        Math.floor((hh - 60 * k) / (40 * k)),
        13 * k,
        22 * k,
        26 * k,
        40 * k,
        c.time === "night" ? 0.5 : 1,
      );
      x += hw;
    }
    row += path(roofs, c.tone("#4a2e55"));
    row += t`<path d="${wins}" fill="${c.time === "night" ? p.win : c.tone("#3a2a4a")}" stroke="${c.tone(p.white)}" stroke-width="${2 * k}" opacity=".85"/>`;
    row += path(rect(-10, B - 40 * k, w + 20, 40 * k), c.tone("#5a3a4a"), 'opacity=".25"');
    row += path(rect(-10, B, w + 20, W - B), c.tone("#3a2a4a"));
    let o = group(c, "row", row);
    o += sea(c, W, { ref: "row", glints: 40 });
    // wooden boats with masts and rigging
    let hulls = "";
    let masts = "";
    for (let i = 0; i < 4; i++) {
      const bx = w * (0.1 + i * 0.27) + r.range(-30, 30) * k;
      const by = W + r.range(50, 110) * k;
      const s = r.range(1.6, 2.2) * k;
      hulls +=
        t`M${bx - 70 * s} ${by - 16 * s}H${bx + 76 * s}L${bx + 60 * s} ${by}H${bx - 60 * s}Z` +
        rect(bx - 30 * s, by - 26 * s, 40 * s, 10 * s);
      const mh = r.range(180, 240) * s;
      masts += t`M${bx} ${by - 16 * s}v${-mh}M${bx} ${by - 16 * s - mh}L${bx + 76 * s} ${by - 16 * s}M${bx - 16 * s} ${by - 16 * s - mh * 0.75}h${32 * s}`;
    }
    o +=
      t`<path d="${masts}" stroke="${p.deep}" stroke-width="${1.6 * k}" fill="none"/>` +
      path(hulls, c.tone("#3a2348"));
    o += t`<path d="M0 ${h - 24 * k}H${w}" stroke="${p.deep}" stroke-width="${40 * k}"/>`;
    return o;
  },
};

export const reykjavik: Scene = {
  hz: 0.62,
  times: ["night", "dawn", "sunset"],
  sky: { sunX: 0.2, stars: 110 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    let o = c.time === "night" ? aurora(c, 1.1) : "";
    // Mount Esja: a long flat-topped massif across the bay
    const esja: Pt[] = [
      [-20, hz],
      [w * 0.05, hz - 50 * k],
      [w * 0.16, hz - 120 * k],
      [w * 0.3, hz - 135 * k],
      [w * 0.45, hz - 128 * k],
      [w * 0.56, hz - 140 * k],
      [w * 0.7, hz - 110 * k],
      [w * 0.82, hz - 60 * k],
      [w + 20, hz - 30 * k],
    ];
    o += profile(c, esja, p.far, hz);
    o += profile(
      c,
      esja.map(([x, y]) => [x, y + 6 * k] as Pt),
      mix(p.far, p.deep, 0.25),
      hz,
    );
    o += sea(c, hz, { bottom: hz + 70 * k, glints: 30 });
    // hill with the city and Hallgrímskirkja
    const hx = w * 0.58;
    let city = profile(
      c,
      [
        [-20, hz + 60 * k],
        [w * 0.3, hz + 40 * k],
        [hx, hz + 20 * k],
        [w * 0.85, hz + 40 * k],
        [w + 20, hz + 55 * k],
      ],
      p.mid,
    );
    const s = k * 1.15;
    const b = hz + 24 * k;
    let ch =
      rect(hx - 10 * s, b - 300 * s, 20 * s, 300 * s) +
      poly([
        [hx - 12 * s, b - 300 * s],
        [hx, b - 360 * s],
        [hx + 12 * s, b - 300 * s],
      ]) +
      rect(hx - 1.2 * s, b - 385 * s, 2.4 * s, 28 * s) +
      rect(hx - 8 * s, b - 378 * s, 16 * s, 2.4 * s);
    const steps = [
      [22, 250],
      [34, 205],
      [46, 165],
      [58, 128],
      [70, 96],
      [82, 68],
      [94, 44],
    ] as const;
    for (const [dx, hh] of steps) ch += rect(hx - dx * s, b - hh * s, dx * 2 * s, hh * s);
    ch +=
      rect(hx - 40 * s, b - 80 * s, 160 * s, 80 * s) +
      poly([
        [hx - 40 * s, b - 80 * s],
        [hx + 60 * s, b - 130 * s],
        [hx + 120 * s, b - 80 * s],
      ]);
    city += path(ch, p.near);
    let lines = "";
    for (const [dx, hh] of steps)
      lines += t`M${hx - dx * s + 6 * s} ${b}v${-hh * s + 8 * s}M${hx + dx * s - 6 * s} ${b}v${-hh * s + 8 * s}`;
    city += t`<path d="${lines}" stroke="${p.lit}" stroke-width="${1.6 * s}" opacity=".35"/>`;
    city += t`<rect x="${hx - 6 * s}" y="${b - 280 * s}" width="${12 * s}" height="${14 * s}" fill="${p.win}" opacity=".7"/>`;
    o += city;
    o += houses(c, {
      x0: -10,
      x1: w + 10,
      base: h * 0.9,
      hMin: 34 * k,
      hMax: 56 * k,
      wMin: 44,
      wMax: 80,
      cols: ["#f7f2ea", "#c97b84", "#2f6f73", "#d8b46a", "#b9a3e3", "#f1d6d9"],
      roof: "#3a2348",
      pitch: 0.55,
    });
    o += ridge(c, { y: h * 0.93, amp: 20 * k, col: p.deep, n: 5 });
    return o;
  },
};
