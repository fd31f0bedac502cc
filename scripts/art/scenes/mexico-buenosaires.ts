// Scenes: Mexico City (Angel of Independence, volcano) and Buenos Aires (Obelisco, jacarandas).
import { Scene } from "../compose";
import { C, Ctx, mix, path, poly, t } from "../core";
import { tree } from "../flora";
import { skyline, windows } from "../parts";
import { circ, rect } from "../shapes";

const JACARANDA = ["#9d7fd6", "#b9a3e3", "#8a6cc9", "#c7b3ec"];

function angel(c: Ctx, x: number, base: number, s: number): string {
  const st = c.time === "night" ? mix(c.p.mid, C.cream, 0.25) : c.tone("#e8dccb");
  let ped =
    rect(-110, -30, 220, 30) +
    rect(-80, -60, 160, 30) +
    rect(-46, -130, 92, 70) +
    rect(-56, -140, 112, 10);
  for (const dx of [-94, 80]) ped += rect(dx, -80, 14, 50) + circ(dx + 7, -84, 6);
  ped +=
    poly([
      [-15, -140],
      [-12, -480],
      [12, -480],
      [15, -140],
    ]) +
    rect(-20, -496, 40, 16) +
    rect(-10, -510, 20, 14);
  let o = path(ped, st);
  o += t`<path d="M-6 -150V-470M0 -150V-470M6 -150V-470" stroke="${c.p.deep}" stroke-width="1.5" opacity=".25"/>`;
  const gold = C.gold;
  const fig =
    t`M-4 -510L-8 -548Q0 -566 8 -548L4 -510Z` +
    circ(0, -572, 6) +
    t`M-4 -552C-30 -560 -52 -590 -56 -620C-40 -600 -20 -586 -2 -560ZM4 -552C30 -560 52 -590 56 -620C40 -600 20 -586 2 -560Z` +
    t`M6 -560L30 -596L34 -592L10 -556Z` +
    circ(33, -600, 7);
  o += path(fig, gold);
  return t`<g transform="translate(${x} ${base}) scale(${s})">${o}</g>`;
}

export const mexicoCity: Scene = {
  hz: 0.72,
  times: ["sunset", "noon", "night"],
  sky: { sunX: 0.76, sunY: 0.7 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    const snow = mix(p.white, p.far, 0.2);
    let o = path(
      t`M${w * 0.02} ${hz}C${w * 0.12} ${hz - 90 * k} ${w * 0.2} ${hz - 130 * k} ${w * 0.3} ${hz - 140 * k}C${w * 0.36} ${hz - 150 * k} ${w * 0.4} ${hz - 120 * k} ${w * 0.5} ${hz - 60 * k}L${w * 0.52} ${hz}Z`,
      p.far,
    );
    o += path(t`M${w * 0.45} ${hz}L${w * 0.7} ${hz - 300 * k}H${w * 0.74}L${w + 40} ${hz}Z`, p.far);
    o += path(
      t`M${w * 0.7} ${hz - 300 * k}H${w * 0.74}L${w * 0.79} ${hz - 236 * k}L${w * 0.765} ${hz - 246 * k}L${w * 0.75} ${hz - 226 * k}L${w * 0.735} ${hz - 250 * k}L${w * 0.71} ${hz - 232 * k}L${w * 0.69} ${hz - 250 * k}L${w * 0.66} ${hz - 238 * k}Z`,
      snow,
    );
    o += path(
      t`M${w * 0.24} ${hz - 128 * k}C${w * 0.28} ${hz - 142 * k} ${w * 0.34} ${hz - 146 * k} ${w * 0.38} ${hz - 126 * k}L${w * 0.34} ${hz - 118 * k}L${w * 0.3} ${hz - 124 * k}L${w * 0.27} ${hz - 114 * k}Z`,
      snow,
    );

    o += skyline(c, {
      x0: -10,
      x1: w,
      base: hz,
      hMin: 24 * k,
      hMax: 90 * k,
      col: p.mid,
      wMin: 30,
      wMax: 70,
    });
    o += path(
      rect(w * 0.14, hz - 250 * k, 34 * k, 250 * k) +
        rect(w * 0.14 + 15 * k, hz - 310 * k, 4 * k, 60 * k),
      p.near,
    );
    o += path(rect(0, hz, w, h - hz), p.deep);
    let lane = "";
    for (let i = 0; i < 9; i++)
      lane += t`M${w * 0.5 + (i - 4) * 40 * k} ${hz + 10 * k}L${w * 0.5 + (i - 4) * 190 * k} ${h}`;
    o += t`<path d="${lane}" stroke="${p.lit}" stroke-width="${1.5 * k}" opacity=".18"/>`;
    let trees = "";
    for (let i = 0; i < 22; i++) {
      const x = r() * w;
      if (Math.abs(x - w * 0.5) < 140 * k) continue;
      trees += tree(c, x, hz + r.range(10, 40) * k, r.range(26, 44) * k);
    }
    o += path(trees, c.tone(r.pick(JACARANDA)), 'opacity=".9"');
    o += angel(c, w * 0.5, hz + 60 * k, k * 0.86);
    return o;
  },
};

export const buenosAires: Scene = {
  hz: 0.72,
  times: ["dawn", "sunset", "night"],
  sky: { sunX: 0.3, sunY: 0.75 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    let o = skyline(c, {
      x0: -10,
      x1: w,
      base: hz,
      hMin: 60 * k,
      hMax: 160 * k,
      col: p.far,
      win: false,
    });
    let blocks = "";
    let x = -10;
    while (x < w) {
      const bw = r.range(60, 110) * k;
      const bh = r.range(70, 120) * k;
      blocks += rect(x, hz - bh, bw, bh);
      if (r() < 0.5)
        blocks +=
          t`M${x + bw - 34 * k} ${hz - bh}Q${x + bw - 17 * k} ${hz - bh - 40 * k} ${x + bw} ${hz - bh}Z` +
          rect(x + bw - 18 * k, hz - bh - 46 * k, 2 * k, 14 * k);
      else
        blocks += poly([
          [x, hz - bh],
          [x + 8 * k, hz - bh - 18 * k],
          [x + bw - 8 * k, hz - bh - 18 * k],
          [x + bw, hz - bh],
        ]);
      x += bw;
    }
    o += path(blocks, p.mid);
    o += path(
      windows(
        c,
        0,
        hz - 100 * k,
        60,
        5,
        6 * k,
        10 * k,
        20 * k,
        20 * k,
        c.time === "night" ? 0.35 : 0.6,
      ),
      p.win,
      'opacity=".35"',
    );
    // avenue
    o += path(rect(0, hz, w, h - hz), p.deep);
    o += path(
      poly([
        [w * 0.47, hz],
        [w * 0.53, hz],
        [w * 1.1, h],
        [-w * 0.1, h],
      ]),
      mix(p.deep, p.mid, 0.35),
    );
    let dash = "";
    for (let i = 0; i < 10; i++) {
      const f = Math.pow(i / 10, 1.6);
      for (const side of [-1, 1])
        dash += t`M${w * 0.5 + side * f * w * 0.3} ${hz + f * (h - hz)}l${side * (4 + f * 20) * k} ${(6 + f * 30) * k}`;
    }
    o += t`<path d="${dash}" stroke="${C.gold}" stroke-width="${2.5 * k}" opacity=".7"/>`;
    // Obelisco
    const ox = w * 0.5;
    const white = c.time === "night" ? mix(C.cream, p.mid, 0.45) : c.tone("#f7f2ea");
    o += path(
      poly([
        [ox - 22 * k, hz + 4 * k],
        [ox - 14 * k, hz - 420 * k],
        [ox, hz - 456 * k],
        [ox + 14 * k, hz - 420 * k],
        [ox + 22 * k, hz + 4 * k],
      ]),
      white,
    );
    o += path(
      poly([
        [ox + 2 * k, hz + 4 * k],
        [ox + 1 * k, hz - 430 * k],
        [ox + 14 * k, hz - 420 * k],
        [ox + 22 * k, hz + 4 * k],
      ]),
      p.mid,
      'opacity=".25"',
    );
    o += path(rect(ox - 4 * k, hz - 404 * k, 8 * k, 12 * k), p.deep, 'opacity=".6"');
    // jacarandas framing the avenue
    let petals = "";
    for (const [fx, R] of [
      [0.06, 150],
      [0.24, 90],
      [0.78, 100],
      [0.96, 160],
    ] as const) {
      const tx = w * fx;
      const ty = h - (R * 2.1 + 40) * k;
      o += t`<path d="M${tx - 8 * k} ${h}Q${tx} ${ty + 80 * k} ${tx + (fx < 0.5 ? 30 : -30) * k} ${ty + 20 * k}L${tx + (fx < 0.5 ? 36 : -24) * k} ${ty + 24 * k}Q${tx + 10 * k} ${ty + 90 * k} ${tx + 10 * k} ${h}Z" fill="${p.deep}"/>`;
      for (let i = 0; i < 3; i++) {
        let d = "";
        for (let j = 0; j < 9; j++)
          d += circ(
            tx + r.range(-1.1, 1.1) * R * k,
            ty + r.range(-0.6, 0.5) * R * k,
            r.range(0.25, 0.45) * R * k,
          );
        o += path(d, c.tone(JACARANDA[i] as string), `opacity="${0.85 - i * 0.1}"`);
      }
    }
    for (let i = 0; i < 90; i++) petals += t`M${r() * w} ${hz + Math.pow(r(), 0.6) * (h - hz)}h0`;
    o += t`<path d="${petals}" stroke="${c.tone("#b9a3e3")}" stroke-width="${4 * k}" stroke-linecap="round" opacity=".7"/>`;
    return o;
  },
};
