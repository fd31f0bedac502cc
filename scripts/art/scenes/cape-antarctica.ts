// Scenes: Cape Town (Table Mountain) and the Antarctic Peninsula (icebergs, penguins, ship).
import { group, Scene } from "../compose";
import { C, Ctx, mix, path, poly, t } from "../core";
import { mountains, profile, sea, waves } from "../land";
import { houses, skyline } from "../parts";
import { circ, rect } from "../shapes";

export function tableMountain(c: Ctx, col: string, cloth: boolean): string {
  const { w, hz, k } = c;
  const top = hz - 250 * k;
  let o = path(
    t`M-20 ${hz}L-20 ${hz - 140 * k}L${w * 0.12} ${hz - 240 * k}L${w * 0.17} ${hz - 290 * k}L${w * 0.2} ${hz - 246 * k}L${w * 0.27} ${top}L${w * 0.64} ${top - 4 * k}L${w * 0.68} ${hz - 150 * k}L${w * 0.76} ${hz - 120 * k}L${w * 0.82} ${hz - 226 * k}Q${w * 0.84} ${hz - 246 * k} ${w * 0.86} ${hz - 222 * k}L${w * 0.9} ${hz - 110 * k}Q${w * 0.96} ${hz - 120 * k} ${w + 20} ${hz - 80 * k}V${hz}Z`,
    col,
  );

  if (cloth) {
    c.defs.push(
      t`<filter id="${c.id("tc")}" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="${7 * k}"/></filter>`,
    );
    let d = t`M${w * 0.25} ${top + 6 * k}Q${w * 0.3} ${top - 26 * k} ${w * 0.4} ${top - 14 * k}Q${w * 0.5} ${top - 30 * k} ${w * 0.6} ${top - 14 * k}Q${w * 0.66} ${top - 18 * k} ${w * 0.67} ${top + 20 * k}`;
    for (let x = w * 0.67; x > w * 0.27; x -= 64 * k)
      d += t`Q${x - 32 * k} ${top + c.r.range(34, 48) * k} ${x - 64 * k} ${top + 22 * k}`;
    o += path(d + "Z", C.cream, t`opacity=".85" filter="${c.url("tc")}"`);
  }
  return o;
}

export const capeTown: Scene = {
  hz: 0.66,
  times: ["noon", "sunset", "dawn"],
  sky: { sunX: 0.8, sunY: 0.35 },
  draw(c) {
    const { w, h, hz, k, p } = c;
    let o = tableMountain(c, mix(p.far, p.mid, 0.7), c.time !== "night");
    let city = skyline(c, {
      x0: w * 0.1,
      x1: w * 0.7,
      base: hz + 30 * k,
      hMin: 20 * k,
      hMax: 110 * k,
      col: p.mid,
      wMin: 26,
      wMax: 50,
    });
    city += houses(c, {
      x0: w * 0.68,
      x1: w * 0.98,
      base: hz + 30 * k,
      hMin: 22 * k,
      hMax: 34 * k,
      wMin: 24,
      wMax: 34,
      cols: ["#e9c98f", "#c97b84", "#5fa6a4", "#b9a3e3", "#f1d6d9", "#7fb48f"],
      roof: "#4a3458",
      pitch: 0.05,
    });
    o += group(c, "city", city);
    o += sea(c, hz + 30 * k, { ref: "city" });
    // a sailing yacht heading out of Table Bay
    const yx = w * 0.38;
    const yy = h - 100 * k;
    const ys = 0.7;
    o +=
      t`<g transform="translate(${yx} ${yy}) scale(${ys * k})">` +
      path(t`M-110 -18H120L96 0H-90Z`, c.tone(C.cream)) +
      path(t`M0 -24V-300L110 -24ZM-8 -270L-100 -24H-8Z`, c.tone(p.white), 'opacity=".95"') +
      "</g>";
    o += waves(c, hz + 60 * k, h, 24, p.glint);
    return o;
  },
};

/** Tabular or pinnacle iceberg sitting on the waterline y. */
export function iceberg(c: Ctx, x: number, y: number, s: number, kind: "table" | "peak"): string {
  const lit = c.time === "night" ? mix(C.cream, c.p.mid, 0.45) : c.tone("#fbf7f4");
  const shade = c.time === "night" ? c.p.far : c.tone("#c9bce6");
  const under = mix(c.p.sea[0], "#8fd0c8", 0.35);
  let top: string;
  let side: string;
  if (kind === "table") {
    top = poly([
      [x - 120 * s, y],
      [x - 114 * s, y - 70 * s],
      [x - 60 * s, y - 78 * s],
      [x + 90 * s, y - 74 * s],
      [x + 124 * s, y - 60 * s],
      [x + 130 * s, y],
    ]);
    side = poly([
      [x + 40 * s, y],
      [x + 46 * s, y - 64 * s],
      [x + 90 * s, y - 74 * s],
      [x + 124 * s, y - 60 * s],
      [x + 130 * s, y],
    ]);
  } else {
    top = poly([
      [x - 90 * s, y],
      [x - 60 * s, y - 60 * s],
      [x - 30 * s, y - 70 * s],
      [x - 6 * s, y - 150 * s],
      [x + 20 * s, y - 96 * s],
      [x + 44 * s, y - 110 * s],
      [x + 80 * s, y - 30 * s],
      [x + 100 * s, y],
    ]);
    side = poly([
      [x - 6 * s, y - 150 * s],
      [x + 8 * s, y - 60 * s],
      [x + 30 * s, y],
      [x + 100 * s, y],
      [x + 80 * s, y - 30 * s],
      [x + 44 * s, y - 110 * s],
      [x + 20 * s, y - 96 * s],
    ]);
  }
  const below = t`M${x - 110 * s} ${y}L${x - 60 * s} ${y + 30 * s}H${x + 60 * s}L${x + 120 * s} ${y}Z`;
  return path(below, under, 'opacity=".5"') + path(top, lit) + path(side, shade, 'opacity=".8"');
}

export function penguin(x: number, y: number, s: number, dark: string, light: string): string {
  const body =
    t`M${x} ${y - 34 * s}C${x + 10 * s} ${y - 34 * s} ${x + 12 * s} ${y - 10 * s} ${x + 8 * s} ${y}H${x - 8 * s}C${x - 12 * s} ${y - 10 * s} ${x - 10 * s} ${y - 34 * s} ${x} ${y - 34 * s}Z` +
    circ(x, y - 36 * s, 6 * s);
  const belly = t`M${x + 1 * s} ${y - 26 * s}C${x + 8 * s} ${y - 22 * s} ${x + 8 * s} ${y - 6 * s} ${x + 5 * s} ${y}H${x - 3 * s}C${x - 4 * s} ${y - 10 * s} ${x - 3 * s} ${y - 22 * s} ${x + 1 * s} ${y - 26 * s}Z`;
  return (
    path(body, dark) +
    path(belly, light) +
    path(
      poly([
        [x + 5 * s, y - 38 * s],
        [x + 12 * s, y - 35 * s],
        [x + 5 * s, y - 34 * s],
      ]),
      C.gold,
    )
  );
}

export function ship(c: Ctx, x: number, y: number, s: number): string {
  const hull = t`M${x - 120 * s} ${y - 26 * s}H${x + 110 * s}L${x + 140 * s} ${y - 40 * s}L${x + 116 * s} ${y}H${x - 110 * s}Z`;
  const sup =
    rect(x - 90 * s, y - 44 * s, 150 * s, 18 * s) +
    rect(x - 70 * s, y - 58 * s, 110 * s, 14 * s) +
    rect(x - 40 * s, y - 72 * s, 60 * s, 14 * s) +
    rect(x - 20 * s, y - 92 * s, 16 * s, 20 * s);
  let wins = "";
  for (let i = 0; i < 12; i++) wins += rect(x - 84 * s + i * 12 * s, y - 39 * s, 6 * s, 5 * s);
  return (
    path(hull, c.tone("#2a1838")) +
    path(sup, c.tone("#f7f2ea")) +
    path(wins, c.time === "night" ? c.p.win : c.p.deep, 'opacity=".7"') +
    path(rect(x - 120 * s, y - 12 * s, 236 * s, 3 * s), c.tone("#c97b84"))
  );
}

export const antarctica: Scene = {
  hz: 0.6,
  times: ["dawn", "sunset", "noon"],
  sky: { sunX: 0.7, sunY: 0.82 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    const snow = c.time === "night" ? mix(C.cream, p.far, 0.6) : c.tone("#f4eef4");
    let o = mountains(c, {
      y: hz,
      amp: 200 * k,
      col: mix(p.far, snow, 0.35),
      n: 8,
      snow,
      bottom: hz + 2,
    });
    o += mountains(c, {
      y: hz,
      amp: 90 * k,
      col: mix(p.mid, snow, 0.3),
      n: 10,
      x0: w * 0.4,
      bottom: hz + 2,
    });
    o += sea(c, hz, { cols: [mix(p.sea[0], C.teal, 0.3), mix(p.sea[1], C.midnight, 0.2)] });
    o +=
      iceberg(c, w * 0.2, hz + 40 * k, 1.1 * k, "table") +
      iceberg(c, w * 0.86, hz + 70 * k, 1.3 * k, "peak");
    o += ship(c, w * 0.56, hz + 50 * k, 0.9 * k);
    o += waves(c, hz + 70 * k, h, 30, p.glint);
    // ice floe with penguins
    const fy = h - 70 * k;
    o += path(
      t`M-20 ${h}V${fy}L${w * 0.1} ${fy - 12 * k}L${w * 0.34} ${fy - 6 * k}L${w * 0.42} ${fy + 30 * k}L${w * 0.46} ${h}Z`,
      snow,
    );
    o += path(
      t`M-20 ${fy + 4 * k}L${w * 0.1} ${fy - 8 * k}L${w * 0.34} ${fy - 2 * k}L${w * 0.42} ${fy + 34 * k}L${w * 0.44} ${h}H-20Z`,
      p.far,
      'opacity=".25"',
    );
    const dark = c.tone("#1e1530");
    for (let i = 0; i < 7; i++)
      o += penguin(
        w * (0.05 + i * 0.045) + r.range(-8, 8),
        fy + r.range(-4, 10) * k,
        r.range(1.2, 1.7) * k,
        dark,
        snow,
      );
    o += profile(
      c,
      [
        [w * 0.6, h + 10],
        [w * 0.7, h - 30 * k],
        [w * 0.9, h - 40 * k],
        [w + 20, h - 20 * k],
      ],
      snow,
    );
    return o;
  },
};
