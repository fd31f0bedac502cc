// Southern European scenes: Barcelona, Mykonos, Lisbon, London, Valletta.
import { Ctx, Pt, mix, path, poly, t } from "./core";
import { Scene, group } from "./compose";
import { profile, reflect, ridge, sea, waves } from "./land";
import { battlement, circ, dome, palm, rect, sailboat, skyline, steeple, windows } from "./parts";

/** y of a piecewise-linear outline at x. */
export function lerpY(pts: readonly Pt[], x: number): number {
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Pt;
    const b = pts[i] as Pt;
    if (x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1);
  }
  return (pts[pts.length - 1] as Pt)[1];
}

function gaudiSpire(x: number, w: number, h: number): string {
  return (
    t`M${x - w / 2} 0C${x - w / 2} ${-h * 0.55} ${x - w * 0.12} ${-h * 0.93} ${x} ${-h}C${x + w * 0.12} ${-h * 0.93} ${x + w / 2} ${-h * 0.55} ${x + w / 2} 0Z` +
    circ(x, -h - w * 0.12, w * 0.16)
  );
}

export const barcelona: Scene = {
  hz: 0.66,
  times: ["sunset", "noon", "dawn"],
  sky: { sunX: 0.64, sunY: 0.6 },
  draw(c) {
    const { w, hz, k, p, r } = c;
    const col: Pt[] = [
      [-20, hz - 50 * k],
      [w * 0.15, hz - 100 * k],
      [w * 0.27, hz - 130 * k],
      [w * 0.42, hz - 96 * k],
      [w * 0.62, hz - 112 * k],
      [w * 0.82, hz - 80 * k],
      [w + 20, hz - 66 * k],
    ];
    let city = profile(c, col, p.far, hz);
    city += steeple(w * 0.27, hz - 120 * k, k, 16, 26, 34, "needle", p.far);
    city += profile(
      c,
      [
        [-20, hz + 4 * k],
        [w * 0.02, hz - 70 * k],
        [w * 0.1, hz - 84 * k],
        [w * 0.2, hz - 36 * k],
        [w * 0.3, hz + 4 * k],
      ],
      mix(p.far, p.mid, 0.5),
      hz + 4 * k,
    );
    city += skyline(c, {
      x0: w * 0.16,
      x1: w,
      base: hz + 4 * k,
      hMin: 22 * k,
      hMax: 50 * k,
      col: p.mid,
      wMin: 40,
      wMax: 80,
      gap: 2,
    });
    // Sagrada Família
    const sx = w * 0.58;
    const s = k * 0.95;
    let back = gaudiSpire(0, 48, 470) + rect(-2.5, -530, 5, 50) + rect(-14, -514, 28, 5);
    for (const [dx, hh] of [
      [-58, 380],
      [58, 380],
      [-22, 395],
      [26, 405],
    ] as const)
      back += gaudiSpire(dx, 36, hh);
    let front =
      rect(-150, -130, 300, 130) +
      poly([
        [-70, -130],
        [0, -215],
        [70, -130],
      ]);
    const fr = [
      [-135, 270],
      [-108, 305],
      [-81, 305],
      [-54, 270],
      [54, 270],
      [81, 305],
      [108, 305],
      [135, 270],
    ] as const;
    let dots = "";
    for (const [dx, hh] of fr) {
      front += gaudiSpire(dx, 24, hh);
      for (let i = 0; i < 5; i++) dots += t`M${dx} ${-hh * (0.45 + i * 0.08)}h0`;
    }
    city += g(
      sx,
      hz + 4 * k,
      s,
      path(back, p.mid) +
        path(front, p.near) +
        t`<path d="${dots}" stroke="${p.lit}" stroke-width="4" stroke-linecap="round" opacity=".5"/>`,
    );
    // Torre Glòries and the W hotel sail
    const gx = w * 0.85;
    city += path(
      t`M${gx - 28 * k} ${hz + 4 * k}V${hz - 150 * k}C${gx - 28 * k} ${hz - 205 * k} ${gx + 28 * k} ${hz - 205 * k} ${gx + 28 * k} ${hz - 150 * k}V${hz + 4 * k}Z`,
      p.near,
    );
    city += path(
      windows(c, gx - 22 * k, hz - 160 * k, 6, 12, 3 * k, 5 * k, 8 * k, 13 * k, 0.6),
      p.win,
      'opacity=".5"',
    );
    city += path(
      t`M${w * 0.12} ${hz + 4 * k}V${hz - 150 * k}Q${w * 0.15} ${hz - 110 * k} ${w * 0.17} ${hz + 4 * k}Z`,
      p.near,
    );
    city += path(rect(-10, hz + 2 * k, w + 20, 12 * k), c.tone("#e4c9a0"));
    for (const fx of [0.3, 0.36, 0.44, 0.72, 0.95])
      city += palm(
        c,
        w * fx + r.range(-10, 10),
        hz + 8 * k,
        r.range(60, 80) * k,
        r.range(-8, 8) * k,
        p.deep,
      );
    let o = group(c, "city", city);
    o += sea(c, hz + 14 * k, { ref: "city" });
    o +=
      sailboat(w * 0.2, hz + 90 * k, 1.3 * k, p.deep, p.white) +
      sailboat(w * 0.8, hz + 150 * k, 1.8 * k, p.deep, p.white);
    return o;
  },
};


function windmill(c: Ctx, x: number, y: number, s: number): string {
  const white = c.tone("#f7f2ea");
  let o = path(
    poly([
      [-20, 0],
      [-17, -70],
      [17, -70],
      [20, 0],
    ]),
    white,
  );
  o += path(
    poly([
      [5, 0],
      [5, -70],
      [17, -70],
      [20, 0],
    ]),
    c.p.deep,
    'opacity=".14"',
  );
  o += path(
    poly([
      [-20, -70],
      [0, -100],
      [20, -70],
    ]),
    c.tone("#5a3a4a"),
  );
  o += path(rect(-5, -18, 10, 18) + rect(-4, -52, 8, 10), c.tone("#2f6f73"));
  const a0 = c.r() * Math.PI;
  let spokes = "";
  let sails = "";
  for (let i = 0; i < 8; i++) {
    const a = a0 + (i * Math.PI) / 4;
    const [cx, cy] = [0, -82];
    spokes += t`M${cx} ${cy}l${Math.cos(a) * 72} ${Math.sin(a) * 72}`;
    const b = a + 0.3;
    sails += poly([
      [cx + Math.cos(a) * 12, cy + Math.sin(a) * 12],
      [cx + Math.cos(a) * 70, cy + Math.sin(a) * 70],
      [cx + Math.cos(b) * 62, cy + Math.sin(b) * 62],
      [cx + Math.cos(b) * 14, cy + Math.sin(b) * 14],
    ]);
  }
  o += path(sails, c.tone("#f1e6da"), 'opacity=".92"');
  o +=
    t`<path d="${spokes}" stroke="${c.p.deep}" stroke-width="2"/>` +
    path(circ(0, -82, 4), c.p.deep);
  return g(x, y, s, o);
}

export const mykonos: Scene = {
  hz: 0.56,
  times: ["noon", "sunset", "dawn"],
  sky: { sunX: 0.24 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    let o = sea(c, hz);
    o += ridge(c, {
      y: hz,
      amp: 22 * k,
      col: p.far,
      x0: w * 0.02,
      x1: w * 0.36,
      n: 4,
      bottom: hz + 1,
    });
    const hill: Pt[] = [
      [w * 0.42, hz + 2],
      [w * 0.54, hz - 40 * k],
      [w * 0.68, hz - 80 * k],
      [w + 20, hz - 90 * k],
    ];
    o += profile(c, hill, c.tone("#b49a94"), hz + 60 * k);
    o += profile(
      c,
      [
        [w * 0.5, hz + 60 * k],
        [w * 0.6, hz + 20 * k],
        [w * 0.8, hz + 4 * k],
        [w + 20, hz],
      ],
      c.tone("#9c7f84"),
      hz + 80 * k,
    );
    for (const fx of [0.62, 0.74, 0.86, 0.97])
      o += windmill(c, w * fx, lerpY(hill, w * fx) + 12 * k, k * r.range(1, 1.1));
    // Little Venice: stacked white cubes
    const white = c.tone("#f7f2ea");
    let cubes = "";
    let shade = "";
    let doors = "";
    for (let row = 0; row < 3; row++) {
      let x = -20 + row * 40 * k;
      const base = h - row * 56 * k;
      while (x < w * (0.42 - row * 0.08)) {
        const bw = r.range(60, 110) * k;
        const bh = r.range(60, 100) * k;
        cubes +=
          rect(x, base - bh, bw, bh + 2) + rect(x - 2 * k, base - bh - 5 * k, bw + 4 * k, 6 * k);
        shade += rect(x + bw * 0.72, base - bh, bw * 0.28, bh);
        doors +=
          rect(x + bw * 0.2, base - 30 * k, 12 * k, 30 * k) +
          rect(x + bw * 0.5, base - bh + 18 * k, 12 * k, 14 * k);
        x += bw + r.range(-4, 8) * k;
      }
    }
    const cx = w * 0.28;
    const cb = h - 150 * k;
    const church =
      rect(cx - 46 * k, cb - 60 * k, 92 * k, 70 * k) +
      t`M${cx - 26 * k} ${cb - 60 * k}V${cb - 100 * k}H${cx + 26 * k}V${cb - 60 * k}Z` +
      circ(cx, cb - 104 * k, 0.1);
    o += path(church, white) + dome(cx + 10 * k, cb - 60 * k, 26 * k, c.tone("#7c5cbf"));
    o += path(rect(cx - 14 * k, cb - 92 * k, 10 * k, 16 * k), c.p.deep, 'opacity=".5"');
    o +=
      path(cubes, white) +
      path(shade, c.tone("#b9a3e3"), 'opacity=".35"') +
      path(doors, c.time === "night" ? p.win : c.tone("#2f6f73"));
    o +=
      sailboat(w * 0.62, hz + 130 * k, 1.2 * k, p.deep, p.white) +
      waves(c, hz + 20 * k, h, 30, p.glint);
    return o;
  },
};

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

function dghajsa(c: Ctx, x: number, y: number, s: number, col: string): string {
  const d = t`M-60 -14Q-66 -40 -58 -46L-52 -20H52L58 -46Q66 -40 60 -14Q40 0 0 0Q-40 0 -60 -14Z`;
  return g(
    x,
    y,
    s,
    path(d, col) +
      t`<path d="M-52 -14H52" stroke="${c.tone("#f1d6d9")}" stroke-width="4"/>` +
      path(rect(-20, -34, 28, 14), c.tone("#f7f2ea")),
  );
}

export const valletta: Scene = {
  hz: 0.6,
  times: ["noon", "sunset", "night"],
  sky: { sunX: 0.22, sunY: 0.6 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    let o = ridge(c, {
      y: hz,
      amp: 24 * k,
      col: p.far,
      x0: -20,
      x1: w * 0.34,
      n: 4,
      bottom: hz + 1,
    });
    o += dome(w * 0.14, hz - 14 * k, 16 * k, p.far);
    o += sea(c, hz);
    const stone = c.tone("#d9b98a");
    const W = hz + 70 * k;
    let city = "";
    let x = w * 0.3;
    while (x < w) {
      const bw = r.range(40, 70) * k;
      const bh = r.range(40, 80) * k;
      city += path(
        rect(x, hz - 60 * k - bh, bw, bh + 10 * k),
        c.tone(r.pick(["#e8cfa2", "#d9b98a", "#ecd9b8", "#cfae80"])),
      );
      city += path(
        windows(c, x + 8 * k, hz - 50 * k - bh + 10 * k, 2, 2, 10 * k, 14 * k, bw / 2, 26 * k, 0.9),
        c.tone(r.pick(["#2f6f73", "#7c5cbf", "#c97b84", "#2f6f73"])),
        c.time === "night" ? `opacity=".5"` : "",
      );
      x += bw;
    }
    city += steeple(w * 0.74, hz - 60 * k, k, 28, 130, 140, "needle", c.tone("#cfae80"));
    city +=
      dome(w * 0.55, hz - 110 * k, 62 * k, c.tone("#c9a878"), c.tone("#8a6d4e")) +
      path(rect(w * 0.55 - 62 * k, hz - 110 * k, 124 * k, 60 * k), c.tone("#d9b98a"));
    city +=
      steeple(w * 0.4, hz - 60 * k, k, 22, 90, 30, "baroque", c.tone("#cfae80")) +
      steeple(w * 0.46, hz - 60 * k, k, 22, 90, 30, "baroque", c.tone("#cfae80"));
    const bast = poly([
      [w * 0.26, W],
      [w * 0.3, hz - 64 * k],
      [w + 20, hz - 64 * k],
      [w + 20, W],
    ]);
    city += path(bast, stone);
    city += path(
      poly([
        [w * 0.42, W],
        [w * 0.445, hz - 24 * k],
        [w * 0.56, hz - 30 * k],
        [w * 0.68, hz - 24 * k],
        [w * 0.7, W],
      ]),
      c.tone("#e4c89a"),
    );
    city += path(
      poly([
        [w * 0.56, hz - 30 * k],
        [w * 0.68, hz - 24 * k],
        [w * 0.7, W],
        [w * 0.58, W],
      ]),
      c.tone("#8a6d4e"),
      'opacity=".25"',
    );
    city += path(rect(w * 0.26, W - 10 * k, w, 10 * k), c.tone("#6d5a4e"), 'opacity=".35"');
    let courses = "";
    for (let y = hz - 50 * k; y < W; y += 14 * k)
      courses += t`M${w * 0.3 - ((y - hz + 64 * k) / (W - hz + 64 * k)) * w * 0.04} ${y}H${w}`;
    city += t`<path d="${courses}" stroke="${c.tone("#8a6d4e")}" stroke-width="${1 * k}" opacity=".35"/>`;
    city += path(
      poly([
        [w * 0.29, hz - 64 * k],
        [w * 0.29, hz - 92 * k],
        [w * 0.3, hz - 108 * k],
        [w * 0.31, hz - 92 * k],
        [w * 0.31, hz - 64 * k],
      ]) + circ(w * 0.3, hz - 108 * k, 3 * k),
      stone,
    );
    city += path(rect(w * 0.3, hz - 92 * k, 12 * k, 4 * k), c.tone("#8a6d4e"), 'opacity=".5"');
    o += group(c, "city", city);
    o += reflect(c, "city", W, 0.3) + waves(c, W + 10 * k, h, 30, p.glint);
    o +=
      dghajsa(c, w * 0.5, h * 0.92, 1.5 * k, c.tone("#2f6f73")) +
      dghajsa(c, w * 0.78, h * 0.86, 1.1 * k, c.tone("#c97b84")) +
      dghajsa(c, w * 0.16, h * 0.95, 1.8 * k, c.tone("#d8b46a"));
    return o;
  },
};
