// Scenes from the Middle East, Asia, Oceania and Africa: Tel Aviv, Taipei, Bangkok, Sydney, Auckland.
import { Ctx, C, mix, path, poly, t } from "./core";
import { Scene, group } from "./compose";
import { profile, ridge, sea, waves } from "./land";
import { fog } from "./sky";
import { circ, palm, rect, sailboat, skyline, steeple, windows, winKeep } from "./parts";

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

export const taipei: Scene = {
  hz: 0.74,
  times: ["night", "dawn", "sunset"],
  sky: { sunX: 0.24, sunY: 0.45 },
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
    const ox = w * 0.7;
    const ob = hz + 10 * k;
    city += path(
      poly([
        [ox - 60 * k, ob + 16 * k],
        [ox - 40 * k, ob - 8 * k],
        [ox + 330 * k, ob - 8 * k],
        [ox + 350 * k, ob + 16 * k],
      ]),
      p.deep,
    );
    city += path(
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
    city += path(
      shells,
      sail,
      t`stroke="${mix(sail, p.mid, 0.45)}" stroke-width="${2.5 * k}" stroke-linejoin="round"`,
    );
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
