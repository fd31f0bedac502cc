// Scenes: Taipei (Taipei 101, misty mountains) and Bangkok (Wat Arun over the Chao Phraya).
import { group, Scene } from "../compose";
import { C, mix, path, poly, t } from "../core";
import { palm } from "../flora";
import { ridge, sea } from "../land";
import { skyline } from "../parts";
import { circ, rect } from "../shapes";
import { fog } from "../sky";

export const taipei: Scene = {
  hz: 0.74,
  times: ["dawn", "night", "sunset"],
  sky: { sunX: 0.46, sunY: 0.4 },
  draw(c) {
    const { w, hz, k, p } = c;
    let o = ridge(c, {
      y: hz - 120 * k,
      amp: 120 * k,
      col: mix(p.far, p.sky[2] as string, 0.4),
      n: 6,
    });
    o += fog(c, hz - 140 * k, 20 * k, 4, 0.35);
    o += ridge(c, { y: hz - 50 * k, amp: 110 * k, col: p.far, n: 7 });
    o += fog(c, hz - 60 * k, 20 * k, 4, 0.3);
    let city = skyline(c, {
      x0: -10,
      x1: w,
      base: hz,
      hMin: 30 * k,
      hMax: 120 * k,
      col: p.mid,
      wMin: 30,
      wMax: 60,
    });
    // Taipei 101
    const tx = w * 0.58;
    let tw =
      rect(tx - 70 * k, hz - 40 * k, 140 * k, 40 * k) +
      poly([
        [tx - 36 * k, hz - 40 * k],
        [tx - 30 * k, hz - 150 * k],
        [tx + 30 * k, hz - 150 * k],
        [tx + 36 * k, hz - 40 * k],
      ]);
    for (let i = 0; i < 8; i++) {
      const y = hz - 150 * k - i * 38 * k;
      tw += poly([
        [tx - 26 * k, y],
        [tx - 34 * k, y - 38 * k],
        [tx + 34 * k, y - 38 * k],
        [tx + 26 * k, y],
      ]);
    }
    const top = hz - 454 * k;
    tw +=
      poly([
        [tx - 20 * k, top],
        [tx - 24 * k, top - 28 * k],
        [tx + 24 * k, top - 28 * k],
        [tx + 20 * k, top],
      ]) +
      rect(tx - 12 * k, top - 52 * k, 24 * k, 24 * k) +
      rect(tx - 6 * k, top - 68 * k, 12 * k, 16 * k) +
      poly([
        [tx - 3 * k, top - 68 * k],
        [tx, top - 150 * k],
        [tx + 3 * k, top - 68 * k],
      ]);
    city += path(tw, p.near);
    let seams = "";
    for (let i = 0; i < 8; i++) seams += t`M${tx - 33 * k} ${hz - 186 * k - i * 38 * k}h${66 * k}`;
    city += t`<path d="${seams}M${tx} ${hz - 150 * k}V${top}" stroke="${c.time === "night" ? p.win : p.lit}" stroke-width="${2 * k}" opacity=".55"/>`;
    city += path(circ(tx, hz - 120 * k, 10 * k), C.gold, 'opacity=".8"');
    let o2 = group(c, "city", city);
    o2 += sea(c, hz, { ref: "city" });
    return o + o2;
  },
};

function prang(x: number, b: number, w: number, h: number): string {
  const left: [number, number][] = [];
  const n = 9;
  for (let i = 0; i < n; i++) {
    const f0 = i / n;
    const f1 = (i + 0.82) / n;
    const hw = (f: number) => (w / 2) * (1 - Math.pow(f, 1.3) * 0.86);
    left.push(
      [x - hw(f0) * 1.06, b - f0 * h],
      [x - hw(f0) * 1.06, b - f0 * h - h * 0.02],
      [x - hw(f1), b - f1 * h],
    );
  }
  const right = left.map(([px, py]) => [2 * x - px, py] as [number, number]).reverse();
  let d = poly([...left, [x - w * 0.05, b - h], [x, b - h * 1.3], [x + w * 0.05, b - h], ...right]);
  d +=
    rect(x - w * 0.62, b, w * 1.24, h * 0.06) + rect(x - w * 0.75, b + h * 0.06, w * 1.5, h * 0.08);
  return d;
}

export const bangkok: Scene = {
  hz: 0.66,
  times: ["sunset", "dawn", "night"],
  sky: { sunX: 0.3, sunY: 0.7 },
  draw(c) {
    const { w, h, hz, k, p } = c;
    let city = skyline(c, {
      x0: -10,
      x1: w * 0.36,
      base: hz,
      hMin: 60 * k,
      hMax: 190 * k,
      col: p.far,
      win: false,
    });
    city += ridge(c, { y: hz, amp: 20 * k, col: p.mid, n: 10 });
    const wx = w * 0.6;
    const b = hz - 40 * k;
    let wat =
      prang(wx - 220 * k, b + 20 * k, 46 * k, 130 * k) +
      prang(wx + 220 * k, b + 20 * k, 46 * k, 130 * k) +
      prang(wx - 130 * k, b + 8 * k, 60 * k, 170 * k) +
      prang(wx + 130 * k, b + 8 * k, 60 * k, 170 * k);
    wat +=
      prang(wx, b - 10 * k, 120 * k, 300 * k) + rect(wx - 260 * k, b + 24 * k, 520 * k, 16 * k);
    city += path(wat, p.near);
    let rings = "";
    for (let i = 1; i < 9; i++) {
      const f = i / 9;
      const y = b - 10 * k - f * 300 * k;
      const hw = 60 * k * (1 - Math.pow(f, 1.3) * 0.86);
      rings += t`M${wx - hw} ${y}h${hw * 2}`;
    }
    city += t`<path d="${rings}" stroke="${c.time === "night" ? C.gold : p.lit}" stroke-width="${2.5 * k}" opacity="${c.time === "night" ? 0.8 : 0.4}"/>`;
    let o = group(c, "city", city);
    o += sea(c, hz, { ref: "city" });
    // long-tail boat
    const bx = w * 0.3;
    const by = h - 120 * k;
    o += path(
      t`M${bx - 150 * k} ${by - 24 * k}Q${bx} ${by + 12 * k} ${bx + 140 * k} ${by - 14 * k}L${bx + 150 * k} ${by - 30 * k}Q${bx} ${by - 4 * k} ${bx - 150 * k} ${by - 24 * k}Z`,
      p.deep,
    );
    o +=
      path(
        t`M${bx - 80 * k} ${by - 14 * k}V${by - 50 * k}H${bx + 60 * k}V${by - 12 * k}`,
        "none",
        t`stroke="${p.deep}" stroke-width="${3 * k}"`,
      ) + path(rect(bx - 90 * k, by - 56 * k, 160 * k, 8 * k), c.tone("#c97b84"));
    o += t`<path d="M${bx - 150 * k} ${by - 26 * k}L${bx - 230 * k} ${by + 10 * k}" stroke="${p.deep}" stroke-width="${3 * k}"/>`;
    o +=
      palm(c, w * 0.94, h, 420 * k, -40 * k, p.deep) +
      palm(c, w * 0.86, h, 300 * k, 10 * k, p.deep);
    return o;
  },
};
