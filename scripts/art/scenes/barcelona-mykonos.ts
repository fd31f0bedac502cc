// Scenes: Barcelona (Sagrada Família, Torre Glòries, sea) and Mykonos (windmills, white cubes).
import { group, Scene } from "../compose";
import { Ctx, g, mix, path, poly, Pt, t } from "../core";
import { dome, palm, sailboat, steeple } from "../flora";
import { lerpY, profile, ridge, sea, waves } from "../land";
import { skyline, windows } from "../parts";
import { circ, rect } from "../shapes";

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
