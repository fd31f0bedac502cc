// Side-view topical posters: sunset tables, solo terrace, ski week, whale tail, rail, kite beach, village pride, globe.
import { C, doc, finish, makeCtx, mix, path, poly, PRIDE, t, Time } from "./core";
import { cypress, steeple } from "./flora";
import { mountains, ridge, sea, waves } from "./land";
import { bunting, confetti, train } from "./motifs";
import { houses } from "./parts";
import { bottle, candle, globe, kite, table, vgradBg, whaleTail, wineGlass } from "./poster-parts";
import { rect, rr } from "./shapes";
import { sky, stars } from "./sky";

export type PosterTopic =
  "honeymoon" | "group" | "solo" | "ski" | "whale" | "rail" | "kite" | "community" | "globe";

const TIMES: Record<PosterTopic, [Time, number]> = {
  honeymoon: ["sunset", 0.62],
  group: ["night", 0.62],
  solo: ["dawn", 0.6],
  ski: ["dawn", 0.7],
  whale: ["dawn", 0.5],
  rail: ["sunset", 0.62],
  kite: ["noon", 0.56],
  community: ["sunset", 0.72],
  globe: ["dawn", 0.8],
};

export function poster(seed: string, topic: PosterTopic): string {
  const [time, hzf] = TIMES[topic];
  const c = makeCtx(seed, 1200, 630, time);
  const { w, h, k, p, r } = c;
  c.hz = h * hzf;
  const hz = c.hz;
  let o = sky(
    c,
    topic === "globe"
      ? { clouds: 0, sunX: 0.5, sunY: 0.38 }
      : topic === "whale"
        ? { sunX: 0.3 }
        : {},
  );
  switch (topic) {
    case "honeymoon":
    case "group": {
      o += ridge(c, { y: hz, amp: 30 * k, col: p.far, x0: w * 0.55, n: 4 }) + sea(c, hz);
      const wine = topic === "group" ? "#c97b84" : "#b8475f";
      let items = "";
      if (topic === "honeymoon")
        items =
          wineGlass(w * 0.46, 0, 2.6 * k, 8, wine, C.cream) +
          wineGlass(w * 0.54, 0, 2.6 * k, -8, wine, C.cream) +
          candle(c, w * 0.28, 0, 1.8 * k) +
          bottle(w * 0.72, 0, 1.4 * k, p.deep);
      else
        for (let i = 0; i < 6; i++)
          items += wineGlass(
            w * (0.2 + i * 0.12),
            0,
            2.2 * k,
            r.range(-6, 6),
            i % 2 ? C.gold : wine,
            C.cream,
          );
      if (topic === "group")
        items +=
          bottle(w * 0.5, 0, 1.5 * k, p.deep) +
          bottle(w * 0.32, 0, 1.3 * k, "#4a2e55") +
          candle(c, w * 0.74, 0, 1.5 * k);
      o += table(c, (y) => t`<g transform="translate(0 ${y})">${items}</g>`, topic === "group");
      break;
    }
    case "solo": {
      o += ridge(c, { y: hz, amp: 40 * k, col: p.far, x0: -20, x1: w * 0.4, n: 4 }) + sea(c, hz);
      const fy = h - 90 * k;
      o += path(rect(0, fy, w, h - fy), p.deep);
      let tiles = "";
      for (let i = -10; i <= 10; i++)
        tiles += t`M${w / 2 + i * 60 * k} ${fy}L${w / 2 + i * 160 * k} ${h}`;
      o += t`<path d="${tiles}" stroke="${p.far}" stroke-width="${1.5 * k}" opacity=".25"/>`;
      const frame = mix(p.deep, C.gold, 0.35);
      let lounger = t`<path d="M-170 0V-44M90 0V-44M-196 -44H100L170 -150" stroke="${frame}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
      lounger += path("M-196 -58H94L160 -160L178 -150L108 -44H-196Z", c.tone("#f1d6d9"));
      lounger += t`<path d="M-150 -58V-44M-100 -58V-44M-50 -58V-44M0 -58V-44M50 -58V-44" stroke="${c.tone("#c97b84")}" stroke-width="3" opacity=".6"/>`;
      lounger += path(
        "M-112 -62a48 9 0 1 0 96 0a48 9 0 1 0 -96 0ZM-92 -64q28 -40 56 0Z",
        c.tone("#e9c98f"),
      );
      lounger +=
        path("M-90 -70h52v6h-52Z", c.tone(C.violet)) + path(rect(20, -70, 56, 12), c.tone(C.teal));
      lounger += t`<path d="M-290 0V-84M-320 0H-260M-322 -86H-258" stroke="${frame}" stroke-width="6" stroke-linecap="round"/>`;
      lounger += wineGlass(-290, -88, 1.1, 0, C.gold, C.cream);
      o += t`<g transform="translate(${w * 0.6} ${fy}) scale(${1.45 * k})">${lounger}</g>`;
      o += path(
        cypress(w * 0.9, fy - 60 * k, 50 * k, 260 * k) +
          rect(w * 0.9 - 30 * k, fy - 60 * k, 60 * k, 60 * k),
        p.near,
      );
      break;
    }
    case "ski": {
      const snow = c.tone("#f4eef6");
      o += mountains(c, { y: hz, amp: 260 * k, col: mix(p.far, snow, 0.2), n: 6, snow });
      o += mountains(c, {
        y: hz + 10 * k,
        amp: 120 * k,
        col: p.mid,
        n: 8,
        snow: mix(snow, p.mid, 0.3),
      });
      o += path(
        t`M-20 ${h}V${hz + 20 * k}Q${w * 0.4} ${hz - 30 * k} ${w + 20} ${hz + 60 * k}V${h}Z`,
        snow,
      );
      let pines = "";
      for (let i = 0; i < 12; i++) {
        const x = r() * w * 0.5;
        const y = hz + r.range(10, 40) * k;
        const s = r.range(30, 60) * k;
        pines += poly([
          [x, y - s],
          [x + s * 0.3, y],
          [x - s * 0.3, y],
        ]);
      }
      o += path(pines, p.near);
      o +=
        path(
          rect(w * 0.3, hz - 20 * k, 90 * k, 50 * k) +
            poly([
              [w * 0.3 - 10 * k, hz - 20 * k],
              [w * 0.3 + 45 * k, hz - 60 * k],
              [w * 0.3 + 100 * k, hz - 20 * k],
            ]),
          p.near,
        ) +
        path(
          rect(w * 0.3 + 16 * k, hz - 6 * k, 16 * k, 16 * k) +
            rect(w * 0.3 + 56 * k, hz - 6 * k, 16 * k, 16 * k),
          p.win,
        );
      const sx = w * 0.74;
      const sb = h - 40 * k;
      for (const [rot, col] of [
        [-10, "#c97b84"],
        [8, C.violet],
      ] as const)
        o += t`<g transform="translate(${sx} ${sb}) rotate(${rot})">${path(rr(-9, -360 * k, 18, 360 * k, 9), c.tone(col))}${path(rect(-11, -150 * k, 22, 30 * k), p.deep)}</g>`;
      o += t`<path d="M${sx + 80 * k} ${sb}L${sx + 110 * k} ${sb - 280 * k}M${sx + 110 * k} ${sb}L${sx + 90 * k} ${sb - 270 * k}" stroke="${p.deep}" stroke-width="${4 * k}"/>`;
      PRIDE.forEach(
        (col, i) =>
          (o += path(rect(sx + 112 * k, sb - 280 * k + i * 7 * k, 60 * k, 7 * k), c.tone(col))),
      );
      o += stars(c, 60);
      break;
    }
    case "whale":
      o +=
        ridge(c, { y: hz, amp: 40 * k, col: p.far, n: 6 }) +
        sea(c, hz) +
        waves(c, hz + 10 * k, h, 40, p.glint);
      o += whaleTail(c, w * 0.6, h * 0.78, 1.35 * k);
      o += t`<path d="M${w * 0.2} ${h * 0.2}q${8 * k} ${-8 * k} ${14 * k} 0q${6 * k} ${-8 * k} ${14 * k} 0M${w * 0.26} ${h * 0.25}q${6 * k} ${-6 * k} ${11 * k} 0q${5 * k} ${-6 * k} ${11 * k} 0" stroke="${p.deep}" stroke-width="${2 * k}" fill="none"/>`;
      break;
    case "rail": {
      o +=
        ridge(c, { y: hz - 40 * k, amp: 70 * k, col: p.far, n: 5 }) +
        ridge(c, { y: hz + 20 * k, amp: 60 * k, col: p.mid, n: 6 });
      let trees = "";
      for (let i = 0; i < 10; i++)
        trees += cypress(r() * w, hz + r.range(10, 50) * k, 14 * k, r.range(50, 90) * k);
      o +=
        path(trees, p.near) +
        sea(c, h - 150 * k, { column: false, cols: [p.sea[0], p.sea[1]] }) +
        train(c, h - 180 * k, 1.05 * k);
      break;
    }
    case "kite":
      o +=
        sea(c, hz) +
        path(
          t`M-20 ${h}V${h - 160 * k}Q${w * 0.5} ${h - 200 * k} ${w + 20} ${h - 150 * k}V${h}Z`,
          c.tone("#ead6b2"),
        ) +
        waves(c, hz + 10 * k, h - 180 * k, 30, p.glint) +
        kite(c);
      o += path(
        rect(w * 0.2, h - 120 * k, 110 * k, 50 * k) +
          rect(w * 0.2 + 25 * k, h - 160 * k, 60 * k, 40 * k) +
          rect(w * 0.2 + 45 * k, h - 190 * k, 20 * k, 30 * k),
        c.tone("#d9b98a"),
      );
      o += path(
        poly([
          [w * 0.2 + 55 * k, h - 190 * k],
          [w * 0.2 + 55 * k, h - 220 * k],
          [w * 0.2 + 80 * k, h - 212 * k],
          [w * 0.2 + 57 * k, h - 204 * k],
        ]),
        c.tone("#c97b84"),
      );
      o += path(
        poly([
          [w * 0.44, h - 80 * k],
          [w * 0.47, h - 40 * k],
          [w * 0.51, h - 40 * k],
          [w * 0.54, h - 80 * k],
        ]),
        c.tone(C.teal),
      );
      o +=
        t`<path d="M${w * 0.8} ${h - 30 * k}V${h - 270 * k}" stroke="${p.deep}" stroke-width="${4 * k}"/>` +
        path(
          t`M${w * 0.8 - 120 * k} ${h - 230 * k}Q${w * 0.8} ${h - 320 * k} ${w * 0.8 + 120 * k} ${h - 230 * k}Z`,
          c.tone("#f1d6d9"),
        );
      break;
    case "community":
      o += ridge(c, { y: hz - 20 * k, amp: 50 * k, col: p.far, n: 6 });
      o += houses(c, {
        x0: -10,
        x1: w + 10,
        base: hz + 10 * k,
        hMin: 90 * k,
        hMax: 150 * k,
        wMin: 70,
        wMax: 120,
        cols: ["#f1d6d9", "#e9c98f", "#b9a3e3", "#b8d3cb", "#f7f2ea"],
        roof: "#4a2e55",
        pitch: 0.5,
      });
      o += steeple(w * 0.5, hz - 120 * k, k, 40, 80, 120, "needle", p.near);
      o +=
        path(rect(0, hz + 10 * k, w, h), p.deep) + bunting(c, "tri") + confetti(c, 50, 0.15, 0.95);
      break;
    case "globe":
      o = t`<rect width="${w}" height="${h}" fill="${vgradBg(c)}"/>` + globe(c);
      break;
  }
  o += finish(c, 0.09, 0.3);
  return doc(c, o);
}
