// Brand pieces: partner monograms, the home hero and the default social card.
import { C, PRIDE, doc, finish, makeCtx, mix, path, t } from "./core";
import { profile, ridge, sea } from "./land";
import { rose } from "./objects";
import { sailboat } from "./flora";
import { circ } from "./shapes";
import { sky, stars } from "./sky";

/** Geometric stroke letters in a 10x14 box: [advance, path]. */
const GLYPHS: Record<string, [number, string]> = {
  I: [4, "M2 0V14"],
  G: [12, "M9.6 3A5.5 7 0 1 0 10 10.6V7.6H6.4"],
  L: [11, "M1 0V14H9"],
  T: [12, "M0 0H10M5 0V14"],
  A: [12, "M0 14L5 0L10 14M1.8 9H8.2"],
  R: [12, "M1 14V0H5.8A3.5 3.5 0 0 1 5.8 7H1M5.4 7L10 14"],
  O: [13, "M0 7A5.2 7 0 1 0 10.4 7A5.2 7 0 1 0 0 7"],
};

function letters(word: string, x: number, y: number, s: number, col: string): string {
  let d = "";
  let cx = 0;
  for (const ch of word) {
    const [adv, p] = GLYPHS[ch] ?? [12, ""];
    d += t`<path d="${p}" transform="translate(${cx} 0)"/>`;
    cx += adv + 2.5;
  }
  return t`<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${col}" stroke-width="${3.2 / s}" stroke-linecap="round" stroke-linejoin="round">${d}</g>`;
}

const MARKS: Record<string, { word: string; mark: string }> = {
  iglta: {
    word: "IGLTA",
    mark: t`<circle r="30" fill="none" stroke="${C.gold}" stroke-width="3"/><ellipse rx="13" ry="30" fill="none" stroke="${C.gold}" stroke-width="2"/><path d="M-30 0H30M-26 -14H26M-26 14H26" stroke="${C.gold}" stroke-width="2"/>${rose(15, C.cream, C.lavender)}`,
  },
  "rainbow-railroad": {
    word: "RR",
    mark:
      PRIDE.map(
        (col, i) =>
          t`<path d="M${-30 + i * 3.4} 6A${30 - i * 3.4} ${30 - i * 3.4} 0 0 1 ${30 - i * 3.4} 6" fill="none" stroke="${col}" stroke-width="3.4"/>`,
      ).join("") +
      t`<path d="M-16 32L-4 6M16 32L4 6M-13 26H13M-10 18H10M-7 11H7" stroke="${C.cream}" stroke-width="2.4" stroke-linecap="round"/>`,
  },
  "outright-international": {
    word: "OI",
    mark: t`<path d="M-6 -29A30 30 0 1 0 6 -29" fill="none" stroke="${C.gold}" stroke-width="4" stroke-linecap="round"/><path d="M0 16V-34M-10 -24L0 -34L10 -24" fill="none" stroke="${C.cream}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>${circ(0, 16, 5)}`,
  },
};

export const PARTNER_SLUGS = Object.keys(MARKS);

export function partnerLogo(slug: string): string {
  const m = MARKS[slug] ?? { word: "LC", mark: "" };
  const c = makeCtx("partner-" + slug, 240, 120, "night");
  let wd = -2.5;
  for (const ch of m.word) wd += (GLYPHS[ch]?.[0] ?? 12) + 2.5;
  const s = Math.min(2.8, 98 / wd);
  const tx = 124 + (104 - wd * s) / 2;
  let o = t`<rect x="2" y="2" width="236" height="116" rx="16" fill="${C.aubergine}"/><rect x="9" y="9" width="222" height="102" rx="11" fill="none" stroke="${C.gold}" stroke-width="1.2" opacity=".7"/>`;
  o += t`<g transform="translate(64 60)" fill="${C.gold}">${m.mark}</g>`;
  o += t`<path d="M116 34V86" stroke="${C.gold}" stroke-width="1" opacity=".5"/>`;
  o += letters(m.word, tx, 60 - 7 * s, s, C.cream);
  o += t`<path d="M${tx} ${72 + 7 * s}h${wd * s}" stroke="${C.gold}" stroke-width="1.2" opacity=".8"/>`;
  return doc(c, o);
}

/** A 32-point compass rose with rings and ticks, centred on the origin. */
export function bigRose(R: number): string {
  let ticks = "";
  for (let i = 0; i < 96; i++) {
    const a = (i / 96) * Math.PI * 2;
    const l = i % 12 === 0 ? 0.1 : i % 3 === 0 ? 0.055 : 0.03;
    ticks += t`M${Math.cos(a) * R} ${Math.sin(a) * R}L${Math.cos(a) * R * (1 - l)} ${Math.sin(a) * R * (1 - l)}`;
  }
  let o = t`<circle r="${R * 1.55}" fill="${C.gold}" opacity=".06"/><circle r="${R * 1.08}" fill="none" stroke="${C.gold}" stroke-width="1.2" opacity=".5"/><circle r="${R}" fill="${C.midnight}" opacity=".18"/><circle r="${R}" fill="none" stroke="${C.gold}" stroke-width="3"/><circle r="${R * 0.86}" fill="none" stroke="${C.gold}" stroke-width="1" opacity=".7"/>`;
  o += t`<path d="${ticks}" stroke="${C.gold}" stroke-width="1.6"/>`;
  o += t`<g transform="rotate(22.5) scale(.62)" opacity=".55">${rose(R, mix(C.gold, C.aubergine, 0.35), C.lavender)}</g>`;
  o += t`<g transform="rotate(45)" opacity=".85">${rose(R * 0.62, mix(C.gold, C.aubergine, 0.25), C.blush)}</g>`;
  o += rose(R * 0.92, mix(C.gold, C.aubergine, 0.2), C.gold);
  o += t`<circle r="${R * 0.07}" fill="${C.cream}"/><circle r="${R * 0.035}" fill="${C.gold}"/>`;
  o += t`<path d="M0 ${-R * 1.12}l${R * 0.05} ${-R * 0.1}h${-R * 0.1}Z" fill="${C.gold}"/>`;
  return o;
}

function roseScene(w: number, h: number, seed: string, cx: number, hzf: number, R: number): string {
  const c = makeCtx(seed, w, h, "dawn");
  c.hz = h * hzf;
  const { hz, k } = c;
  c.p = { ...c.p, sky: [C.midnight, "#3b2763", "#8a70c6", "#e6c9dc"], stops: [0, 0.35, 0.75, 1] };
  let o = sky(c, { sunX: cx / w, sunY: 0.6, clouds: 3, stars: 0 });
  o += stars(c, 110);
  o += profile(
    c,
    [
      [-20, hz - 30 * k],
      [w * 0.1, hz - 70 * k],
      [w * 0.22, hz - 46 * k],
      [w * 0.34, hz - 10 * k],
      [w * 0.4, hz],
    ],
    mix(C.violet, "#e6c9dc", 0.35),
    hz + 1,
  );
  o += ridge(c, {
    y: hz,
    amp: 26 * k,
    col: mix(C.violet, "#e6c9dc", 0.5),
    x0: w * 0.58,
    x1: w + 20,
    n: 5,
    bottom: hz + 1,
  });
  o += sea(c, hz, { cols: ["#9079c9", "#1e1438"], glints: 90 });
  let lights = "";
  for (let i = 0; i < 14; i++)
    lights += t`M${c.r.range(0.02, 0.32) * w} ${hz - c.r.range(2, 24) * k}h0`;
  o += t`<path d="${lights}" stroke="${C.gold}" stroke-width="${3 * k}" stroke-linecap="round" opacity=".8"/>`;
  o += t`<g transform="translate(${cx} ${hz - R * 1.2})">${bigRose(R)}</g>`;
  o += sailboat(w * 0.18, hz + 70 * k, 1.1 * k, "#1e1438", C.blush);
  o += path(circ(cx, hz - R * 1.2, 0.01), "none");
  o += finish(c, 0.09, 0.3);
  return doc(c, o);
}

export const hero = (): string => roseScene(1600, 1000, "hero", 1150, 0.64, 210);

export function ogDefault(): string {
  const svg = roseScene(1200, 630, "og-default", 600, 0.7, 150);
  const frame = t`<rect x="24" y="24" width="1152" height="582" fill="none" stroke="${C.gold}" stroke-width="1.5" opacity=".6"/>`;
  return svg.replace("</svg>", frame + "</svg>");
}
