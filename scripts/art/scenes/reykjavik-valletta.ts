// Scenes: Reykjavik (Hallgrímskirkja, Esja, aurora) and Valletta (domes, bastions, harbour).
import { group, Scene } from "../compose";
import { Ctx, g, mix, path, poly, Pt, t } from "../core";
import { dome, steeple } from "../flora";
import { profile, reflect, ridge, sea, waves } from "../land";
import { houses, windows } from "../parts";
import { circ, rect } from "../shapes";
import { aurora } from "../sky";

export const reykjavik: Scene = {
  hz: 0.62,
  times: ["night", "dawn", "sunset"],
  sky: { sunX: 0.72, sunY: 0.34, stars: 110 },
  draw(c) {
    const { w, h, hz, k, p } = c;
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
