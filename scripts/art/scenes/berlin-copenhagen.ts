// Scenes: Berlin (TV tower, Brandenburg Gate) and Copenhagen (Nyhavn houses and boats).
import { group, Scene } from "../compose";
import { path, poly, t } from "../core";
import { tree } from "../flora";
import { ridge, sea } from "../land";
import { windows } from "../parts";
import { circ, rect } from "../shapes";

export const berlin: Scene = {
  hz: 0.77,
  times: ["sunset", "noon", "night"],
  sky: { sunX: 0.4, sunY: 0.62 },
  draw(c) {
    const { w, hz, k, p, r } = c;
    const B = hz;
    let city = ridge(c, { y: B, amp: 30 * k, col: p.far, n: 12 });
    // Reichstag with glass dome
    city += path(
      rect(w * 0.04, B - 70 * k, w * 0.2, 70 * k) +
        rect(w * 0.035, B - 84 * k, 30 * k, 84 * k) +
        rect(w * 0.22, B - 84 * k, 30 * k, 84 * k),
      p.mid,
    );
    city += t`<path d="M${w * 0.14 - 46 * k} ${B - 70 * k}A${46 * k} ${40 * k} 0 0 1 ${w * 0.14 + 46 * k} ${B - 70 * k}Z" fill="${p.lit}" opacity=".75" stroke="${p.mid}" stroke-width="${2 * k}"/>`;
    // TV tower
    const tx = w * 0.7;
    let tv = t`M${tx - 22 * k} ${B}L${tx - 11 * k} ${B - 300 * k}H${tx + 11 * k}L${tx + 22 * k} ${B}Z`;
    tv +=
      circ(tx, B - 338 * k, 44 * k) +
      rect(tx - 30 * k, B - 300 * k, 60 * k, 10 * k) +
      rect(tx - 7 * k, B - 420 * k, 14 * k, 50 * k) +
      rect(tx - 3.5 * k, B - 520 * k, 7 * k, 110 * k);
    city += path(tv, p.near);
    city += t`<path d="M${tx - 44 * k} ${B - 338 * k}H${tx + 44 * k}" stroke="${p.win}" stroke-width="${4 * k}" opacity=".8"/>`;
    city += t`<path d="M${tx} ${B - 480 * k}v${-14 * k}M${tx} ${B - 450 * k}v${-14 * k}" stroke="${c.tone("#c97b84")}" stroke-width="${7 * k}"/>`;
    city += t`<circle cx="${tx - 16 * k}" cy="${B - 352 * k}" r="${18 * k}" fill="${p.lit}" opacity=".25"/>`;
    let trees = "";
    for (let i = 0; i < 14; i++) trees += tree(c, r.range(0, w), B, r.range(22, 40) * k);
    city += path(trees, p.green);
    // Brandenburg Gate
    const gx = w * 0.36;
    const s = k * 1.25;
    let gate =
      rect(gx - 140 * s, B - 175 * s, 280 * s, 28 * s) +
      rect(gx - 60 * s, B - 198 * s, 120 * s, 23 * s) +
      rect(gx - 148 * s, B - 152 * s, 296 * s, 8 * s);
    for (let i = 0; i < 6; i++)
      gate += rect(gx - 132 * s + i * 50 * s, B - 148 * s, 16 * s, 148 * s);
    gate +=
      rect(gx - 210 * s, B - 100 * s, 72 * s, 100 * s) +
      rect(gx + 138 * s, B - 100 * s, 72 * s, 100 * s);
    gate +=
      rect(gx - 214 * s, B - 108 * s, 80 * s, 10 * s) +
      rect(gx + 134 * s, B - 108 * s, 80 * s, 10 * s);
    // quadriga
    gate += t`M${gx - 34 * s} ${B - 198 * s}l${6 * s} ${-20 * s}l${4 * s} ${-6 * s}l${6 * s} ${4 * s}l${4 * s} ${-10 * s}l${6 * s} ${6 * s}l${4 * s} ${-9 * s}l${6 * s} ${7 * s}l${5 * s} ${-8 * s}l${5 * s} ${10 * s}h${18 * s}l${4 * s} ${-14 * s}h${6 * s}l${-2 * s} ${28 * s}Z`;
    gate += rect(gx + 14 * s, B - 262 * s, 3 * s, 50 * s) + circ(gx + 15.5 * s, B - 266 * s, 6 * s);
    gate += t`M${gx + 4 * s} ${B - 228 * s}l${16 * s} ${-18 * s}l${-6 * s} ${20 * s}Z`;
    city += path(gate, p.near);
    let o = group(c, "city", city);
    o += path(rect(0, B - 1, w, 22 * k), p.deep);
    o += sea(c, B + 20 * k, { ref: "city", glints: 50 });
    return o;
  },
};

export const copenhagen: Scene = {
  hz: 0.7,
  times: ["noon", "sunset", "dawn"],
  sky: { sunX: 0.8, sunY: 0.35 },
  draw(c) {
    const { w, h, hz, k, p, r } = c;
    const B = hz;
    const W = B + 18 * k;
    const cols = [
      "#d8b46a",
      "#e7a98f",
      "#f1d6d9",
      "#2f6f73",
      "#f7f2ea",
      "#b9a3e3",
      "#c97b84",
      "#e9c98f",
    ];
    let row = ridge(c, { y: B - 10 * k, amp: 40 * k, col: p.far });
    let wins = "";
    let roofs = "";
    let x = -10;
    while (x < w) {
      const n = r.int(3, 5);
      const hw = (n * 26 + 14) * k;
      const hh = r.range(170, 240) * k;
      const top = B - hh;
      row += path(rect(x, top, hw, hh), c.tone(r.pick(cols)));
      const rh = r.range(26, 46) * k;
      roofs += poly([
        [x - 2 * k, top],
        [x + 10 * k, top - rh],
        [x + hw - 10 * k, top - rh],
        [x + hw + 2 * k, top],
      ]);
      if (r() < 0.6)
        roofs +=
          rect(x + hw / 2 - 9 * k, top - rh - 14 * k, 18 * k, 20 * k) +
          poly([
            [x + hw / 2 - 12 * k, top - rh - 14 * k],
            [x + hw / 2, top - rh - 26 * k],
            [x + hw / 2 + 12 * k, top - rh - 14 * k],
          ]);
      wins += windows(
        c,
        x + 12 * k,
        top + 18 * k,
        n,
        Math.floor((hh - 60 * k) / (40 * k)),
        13 * k,
        22 * k,
        26 * k,
        40 * k,
        c.time === "night" ? 0.5 : 1,
      );
      x += hw;
    }
    row += path(roofs, c.tone("#4a2e55"));
    row += t`<path d="${wins}" fill="${c.time === "night" ? p.win : c.tone("#3a2a4a")}" stroke="${c.tone(p.white)}" stroke-width="${2 * k}" opacity=".85"/>`;
    row += path(rect(-10, B - 40 * k, w + 20, 40 * k), c.tone("#5a3a4a"), 'opacity=".25"');
    row += path(rect(-10, B, w + 20, W - B), c.tone("#3a2a4a"));
    let o = group(c, "row", row);
    o += sea(c, W, { ref: "row", glints: 40 });
    // wooden boats with masts and rigging
    let hulls = "";
    let masts = "";
    for (let i = 0; i < 4; i++) {
      const bx = w * (0.1 + i * 0.27) + r.range(-30, 30) * k;
      const by = W + r.range(50, 110) * k;
      const s = r.range(1.6, 2.2) * k;
      hulls +=
        t`M${bx - 70 * s} ${by - 16 * s}H${bx + 76 * s}L${bx + 60 * s} ${by}H${bx - 60 * s}Z` +
        rect(bx - 30 * s, by - 26 * s, 40 * s, 10 * s);
      const mh = r.range(180, 240) * s;
      masts += t`M${bx} ${by - 16 * s}v${-mh}M${bx} ${by - 16 * s - mh}L${bx + 76 * s} ${by - 16 * s}M${bx - 16 * s} ${by - 16 * s - mh * 0.75}h${32 * s}`;
    }
    o +=
      t`<path d="${masts}" stroke="${p.deep}" stroke-width="${1.6 * k}" fill="none"/>` +
      path(hulls, c.tone("#3a2348"));
    o += t`<path d="M0 ${h - 24 * k}H${w}" stroke="${p.deep}" stroke-width="${40 * k}"/>`;
    return o;
  },
};
