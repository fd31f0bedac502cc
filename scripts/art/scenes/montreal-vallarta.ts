// Scenes: Montreal (Mount Royal, Olympic tower) and Puerto Vallarta (Los Arcos, bay, palms).
import { group, Scene } from "../compose";
import { mix, path, poly, t } from "../core";
import { palm, tree } from "../flora";
import { profile, reflect, ridge, sea, waves } from "../land";
import { houses, skyline } from "../parts";
import { circ, rect } from "../shapes";

export const montreal: Scene = {
  hz: 0.68,
  times: ["sunset", "dawn", "night"],
  sky: { sunX: 0.78, sunY: 0.62 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    let city = profile(
      c,
      [
        [-20, hz],
        [w * 0.05, hz - 140 * k],
        [w * 0.2, hz - 200 * k],
        [w * 0.36, hz - 150 * k],
        [w * 0.48, hz - 60 * k],
        [w * 0.55, hz],
      ],
      p.far,
      hz,
    );
    city += t`<path d="M${w * 0.2} ${hz - 190 * k}v${-70 * k}M${w * 0.2 - 18 * k} ${hz - 240 * k}h${36 * k}" stroke="${c.time === "night" ? p.win : p.mid}" stroke-width="${5 * k}"/>`;
    let trees = "";
    for (let i = 0; i < 26; i++) {
      const x = w * r.range(0, 0.5);
      trees += tree(
        c,
        x,
        hz - r.range(0, 110) * k * (1 - Math.abs(x / w - 0.22) * 2.5),
        r.range(14, 24) * k,
      );
    }
    city += path(trees, c.tone("#c9884f"), 'opacity=".55"');
    city += skyline(c, {
      x0: w * 0.28,
      x1: w * 0.7,
      base: hz,
      hMin: 60 * k,
      hMax: 210 * k,
      col: p.mid,
      wMin: 28,
      wMax: 56,
    });
    // Olympic Stadium and its leaning tower
    const sx = w * 0.82;
    let st = t`M${sx - 150 * k} ${hz}Q${sx - 140 * k} ${hz - 60 * k} ${sx} ${hz - 66 * k}Q${sx + 140 * k} ${hz - 60 * k} ${sx + 150 * k} ${hz}Z`;
    st += t`M${sx - 150 * k} ${hz}C${sx - 140 * k} ${hz - 60 * k} ${sx - 120 * k} ${hz - 100 * k} ${sx - 90 * k} ${hz - 150 * k}L${sx - 4 * k} ${hz - 290 * k}L${sx + 22 * k} ${hz - 276 * k}L${sx - 50 * k} ${hz - 140 * k}C${sx - 70 * k} ${hz - 100 * k} ${sx - 90 * k} ${hz - 50 * k} ${sx - 96 * k} ${hz}Z`;
    st += poly([
      [sx - 12 * k, hz - 278 * k],
      [sx + 30 * k, hz - 256 * k],
      [sx + 51 * k, hz - 290 * k],
      [sx + 9 * k, hz - 312 * k],
    ]);
    city += path(st, p.near);
    let ribs = "";
    for (let i = -6; i <= 6; i++)
      ribs += t`M${sx + i * 22 * k} ${hz}L${sx + i * 11 * k} ${hz - 62 * k}`;
    city += t`<path d="${ribs}" stroke="${p.lit}" stroke-width="${1.4 * k}" opacity=".3"/>`;
    let o = group(c, "city", city);
    o += sea(c, hz, { ref: "city" });
    // autumn maples on the near shore
    for (const [x0, x1] of [
      [-0.05, 0.26],
      [0.78, 1.05],
    ] as const) {
      o += ridge(c, { y: h - 40 * k, amp: 30 * k, col: p.deep, x0: w * x0, x1: w * x1, n: 3 });
      for (const col of ["#b8574f", "#d98a4f", "#d8b46a"]) {
        let d = "";
        for (let i = 0; i < 6; i++)
          d += tree(c, w * r.range(x0, x1), h - r.range(40, 110) * k, r.range(24, 44) * k);
        o += path(d, c.tone(col), 'opacity=".88"');
      }
    }
    return o;
  },
};

export const puertoVallarta: Scene = {
  hz: 0.58,
  times: ["sunset", "noon", "dawn"],
  sky: { sunX: 0.42, sunY: 0.72 },
  draw(c) {
    const { w, h, hz, k, p } = c;
    let o = ridge(c, { y: hz, amp: 70 * k, col: p.far, n: 8 });
    o += sea(c, hz);
    o += profile(
      c,
      [
        [w * 0.55, hz + 30 * k],
        [w * 0.7, hz - 90 * k],
        [w * 0.86, hz - 150 * k],
        [w + 20, hz - 170 * k],
      ],
      mix(p.green, p.mid, 0.5),
      hz + 60 * k,
    );
    o += houses(c, {
      x0: w * 0.66,
      x1: w,
      base: hz + 60 * k,
      hMin: 18 * k,
      hMax: 30 * k,
      wMin: 20,
      wMax: 34,
      cols: ["#f7f2ea", "#f1d6d9", "#e9c98f"],
      roof: "#b8695a",
    });
    // Our Lady of Guadalupe with its crown
    const gx = w * 0.8;
    const gb = hz + 40 * k;
    const crown =
      rect(gx - 11 * k, gb - 90 * k, 22 * k, 90 * k) +
      rect(gx - 14 * k, gb - 118 * k, 28 * k, 30 * k) +
      t`M${gx - 18 * k} ${gb - 118 * k}Q${gx - 20 * k} ${gb - 150 * k} ${gx} ${gb - 160 * k}Q${gx + 20 * k} ${gb - 150 * k} ${gx + 18 * k} ${gb - 118 * k}Z` +
      circ(gx, gb - 166 * k, 5 * k);
    o += path(crown, c.tone("#f1e6da"));
    // Los Arcos rocks, one pierced by an arch
    const ax = w * 0.3;
    const ab = hz + 70 * k;
    const rk = (pts: [number, number][]): string => {
      const all: [number, number][] = [[pts[0]![0], 0], ...pts, [pts[pts.length - 1]![0], 0]];
      return poly(all.map(([px, py]) => [ax + px * k, ab - py * k] as [number, number]));
    };
    const arch =
      rk([
        [-100, 20],
        [-92, 80],
        [-70, 118],
        [-40, 150],
        [-14, 142],
        [10, 160],
        [40, 126],
        [70, 96],
        [88, 40],
        [96, 0],
      ]) +
      t`M${ax - 30 * k} ${ab}V${ab - 30 * k}Q${ax - 12 * k} ${ab - 78 * k} ${ax + 8 * k} ${ab - 30 * k}V${ab}Z`;
    const rocks =
      rk([
        [110, 10],
        [126, 70],
        [150, 100],
        [172, 92],
        [194, 60],
        [210, 0],
      ]) +
      rk([
        [-190, 0],
        [-176, 40],
        [-156, 66],
        [-132, 58],
        [-118, 24],
      ]);
    o += group(
      c,
      "arcos",
      t`<path d="${arch}" fill="${p.near}" fill-rule="evenodd"/>` + path(rocks, p.mid),
    );
    o += reflect(c, "arcos", ab, 0.25);
    let birds = "";
    for (const [bx, by] of [
      [0.18, 0.3],
      [0.22, 0.26],
      [0.26, 0.33],
      [0.62, 0.2],
    ] as const)
      birds += t`M${w * bx} ${hz * by}q${8 * k} ${-8 * k} ${14 * k} 0q${6 * k} ${-8 * k} ${14 * k} 0`;
    o += t`<path d="${birds}" stroke="${p.deep}" stroke-width="${2 * k}" fill="none"/>`;
    o += waves(c, hz + 90 * k, h - 80 * k, 30, p.glint);
    o += ridge(c, { y: h - 40 * k, amp: 40 * k, col: c.tone("#e4c9a0"), n: 3 });
    o +=
      palm(c, w * 0.08, h, 560 * k, 90 * k, p.deep) +
      palm(c, w * 0.95, h, 480 * k, -70 * k, p.deep) +
      palm(c, w * 0.88, h, 360 * k, -30 * k, p.near);
    return o;
  },
};
