// Scenes: New York (skyline over the river) and Palm Springs (palms, mountains, mid-century house).
import { group, Scene } from "../compose";
import { mix, path, poly, t } from "../core";
import { palm } from "../flora";
import { mountains, ridge, sea, waves } from "../land";
import { skyline, windows, winKeep, winStyle } from "../parts";
import { circ, rect } from "../shapes";

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
