// North American scenes: San Francisco, Provincetown, New York, Palm Springs, Montreal.
import { Pt, mix, path, poly, t } from "./core";
import { Scene, group } from "./compose";
import { dunes, mountains, profile, ridge, sea, waves } from "./land";
import { fog } from "./sky";
import {
  battlement,
  circ,
  houses,
  palm,
  rect,
  sailboat,
  skyline,
  tree,
  windows,
  winStyle,
  winKeep,
} from "./parts";

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

export const newYork: Scene = {
  hz: 0.72,
  times: ["night", "sunset", "dawn"],
  sky: { sunX: 0.26, sunY: 0.34 },
  draw(c) {
    const { w, hz, k, p } = c;
    let city = skyline(c, {
      x0: -10,
      x1: w,
      base: hz,
      hMin: 80 * k,
      hMax: 200 * k,
      col: p.far,
      wMin: 30,
      wMax: 60,
      win: false,
    });
    city += skyline(c, {
      x0: -10,
      x1: w,
      base: hz,
      hMin: 40 * k,
      hMax: 150 * k,
      col: p.mid,
      wMin: 34,
      wMax: 70,
    });
    // Empire State Building
    const ex = w * 0.56;
    const es = poly([
      [ex - 60 * k, hz],
      [ex - 60 * k, hz - 120 * k],
      [ex - 46 * k, hz - 120 * k],
      [ex - 46 * k, hz - 330 * k],
      [ex - 34 * k, hz - 330 * k],
      [ex - 34 * k, hz - 360 * k],
      [ex - 22 * k, hz - 360 * k],
      [ex - 22 * k, hz - 390 * k],
      [ex - 12 * k, hz - 390 * k],
      [ex - 12 * k, hz - 420 * k],
      [ex - 5 * k, hz - 420 * k],
      [ex - 5 * k, hz - 450 * k],
      [ex - 1.5 * k, hz - 450 * k],
      [ex - 1.5 * k, hz - 500 * k],
      [ex + 1.5 * k, hz - 500 * k],
      [ex + 1.5 * k, hz - 450 * k],
      [ex + 5 * k, hz - 450 * k],
      [ex + 5 * k, hz - 420 * k],
      [ex + 12 * k, hz - 420 * k],
      [ex + 12 * k, hz - 390 * k],
      [ex + 22 * k, hz - 390 * k],
      [ex + 22 * k, hz - 360 * k],
      [ex + 34 * k, hz - 360 * k],
      [ex + 34 * k, hz - 330 * k],
      [ex + 46 * k, hz - 330 * k],
      [ex + 46 * k, hz - 120 * k],
      [ex + 60 * k, hz - 120 * k],
      [ex + 60 * k, hz],
    ]);
    // Chrysler-like crown
    const cx = w * 0.7;
    let cr = rect(cx - 28 * k, hz - 300 * k, 56 * k, 300 * k);
    for (let i = 0; i < 5; i++) {
      const r0 = (28 - i * 5.5) * k;
      cr += t`M${cx - r0} ${hz - (300 + i * 16) * k}A${r0} ${r0 * 1.1} 0 0 1 ${cx + r0} ${hz - (300 + i * 16) * k}Z`;
    }
    cr += poly([
      [cx - 3 * k, hz - 370 * k],
      [cx, hz - 420 * k],
      [cx + 3 * k, hz - 370 * k],
    ]);
    // One WTC-like obelisk
    const ox = w * 0.16;
    const ow =
      poly([
        [ox - 36 * k, hz],
        [ox - 36 * k, hz - 60 * k],
        [ox - 16 * k, hz - 380 * k],
        [ox + 16 * k, hz - 380 * k],
        [ox + 36 * k, hz - 60 * k],
        [ox + 36 * k, hz],
      ]) + rect(ox - 1.5 * k, hz - 460 * k, 3 * k, 80 * k);
    city += path(es + cr + ow, p.near);
    let lines = "";
    for (let i = 0; i < 5; i++)
      lines += t`M${cx - (26 - i * 5.5) * k * 0.6} ${hz - (306 + i * 16) * k}h${(26 - i * 5.5) * k * 1.2}`;
    city += t`<path d="${lines}M${ox} ${hz}V${hz - 380 * k}" stroke="${p.lit}" stroke-width="${2 * k}" opacity=".5"/>`;
    city += path(
      windows(c, ex - 40 * k, hz - 320 * k, 8, 24, 3.5 * k, 6 * k, 10 * k, 13 * k, winKeep(c)),
      "",
      winStyle(c),
    ).replace(' fill=""', "");
    if (c.time === "night")
      city += t`<path d="M${ex} ${hz - 450 * k}V${hz - 360 * k}" stroke="${p.win}" stroke-width="${10 * k}" opacity=".6"/>`;
    let o = group(c, "city", city);
    o += sea(c, hz, { ref: "city" });
    return o;
  },
};

export const palmSprings: Scene = {
  hz: 0.64,
  times: ["noon", "sunset", "dawn"],
  sky: { sunX: 0.3, sunY: 0.35 },
  draw(c) {
    const { w, h, hz, k, p } = c;
    let o = mountains(c, { y: hz, amp: 260 * k, col: p.far, n: 6, snow: c.tone(c.p.white) });
    o += mountains(c, { y: hz + 10 * k, amp: 120 * k, col: p.mid, n: 8 });
    o += path(rect(0, hz, w, h - hz), c.tone("#e6cfaa"));
    o += path(rect(0, hz, w, 30 * k), mix(p.mid, "#e6cfaa", 0.5), 'opacity=".5"');
    // mid-century house with butterfly roof and breeze blocks
    const hx = w * 0.46;
    const hb = h - 170 * k;
    const wall = c.tone("#f7f2ea");
    o += path(
      t`M${hx - 230 * k} ${hb - 120 * k}L${hx} ${hb - 95 * k}L${hx + 240 * k} ${hb - 135 * k}V${hb - 124 * k}L${hx} ${hb - 84 * k}L${hx - 230 * k} ${hb - 108 * k}Z`,
      p.deep,
    );
    o += path(rect(hx - 210 * k, hb - 100 * k, 180 * k, 100 * k), wall);
    o += path(
      rect(hx - 30 * k, hb - 92 * k, 250 * k, 92 * k),
      c.time === "night" ? p.win : c.tone("#b9a3e3"),
      'opacity=".85"',
    );
    let mull = "";
    for (let x = hx - 30 * k; x < hx + 220 * k; x += 42 * k) mull += t`M${x} ${hb}v${-92 * k}`;
    o += t`<path d="${mull}" stroke="${p.deep}" stroke-width="${3 * k}"/>`;
    let blocks = "";
    for (let i = 0; i < 7; i++)
      for (let j = 0; j < 4; j++)
        blocks += circ(hx - 190 * k + i * 24 * k, hb - 80 * k + j * 22 * k, 8 * k);
    o += path(blocks, c.tone("#d8b46a"), 'opacity=".65"');
    o += path(rect(hx - 220 * k, hb, 470 * k, 10 * k), p.deep, 'opacity=".5"');
    // pool
    o += path(rect(hx - 140 * k, hb + 40 * k, 330 * k, 44 * k), c.tone("#5fa6a4"));
    o +=
      waves(c, hb + 46 * k, hb + 80 * k, 0, p.glint) +
      t`<path d="M${hx - 120 * k} ${hb + 56 * k}h${80 * k}M${hx + 20 * k} ${hb + 68 * k}h${120 * k}" stroke="${c.tone("#f7f2ea")}" stroke-width="${3 * k}" stroke-linecap="round" opacity=".7"/>`;
    // palms
    let shrubs = "";
    for (let i = 0; i < 14; i++) {
      const x = w * c.r.range(0, 1);
      const y = hz + c.r.range(20, 60) * k;
      shrubs +=
        circ(x, y, c.r.range(8, 16) * k) + circ(x + 12 * k, y + 3 * k, c.r.range(6, 10) * k);
    }
    o += path(shrubs, c.tone("#7f8c7a"), 'opacity=".7"');
    for (const [fx, hh, lean] of [
      [0.08, 420, 10],
      [0.14, 360, -6],
      [0.8, 470, -8],
      [0.88, 400, 12],
      [0.95, 330, 4],
    ] as const)
      o += palm(c, w * fx, h - 80 * k, hh * k, lean * k, p.near, "fan");
    o += ridge(c, { y: h - 60 * k, amp: 20 * k, col: c.tone("#c7a27a"), n: 4 });
    let agave = "";
    for (const fx of [0.24, 0.7]) {
      const ax = w * fx;
      for (let i = -3; i <= 3; i++)
        agave += t`M${ax + i * 6 * k} ${h - 40 * k}L${ax + i * 22 * k} ${h - (90 - Math.abs(i) * 14) * k}L${ax + i * 6 * k + 8 * k} ${h - 40 * k}Z`;
    }
    o += path(agave, c.tone("#4f6f6a"));
    return o;
  },
};

export const montreal: Scene = {
  hz: 0.68,
  times: ["sunset", "dawn", "night"],
  sky: { sunX: 0.78, sunY: 0.62 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    let city = profile(
      c,
      [
        [-20, hz],
        [w * 0.05, hz - 140 * k],
        [w * 0.2, hz - 200 * k],
        [w * 0.36, hz - 150 * k],
        [w * 0.48, hz - 60 * k],
        [w * 0.55, hz],
      ],
      p.far,
      hz,
    );
    city += t`<path d="M${w * 0.2} ${hz - 190 * k}v${-70 * k}M${w * 0.2 - 18 * k} ${hz - 240 * k}h${36 * k}" stroke="${c.time === "night" ? p.win : p.mid}" stroke-width="${5 * k}"/>`;
    let trees = "";
    for (let i = 0; i < 26; i++) {
      const x = w * r.range(0, 0.5);
      trees += tree(
        c,
        x,
        hz - r.range(0, 110) * k * (1 - Math.abs(x / w - 0.22) * 2.5),
        r.range(14, 24) * k,
      );
    }
    city += path(trees, c.tone("#c9884f"), 'opacity=".55"');
    city += skyline(c, {
      x0: w * 0.28,
      x1: w * 0.7,
      base: hz,
      hMin: 60 * k,
      hMax: 210 * k,
      col: p.mid,
      wMin: 28,
      wMax: 56,
    });
    // Olympic Stadium and its leaning tower
    const sx = w * 0.82;
    let st = t`M${sx - 150 * k} ${hz}Q${sx - 140 * k} ${hz - 60 * k} ${sx} ${hz - 66 * k}Q${sx + 140 * k} ${hz - 60 * k} ${sx + 150 * k} ${hz}Z`;
    st += t`M${sx - 150 * k} ${hz}C${sx - 140 * k} ${hz - 60 * k} ${sx - 120 * k} ${hz - 100 * k} ${sx - 90 * k} ${hz - 150 * k}L${sx - 4 * k} ${hz - 290 * k}L${sx + 22 * k} ${hz - 276 * k}L${sx - 50 * k} ${hz - 140 * k}C${sx - 70 * k} ${hz - 100 * k} ${sx - 90 * k} ${hz - 50 * k} ${sx - 96 * k} ${hz}Z`;
    st += poly([
      [sx - 12 * k, hz - 278 * k],
      [sx + 30 * k, hz - 256 * k],
      [sx + 51 * k, hz - 290 * k],
      [sx + 9 * k, hz - 312 * k],
    ]);
    city += path(st, p.near);
    let ribs = "";
    for (let i = -6; i <= 6; i++)
      ribs += t`M${sx + i * 22 * k} ${hz}L${sx + i * 11 * k} ${hz - 62 * k}`;
    city += t`<path d="${ribs}" stroke="${p.lit}" stroke-width="${1.4 * k}" opacity=".3"/>`;
    let o = group(c, "city", city);
    o += sea(c, hz, { ref: "city" });
    // autumn maples on the near shore
    for (const [x0, x1] of [
      [-0.05, 0.26],
      [0.78, 1.05],
    ] as const) {
      o += ridge(c, { y: h - 40 * k, amp: 30 * k, col: p.deep, x0: w * x0, x1: w * x1, n: 3 });
      for (const col of ["#b8574f", "#d98a4f", "#d8b46a"]) {
        let d = "";
        for (let i = 0; i < 6; i++)
          d += tree(c, w * r.range(x0, x1), h - r.range(40, 110) * k, r.range(24, 44) * k);
        o += path(d, c.tone(col), 'opacity=".88"');
      }
    }
    return o;
  },
};
