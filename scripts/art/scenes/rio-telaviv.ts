// Scenes: Rio de Janeiro (Sugarloaf, Corcovado, Copacabana) and Tel Aviv (beach, Bauhaus, Jaffa).
import { group, Scene } from "../compose";
import { C, Ctx, mix, path, poly, t } from "../core";
import { palm, sailboat, steeple } from "../flora";
import { profile, ridge, sea, waves } from "../land";
import { skyline, windows, winKeep } from "../parts";
import { circ, rect } from "../shapes";

export const rio: Scene = {
  hz: 0.6,
  times: ["sunset", "dawn", "noon"],
  sky: { sunX: 0.5, sunY: 0.78 },
  draw(c) {
    const { w, h, hz, k, p } = c;
    let o = ridge(c, { y: hz, amp: 80 * k, col: p.far, n: 7 });
    // Corcovado with the Christ statue
    const cx = w * 0.2;
    const peak = hz - 330 * k;
    o += path(
      poly([
        [-20, hz],
        [-20, hz - 110 * k],
        [cx - 130 * k, hz - 150 * k],
        [cx - 80 * k, hz - 210 * k],
        [cx - 50 * k, hz - 250 * k],
        [cx - 30 * k, peak + 20 * k],
        [cx - 12 * k, peak],
        [cx + 14 * k, peak],
        [cx + 24 * k, peak + 40 * k],
        [cx + 40 * k, hz - 240 * k],
        [cx + 90 * k, hz - 200 * k],
        [cx + 130 * k, hz - 170 * k],
        [cx + 190 * k, hz - 90 * k],
        [cx + 260 * k, hz],
      ]),
      p.mid,
    );
    const s = k * 0.9;
    o += path(
      rect(cx - 8 * s, peak - 10 * s, 20 * s, 10 * s) +
        poly([
          [cx - 3 * s, peak - 10 * s],
          [cx - 1 * s, peak - 56 * s],
          [cx + 5 * s, peak - 56 * s],
          [cx + 7 * s, peak - 10 * s],
        ]) +
        rect(cx - 26 * s, peak - 54 * s, 58 * s, 5 * s) +
        circ(cx + 2 * s, peak - 61 * s, 4 * s),
      p.near,
    );
    o += sea(c, hz);
    // Sugarloaf, Urca and the cable car
    const sx = w * 0.74;
    const urca = t`M${sx - 260 * k} ${hz + 8 * k}C${sx - 250 * k} ${hz - 90 * k} ${sx - 190 * k} ${hz - 122 * k} ${sx - 150 * k} ${hz - 118 * k}C${sx - 110 * k} ${hz - 112 * k} ${sx - 80 * k} ${hz - 60 * k} ${sx - 70 * k} ${hz + 8 * k}Z`;
    const loaf = t`M${sx - 100 * k} ${hz + 8 * k}C${sx - 96 * k} ${hz - 200 * k} ${sx - 50 * k} ${hz - 280 * k} ${sx + 6 * k} ${hz - 280 * k}C${sx + 60 * k} ${hz - 278 * k} ${sx + 96 * k} ${hz - 180 * k} ${sx + 120 * k} ${hz + 8 * k}Z`;
    let rocks = group(
      c,
      "loaf",
      path(loaf, p.near) +
        path(urca, mix(p.near, p.mid, 0.5)) +
        t`<path d="M${sx - 150 * k} ${hz - 118 * k}Q${sx - 70 * k} ${hz - 180 * k} ${sx + 2 * k} ${hz - 278 * k}" stroke="${p.deep}" stroke-width="${1.5 * k}" fill="none"/>` +
        path(rect(sx - 84 * k, hz - 186 * k, 12 * k, 9 * k), c.tone(C.gold)),
    );
    rocks += t`<use href="#${c.id("loaf")}" transform="matrix(1 0 0 -.45 0 ${(hz + 8 * k) * 1.45})" opacity=".2"/>`;
    o += rocks;
    o +=
      sailboat(w * 0.42, hz + 50 * k, 0.9 * k, p.deep, p.white) +
      sailboat(w * 0.52, hz + 80 * k, 1.2 * k, p.deep, p.white);
    o += waves(c, hz + 40 * k, h - 120 * k, 24, p.glint);
    // Copacabana: sand and the wave-patterned promenade
    o += path(
      t`M-20 ${h - 120 * k}Q${w * 0.5} ${h - 150 * k} ${w + 20} ${h - 100 * k}V${h}H-20Z`,
      c.tone("#e9d2ad"),
    );
    const pb = h - 56 * k;
    o += path(rect(0, pb, w, h - pb), c.tone("#f7f2ea"));
    let wv = "";
    for (let row = 0; row < 3; row++) {
      const y = pb + 10 * k + row * 16 * k;
      wv += t`M-20 ${y}`;
      for (let x = -20; x < w + 40; x += 60 * k)
        wv += t`q${15 * k} ${-14 * k} ${30 * k} 0t${30 * k} 0`;
    }
    o += t`<path d="${wv}" stroke="${p.deep}" stroke-width="${6 * k}" fill="none"/>`;
    o +=
      palm(c, w * 0.9, pb + 4 * k, 380 * k, -40 * k, p.deep) +
      palm(c, w * 0.06, pb + 4 * k, 320 * k, 30 * k, p.deep);
    return o;
  },
};

function bauhaus(c: Ctx, x: number, b: number, bw: number, bh: number): string {
  const white = c.tone("#f7f2ea");
  const r = Math.min(bw * 0.3, 30 * c.k);
  let o = path(
    t`M${x} ${b}V${b - bh}H${x + bw - r}A${r} ${r} 0 0 1 ${x + bw} ${b - bh + r}V${b}Z`,
    white,
  );
  let bands = "";
  for (let y = b - bh + 14 * c.k; y < b - 20 * c.k; y += 22 * c.k) bands += t`M${x} ${y}H${x + bw}`;
  o += t`<path d="${bands}" stroke="${c.tone("#b9a3e3")}" stroke-width="${7 * c.k}" opacity=".55"/>`;
  o += path(rect(x + 6 * c.k, b - 16 * c.k, bw - 12 * c.k, 16 * c.k), c.p.deep, 'opacity=".35"');
  return o;
}

export const telAviv: Scene = {
  hz: 0.58,
  times: ["sunset", "noon", "dawn"],
  sky: { sunX: 0.22, sunY: 0.7 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    let o = sea(c, hz);
    // Jaffa on its headland
    o += profile(
      c,
      [
        [w * 0.02, hz + 6 * k],
        [w * 0.1, hz - 40 * k],
        [w * 0.2, hz - 50 * k],
        [w * 0.3, hz - 20 * k],
        [w * 0.36, hz + 6 * k],
      ],
      p.mid,
      hz + 6 * k,
    );
    o +=
      steeple(w * 0.14, hz - 36 * k, k, 20, 60, 30, "cone", p.near) +
      path(
        rect(w * 0.2, hz - 100 * k, 14 * k, 60 * k) +
          poly([
            [w * 0.2 - 3 * k, hz - 100 * k],
            [w * 0.2 + 7 * k, hz - 116 * k],
            [w * 0.2 + 17 * k, hz - 100 * k],
          ]),
        p.near,
      );
    o += path(rect(w * 0.06, hz - 36 * k, w * 0.22, 40 * k), p.mid);
    // towers of the city: Azrieli circle, triangle, square and friends
    let city = skyline(c, {
      x0: w * 0.42,
      x1: w + 10,
      base: hz + 40 * k,
      hMin: 80 * k,
      hMax: 200 * k,
      col: p.far,
      wMin: 30,
      wMax: 50,
      win: false,
    });
    const ax = w * 0.7;
    city += path(
      rect(ax - 26 * k, hz - 250 * k, 52 * k, 300 * k) +
        poly([
          [ax + 40 * k, hz + 40 * k],
          [ax + 50 * k, hz - 230 * k],
          [ax + 96 * k, hz + 40 * k],
        ]) +
        rect(ax + 100 * k, hz - 210 * k, 50 * k, 260 * k),
      p.mid,
    );
    city += path(
      windows(c, ax - 20 * k, hz - 240 * k, 5, 20, 4 * k, 5 * k, 9 * k, 14 * k, winKeep(c) * 0.6),
      p.win,
      'opacity=".45"',
    );
    let x = w * 0.4;
    while (x < w) {
      const bw = r.range(70, 120) * k;
      city += bauhaus(c, x, hz + 60 * k, bw, r.range(70, 110) * k);
      x += bw + r.range(4, 14) * k;
    }
    o += city;
    // beach and promenade
    o += path(
      t`M${w * 0.3} ${h}Q${w * 0.38} ${hz + 80 * k} ${w * 0.44} ${hz + 56 * k}H${w + 20}V${h}Z`,
      c.tone("#e9d2ad"),
    );
    o += path(
      t`M${w * 0.5} ${h}Q${w * 0.52} ${hz + 100 * k} ${w * 0.56} ${hz + 68 * k}H${w + 20}V${h}Z`,
      c.tone("#d8c3a8"),
    );
    let lamps = "";
    for (let i = 0; i < 6; i++) {
      const f = i / 5;
      const lx = w * (0.57 + f * 0.4);
      const ly = hz + (70 + f * 0) * k;
      lamps += t`M${lx} ${ly}v${-30 * k}h${6 * k}`;
    }
    o += t`<path d="${lamps}" stroke="${p.deep}" stroke-width="${2 * k}" fill="none"/>`;
    o +=
      waves(c, hz + 20 * k, h, 30, p.glint) +
      sailboat(w * 0.26, hz + 60 * k, 1.1 * k, p.deep, p.white);
    // parasols and a lifeguard hut on stilts
    const lx = w * 0.47;
    const ly = h - 150 * k;
    o += path(
      rect(lx - 40 * k, ly - 70 * k, 80 * k, 40 * k) +
        poly([
          [lx - 50 * k, ly - 70 * k],
          [lx, ly - 96 * k],
          [lx + 50 * k, ly - 70 * k],
        ]),
      c.tone("#f7f2ea"),
    );
    o +=
      t`<path d="M${lx - 34 * k} ${ly - 30 * k}V${ly + 30 * k}M${lx + 34 * k} ${ly - 30 * k}V${ly + 30 * k}M${lx - 34 * k} ${ly}L${lx + 34 * k} ${ly - 26 * k}" stroke="${p.deep}" stroke-width="${4 * k}"/>` +
      path(rect(lx - 30 * k, ly - 62 * k, 60 * k, 14 * k), c.tone("#2f6f73"));
    for (const [fx, fy, col] of [
      [0.6, 0.9, "#c97b84"],
      [0.7, 0.95, "#d8b46a"],
      [0.8, 0.88, "#7c5cbf"],
    ] as const) {
      const px = w * fx;
      const py = h * fy;
      o +=
        t`<path d="M${px} ${py}V${py - 70 * k}" stroke="${p.deep}" stroke-width="${3 * k}"/>` +
        path(
          t`M${px - 50 * k} ${py - 60 * k}Q${px} ${py - 100 * k} ${px + 50 * k} ${py - 60 * k}Z`,
          c.tone(col),
        );
    }
    o +=
      palm(c, w * 0.62, h - 30 * k, 300 * k, 30 * k, p.deep) +
      palm(c, w * 0.9, h, 420 * k, -50 * k, p.deep) +
      palm(c, w * 0.8, h - 40 * k, 260 * k, -10 * k, p.near);
    return o;
  },
};
