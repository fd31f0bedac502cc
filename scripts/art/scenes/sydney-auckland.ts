// Scenes: Sydney (Opera House, Harbour Bridge) and Auckland (Sky Tower, Rangitoto, sails).
import { group, Scene } from "../compose";
import { C, mix, path, poly, t } from "../core";
import { sailboat } from "../flora";
import { profile, sea, waves } from "../land";
import { skyline, windows } from "../parts";
import { rect } from "../shapes";

function shell(x: number, b: number, H: number): string {
  return t`M${x - 0.3 * H} ${b}Q${x - 0.14 * H} ${b - 0.5 * H} ${x} ${b - H}Q${x + 0.46 * H} ${b - 0.62 * H} ${x + 0.58 * H} ${b}Z`;
}

export const sydney: Scene = {
  hz: 0.64,
  times: ["sunset", "night", "dawn"],
  sky: { sunX: 0.56, sunY: 0.72 },
  draw(c) {
    const { w, h, hz, k, p } = c;
    let city = skyline(c, {
      x0: w * 0.3,
      x1: w * 0.62,
      base: hz,
      hMin: 60 * k,
      hMax: 200 * k,
      col: p.far,
      wMin: 28,
      wMax: 50,
    });
    // Harbour Bridge
    const x0 = w * 0.02;
    const x1 = w * 0.46;
    const deck = hz - 46 * k;
    const m = (x0 + x1) / 2;
    let br = rect(-20, deck, x1 + 40, 8 * k);
    for (const px of [x0, x1])
      br +=
        rect(px - 24 * k, hz - 150 * k, 48 * k, 150 * k) +
        rect(px - 28 * k, hz - 156 * k, 56 * k, 10 * k);
    br += t`M${x0 + 24 * k} ${hz - 30 * k}Q${m} ${hz - 330 * k} ${x1 - 24 * k} ${hz - 30 * k}L${x1 - 24 * k} ${hz - 60 * k}Q${m} ${hz - 380 * k} ${x0 + 24 * k} ${hz - 60 * k}Z`;
    let truss = "";
    const q = (f: number, y0: number, yc: number): [number, number] => [
      (1 - f) * (1 - f) * (x0 + 24 * k) + 2 * f * (1 - f) * m + f * f * (x1 - 24 * k),
      (1 - f) * (1 - f) * y0 + 2 * f * (1 - f) * yc + f * f * y0,
    ];
    for (let i = 0; i <= 20; i++) {
      const [ax, ay] = q(i / 20, hz - 30 * k, hz - 330 * k);
      const [bx2, by2] = q((i + 0.5) / 20, hz - 60 * k, hz - 380 * k);
      truss += t`M${ax} ${ay}L${bx2} ${by2}`;
      if (ay < deck) truss += t`M${ax} ${ay}V${deck}`;
    }
    const bc = p.near;
    city += path(br, bc) + t`<path d="${truss}" stroke="${bc}" stroke-width="${1.6 * k}"/>`;
    // Opera House
    const ox = w * 0.6;
    let opera = "";
    const ob = hz + 10 * k;
    opera += path(
      poly([
        [ox - 60 * k, ob + 16 * k],
        [ox - 40 * k, ob - 8 * k],
        [ox + 330 * k, ob - 8 * k],
        [ox + 350 * k, ob + 16 * k],
      ]),
      p.deep,
    );
    opera += path(
      poly([
        [ox - 20 * k, ob - 8 * k],
        [ox - 10 * k, ob - 60 * k],
        [ox + 260 * k, ob - 40 * k],
        [ox + 300 * k, ob - 8 * k],
      ]),
      c.time === "night" ? p.win : p.mid,
      'opacity=".8"',
    );
    const sail = c.time === "night" ? mix(C.cream, p.mid, 0.3) : c.tone("#f7f2ea");
    let shells = "";
    for (const [dx, s] of [
      [236, 60],
      [200, 84],
      [150, 110],
      [90, 150],
      [330, 50],
      [300, 72],
      [262, 96],
    ] as const)
      shells += shell(ox + dx * k, ob - 8 * k, s * k);
    opera += path(
      shells,
      sail,
      t`stroke="${mix(sail, p.mid, 0.45)}" stroke-width="${2.5 * k}" stroke-linejoin="round"`,
    );
    city += t`<g transform="translate(${ox} ${ob}) scale(1.3) translate(${-ox} ${-ob})">${opera}</g>`;
    let o = group(c, "city", city);
    o += sea(c, hz, { ref: "city" });
    // ferry
    const fx = w * 0.5;
    const fy = h - 110 * k;
    o +=
      path(
        t`M${fx - 90 * k} ${fy - 20 * k}H${fx + 90 * k}L${fx + 76 * k} ${fy}H${fx - 76 * k}Z`,
        c.tone("#2f6f73"),
      ) +
      path(rect(fx - 60 * k, fy - 44 * k, 120 * k, 24 * k), c.tone("#f1e6da")) +
      path(rect(fx - 10 * k, fy - 60 * k, 20 * k, 16 * k), c.tone("#2f6f73"));
    o += path(
      windows(c, fx - 54 * k, fy - 40 * k, 9, 1, 8 * k, 8 * k, 12.5 * k, 0, 1),
      c.time === "night" ? p.win : p.deep,
      'opacity=".6"',
    );
    return o;
  },
};

export const auckland: Scene = {
  hz: 0.64,
  times: ["dawn", "sunset", "night"],
  sky: { sunX: 0.68, sunY: 0.8 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    let o = profile(
      c,
      [
        [w * 0.44, hz],
        [w * 0.56, hz - 30 * k],
        [w * 0.68, hz - 70 * k],
        [w * 0.7, hz - 66 * k],
        [w * 0.72, hz - 72 * k],
        [w * 0.84, hz - 30 * k],
        [w * 0.98, hz],
      ],
      p.far,
      hz,
    );
    o += sea(c, hz);
    let city = profile(
      c,
      [
        [-20, hz - 40 * k],
        [w * 0.06, hz - 120 * k],
        [w * 0.09, hz - 110 * k],
        [w * 0.12, hz - 122 * k],
        [w * 0.2, hz - 30 * k],
        [w * 0.3, hz],
      ],
      mix(p.far, p.mid, 0.5),
      hz + 60 * k,
    );
    city += skyline(c, {
      x0: w * 0.08,
      x1: w * 0.5,
      base: hz + 60 * k,
      hMin: 50 * k,
      hMax: 170 * k,
      col: p.mid,
      wMin: 26,
      wMax: 50,
    });
    const sx = w * 0.3;
    const sb = hz + 60 * k;
    let st = poly([
      [sx - 14 * k, sb],
      [sx - 9 * k, sb - 330 * k],
      [sx + 9 * k, sb - 330 * k],
      [sx + 14 * k, sb],
    ]);
    st += t`M${sx - 34 * k} ${sb - 330 * k}Q${sx} ${sb - 316 * k} ${sx + 34 * k} ${sb - 330 * k}L${sx + 28 * k} ${sb - 360 * k}H${sx - 28 * k}Z`;
    st +=
      rect(sx - 22 * k, sb - 378 * k, 44 * k, 18 * k) +
      rect(sx - 14 * k, sb - 392 * k, 28 * k, 14 * k) +
      poly([
        [sx - 6 * k, sb - 392 * k],
        [sx - 2 * k, sb - 520 * k],
        [sx + 2 * k, sb - 520 * k],
        [sx + 6 * k, sb - 392 * k],
      ]);
    city += path(st, p.near);
    city += t`<path d="M${sx - 30 * k} ${sb - 345 * k}h${60 * k}M${sx - 18 * k} ${sb - 370 * k}h${36 * k}" stroke="${p.win}" stroke-width="${3 * k}" opacity=".7"/>`;
    o += group(c, "city", city);
    o += path(rect(0, hz + 60 * k, w * 0.52, 8 * k), p.deep);
    for (let i = 0; i < 9; i++) {
      const d = r();
      o += sailboat(
        w * r.range(0.36, 0.98),
        hz + (16 + d * 220) * k,
        (0.45 + d * 1.2) * k,
        p.deep,
        p.white,
      );
    }
    o += waves(c, hz + 20 * k, h, 30, p.glint);
    return o;
  },
};
