// Scenes: Lisbon (Alfama, tram, 25 de Abril bridge) and London (Elizabeth Tower, Thames).
import { group, Scene } from "../compose";
import { Ctx, path, poly, Pt, t } from "../core";
import { dome } from "../flora";
import { lerpY, profile, ridge, sea, waves } from "../land";
import { skyline, windows } from "../parts";
import { battlement, circ, rect } from "../shapes";

function tram(c: Ctx): string {
  const body = c.tone("#d8b46a");
  let o = path(t`M-80 -12V-58Q-80 -66 -72 -66H72Q80 -66 80 -58V-12Z`, body);
  o += path(rect(-82, -70, 164, 6) + rect(-80, -16, 160, 6), c.tone("#f7f2ea"));
  o += path(
    windows(c, -70, -56, 7, 1, 14, 20, 20, 0, 1),
    c.time === "night" ? c.p.win : c.tone("#3a2a4a"),
  );
  o += path(circ(-48, -8, 8) + circ(48, -8, 8), c.p.deep);
  o += t`<path d="M20 -70L-40 -150" stroke="${c.p.deep}" stroke-width="2.5"/>`;
  return o;
}

export const lisbon: Scene = {
  hz: 0.6,
  times: ["sunset", "dawn", "noon"],
  sky: { sunX: 0.72, sunY: 0.66 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    let o = ridge(c, { y: hz, amp: 36 * k, col: p.far, x0: w * 0.4, n: 6 });
    const cx = w * 0.86;
    o += path(
      poly([
        [cx - 26 * k, hz - 30 * k],
        [cx - 14 * k, hz - 110 * k],
        [cx + 14 * k, hz - 110 * k],
        [cx + 26 * k, hz - 30 * k],
      ]) +
        rect(cx - 4 * k, hz - 150 * k, 8 * k, 40 * k) +
        rect(cx - 18 * k, hz - 142 * k, 36 * k, 5 * k) +
        circ(cx, hz - 154 * k, 5 * k),
      p.mid,
    );
    o += sea(c, hz);
    // 25 de Abril bridge
    const deck = hz - 36 * k;
    const t1 = w * 0.52;
    const t2 = w * 0.84;
    const top = hz - 190 * k;
    let br = rect(w * 0.25, deck, w * 0.8, 8 * k);
    let cab = "";
    let sus = "";
    for (const tx of [t1, t2]) {
      br +=
        rect(tx - 14 * k, top, 6 * k, hz - top) +
        rect(tx + 8 * k, top, 6 * k, hz - top) +
        rect(tx - 14 * k, top, 28 * k, 6 * k) +
        rect(tx - 14 * k, top + 60 * k, 28 * k, 5 * k);
      cab += t`M${tx - 14 * k} ${top + 6 * k}L${tx + 14 * k} ${top + 60 * k}M${tx + 14 * k} ${top + 6 * k}L${tx - 14 * k} ${top + 60 * k}`;
    }
    const mid = (t1 + t2) / 2;
    cab += t`M${w * 0.3} ${deck}Q${(w * 0.3 + t1) / 2} ${deck - 30 * k} ${t1} ${top}Q${mid} ${deck + 120 * k} ${t2} ${top}Q${t2 + 60 * k} ${deck - 60 * k} ${w + 20} ${deck - 30 * k}`;
    for (let x = t1 + 12 * k; x < t2 - 6 * k; x += 11 * k) {
      const f = (x - t1) / (t2 - t1);
      const y = (1 - f) * (1 - f) * top + 2 * f * (1 - f) * (deck + 120 * k) + f * f * top;
      sus += t`M${x} ${y}V${deck}`;
    }
    const bc = c.time === "noon" ? c.tone("#8a3f4f") : p.near;
    o +=
      path(br, bc) +
      t`<path d="${cab}" stroke="${bc}" stroke-width="${3 * k}" fill="none"/><path d="${sus}" stroke="${bc}" stroke-width="${1 * k}" opacity=".7"/>`;
    // Alfama hill with the castle and houses
    const hill: Pt[] = [
      [-20, hz - 90 * k],
      [w * 0.12, hz - 150 * k],
      [w * 0.24, hz - 140 * k],
      [w * 0.36, hz - 60 * k],
      [w * 0.46, hz + 40 * k],
      [w * 0.52, h],
    ];
    o += profile(c, hill, p.mid);
    o += path(
      battlement(w * 0.08, hz - 200 * k, w * 0.14, 90 * k, 8 * k) +
        rect(w * 0.09, hz - 230 * k, 30 * k, 110 * k) +
        rect(w * 0.19, hz - 224 * k, 28 * k, 100 * k) +
        battlement(w * 0.09, hz - 238 * k, 30 * k, 10 * k, 5 * k) +
        battlement(w * 0.19, hz - 232 * k, 28 * k, 10 * k, 5 * k),
      p.near,
    );
    const tints = ["#f1d6d9", "#e9c98f", "#f7f2ea", "#b8d3cb", "#cdbfe7", "#e7a98f"];
    let roofs = "";
    let wins = "";
    for (let row = 0; row < 5; row++) {
      for (let x = -10 + row * 13 * k; x < w * (0.46 - row * 0.015); x += r.range(34, 52) * k) {
        const y = lerpY(hill, x) + 30 * k + row * 50 * k;
        const bw = r.range(30, 48) * k;
        const bh = r.range(40, 60) * k;
        o += path(rect(x, y, bw, bh), c.tone(r.pick(tints)));
        roofs += poly([
          [x - 2 * k, y],
          [x + bw / 2, y - 12 * k],
          [x + bw + 2 * k, y],
        ]);
        wins += windows(
          c,
          x + 6 * k,
          y + 10 * k,
          2,
          2,
          6 * k,
          9 * k,
          bw / 2,
          20 * k,
          c.time === "night" ? 0.5 : 1,
        );
      }
    }
    o +=
      path(roofs, c.tone("#c47a6a")) +
      path(wins, c.time === "night" ? p.win : c.tone("#4a3266"), 'opacity=".7"');
    // street with tram
    o += path(
      poly([
        [-20, h],
        [-20, h - 90 * k],
        [w * 0.6, h - 40 * k],
        [w * 0.62, h],
      ]),
      p.deep,
    );
    o += t`<path d="M-20 ${h - 262 * k}L${w * 0.62} ${h - 196 * k}" stroke="${p.deep}" stroke-width="${1.5 * k}"/>`;
    o += t`<g transform="translate(${w * 0.22} ${h - 74 * k}) rotate(-3.8) scale(${1.3 * k})">${tram(c)}</g>`;
    return o;
  },
};

export const london: Scene = {
  hz: 0.68,
  times: ["dawn", "night", "sunset"],
  sky: { sunX: 0.3, sunY: 0.8 },
  draw(c) {
    const { w, hz, k, p } = c;
    let far = skyline(c, {
      x0: -10,
      x1: w,
      base: hz,
      hMin: 20 * k,
      hMax: 70 * k,
      col: p.far,
      win: false,
    });
    far +=
      path(
        poly([
          [w * 0.08, hz],
          [w * 0.105, hz - 230 * k],
          [w * 0.13, hz],
        ]),
        p.far,
      ) +
      dome(w * 0.3, hz - 40 * k, 40 * k, p.far) +
      path(rect(w * 0.3 - 44 * k, hz - 40 * k, 88 * k, 40 * k), p.far);
    // London Eye
    const ex = w * 0.2;
    const ey = hz - 170 * k;
    const R = 150 * k;
    let spokes = "";
    let caps = "";
    for (let i = 0; i < 16; i++) {
      const a = (i * Math.PI) / 8;
      spokes += t`M${ex} ${ey}L${ex + Math.cos(a) * R} ${ey + Math.sin(a) * R}`;
      caps += circ(ex + Math.cos(a) * (R + 5 * k), ey + Math.sin(a) * (R + 5 * k), 6 * k);
    }
    let eye = t`<path d="${spokes}" stroke="${p.mid}" stroke-width="${1.2 * k}"/><circle cx="${ex}" cy="${ey}" r="${R}" fill="none" stroke="${p.mid}" stroke-width="${5 * k}"/>`;
    eye += path(
      caps +
        poly([
          [ex - 4 * k, ey],
          [ex - 70 * k, hz],
          [ex - 56 * k, hz],
          [ex + 4 * k, ey],
        ]) +
        circ(ex, ey, 10 * k),
      p.mid,
    );
    // Palace of Westminster
    const bx = w * 0.47;
    let pal = rect(bx, hz - 80 * k, w * 0.6, 80 * k);
    for (let x = bx + 10 * k; x < w; x += 22 * k)
      pal += poly([
        [x - 4 * k, hz - 80 * k],
        [x, hz - 104 * k],
        [x + 4 * k, hz - 80 * k],
      ]);
    pal +=
      rect(w * 0.68 - 16 * k, hz - 150 * k, 32 * k, 70 * k) +
      poly([
        [w * 0.68 - 16 * k, hz - 150 * k],
        [w * 0.68, hz - 200 * k],
        [w * 0.68 + 16 * k, hz - 150 * k],
      ]);
    pal +=
      rect(w * 0.9, hz - 240 * k, 70 * k, 240 * k) +
      battlement(w * 0.9, hz - 256 * k, 70 * k, 20 * k, 6 * k);
    for (const dx of [0, 64])
      pal += poly([
        [w * 0.9 + dx * k, hz - 256 * k],
        [w * 0.9 + (dx + 3) * k, hz - 290 * k],
        [w * 0.9 + (dx + 6) * k, hz - 256 * k],
      ]);
    // Elizabeth Tower
    const tx = bx;
    let et =
      rect(tx - 20 * k, hz - 250 * k, 40 * k, 250 * k) +
      rect(tx - 25 * k, hz - 300 * k, 50 * k, 52 * k) +
      rect(tx - 22 * k, hz - 336 * k, 44 * k, 36 * k);
    et +=
      poly([
        [tx - 24 * k, hz - 336 * k],
        [tx, hz - 420 * k],
        [tx + 24 * k, hz - 336 * k],
      ]) + rect(tx - 1.5 * k, hz - 446 * k, 3 * k, 30 * k);
    for (const dx of [-22, 20])
      et += poly([
        [tx + dx * k - 1, hz - 336 * k],
        [tx + (dx + 1) * k, hz - 360 * k],
        [tx + (dx + 3) * k, hz - 336 * k],
      ]);
    let city = far + eye + path(pal + et, p.near);
    city += t`<circle cx="${tx}" cy="${hz - 274 * k}" r="${17 * k}" fill="${c.time === "noon" ? p.white : p.win}" opacity=".9"/><path d="M${tx} ${hz - 274 * k}v${-12 * k}M${tx} ${hz - 274 * k}l${8 * k} ${4 * k}" stroke="${p.deep}" stroke-width="${2 * k}"/>`;
    let lines = "";
    for (let x = bx + 30 * k; x < w * 0.9; x += 14 * k) lines += t`M${x} ${hz - 70 * k}v${60 * k}`;
    city += t`<path d="${lines}" stroke="${c.time === "night" ? p.win : p.lit}" stroke-width="${2 * k}" opacity=".3"/>`;
    let o = group(c, "city", city);
    o += sea(c, hz, { ref: "city" });
    // Westminster Bridge
    const by = hz + 40 * k;
    let bridge = rect(-20, by - 20 * k, w * 0.42, 20 * k);
    for (let i = 0; i < 5; i++) {
      const x0 = -20 + i * (w * 0.085);
      bridge += t`M${x0} ${by}h${w * 0.085}v${26 * k}a${w * 0.036} ${20 * k} 0 0 0 ${-w * 0.072} 0h${-w * 0.013}Z`;
    }
    o += path(bridge, p.deep);
    let lamps = "";
    let bulbs = "";
    for (let x = 10; x < w * 0.4; x += 50 * k) {
      lamps += t`M${x} ${by - 20 * k}v${-22 * k}`;
      bulbs += t`M${x} ${by - 44 * k}h0`;
    }
    o += t`<path d="${lamps}" stroke="${p.deep}" stroke-width="${2 * k}"/>`;
    if (c.time !== "noon")
      o += t`<path d="${bulbs}" stroke="${p.win}" stroke-width="${7 * k}" stroke-linecap="round"/>`;
    o += waves(c, hz + 80 * k, c.h, 24, p.glint, 0.25);
    return o;
  },
};
