// Fallback scene for a destination without a landmark of its own: hills, a white town, the sea.
import { Scene } from "../compose";
import { ridge, sea, waves } from "../land";
import { sailboat } from "../flora";
import { houses } from "../parts";

export const coast: Scene = {
  hz: 0.62,
  times: ["sunset", "dawn", "noon"],
  sky: { sunX: 0.66 },
  draw(c) {
    const { w, h, hz, k, p } = c;
    let o = ridge(c, { y: hz, amp: 110 * k, col: p.far, n: 6 });
    o += sea(c, hz);
    o += ridge(c, {
      y: hz + 40 * k,
      amp: 90 * k,
      col: p.mid,
      x0: -20,
      x1: w * 0.5,
      n: 4,
      bottom: h,
    });
    o += houses(c, {
      x0: 0,
      x1: w * 0.4,
      base: hz + 60 * k,
      hMin: 30 * k,
      hMax: 50 * k,
      cols: ["#f7f2ea", "#f1d6d9", "#e9c98f"],
      roof: "#8e4d5e",
    });
    o += sailboat(w * 0.7, hz + 90 * k, 1.3 * k, p.deep, p.white);
    o += waves(c, hz + 20 * k, h, 30, p.glint);
    return o;
  },
};
