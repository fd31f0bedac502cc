// Flat-lay still-life posters (top-down) for topical journal articles.
import { C, Ctx, doc, finish, makeCtx, mix, path, t } from "./core";
import { confetti } from "./motifs";
import { boardingPass, compass, cup, mapSheet, openPassport, passport, phone } from "./objects";
import {
  calendar,
  leaf,
  notebook,
  pen,
  pills,
  postcard,
  suitcase,
  sunglasses,
  umbrella,
  watch,
} from "./objects2";
import { heart, rr } from "./shapes";

export type FlatTopic =
  | "safety"
  | "trans"
  | "passports"
  | "dating"
  | "insurance"
  | "meds"
  | "consult"
  | "booking"
  | "calendar";

const BG: Record<FlatTopic, string> = {
  safety: "#2a1838",
  trans: "#e6d2da",
  passports: "#2f6f73",
  dating: "#9f88d6",
  insurance: "#ece2d2",
  meds: "#f1d6d9",
  consult: "#e8dfd0",
  booking: "#2c2150",
  calendar: "#f3ece2",
};

function place(c: Ctx, body: string, x: number, y: number, rot = 0, s = 1): string {
  return t`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" filter="${c.url("sh")}">${body}</g>`;
}

export function ribbon(cols: string[], y0: number, y1: number): string {
  return cols
    .map(
      (col, i) =>
        t`<path d="M-40 ${y0 + i * 14}C400 ${y0 - 120 + i * 14} 700 ${y1 + 160 + i * 14} 1240 ${y1 + i * 14}" fill="none" stroke="${col}" stroke-width="14.6"/>`,
    )
    .join("");
}

function pouch(): string {
  let teeth = "";
  for (let x = -100; x <= 100; x += 8) teeth += t`M${x} -62v8`;
  return (
    path(rr(-130, -90, 260, 180, 44), C.teal) +
    t`<path d="M-110 -58H110" stroke="${mix(C.teal, "#000000", 0.3)}" stroke-width="8"/><path d="${teeth}" stroke="${C.gold}" stroke-width="2"/>` +
    path(rr(96, -70, 18, 44, 6), C.gold)
  );
}

function layout(c: Ctx, topic: FlatTopic): string {
  const { r } = c;
  const P = (b: string, x: number, y: number, rot = 0, s = 1) => place(c, b, x, y, rot, s);
  switch (topic) {
    case "trans":
      return (
        P(mapSheet(c, 560, 380), 470, 330, 4) +
        `<g opacity=".92">${ribbon(["#9fc3e0", "#f1d6d9", "#fbf8f3", "#f1d6d9", "#9fc3e0"], 560, 60)}</g>` +
        P(passport(c, C.teal), 880, 330, -8) +
        P(compass(80), 210, 150, 20) +
        P(pen(200, C.aubergine), 1040, 560, -20)
      );
    case "passports":
      return (
        P(passport(c, C.aubergine), 200, 330, -14) +
        P(passport(c, "#7c5cbf"), 300, 300, 8) +
        P(openPassport(c), 640, 300, -4, 1.25) +
        P(boardingPass(c, C.violet), 960, 520, 8, 0.9) +
        P(postcard(c), 1030, 150, -8, 0.8)
      );
    case "dating": {
      let hearts = "";
      for (let i = 0; i < 14; i++)
        hearts += heart(r.range(380, 860), r.range(40, 600), r.range(1.2, 2.6));
      return (
        P(cup(60), 260, 440) +
        P(sunglasses(), 950, 480, 20, 0.85) +
        P(leaf(200, C.teal), 120, 110, 30) +
        P(leaf(160, "#4f7a6c"), 120, 110, 70) +
        path(hearts, "#c97b84", 'opacity=".85"') +
        P(phone(c), 620, 320, -6)
      );
    }
    case "insurance":
      return (
        P(boardingPass(c, C.teal), 200, 520, -8, 0.8) +
        P(suitcase("#7c5cbf"), 470, 330, -8, 0.85) +
        P(umbrella(170, [C.cream, "#c97b84", C.cream, C.gold]), 830, 260, 10) +
        P(passport(c, C.aubergine), 1000, 470, 14, 0.8)
      );
    case "meds":
      return (
        P(pouch(), 250, 330, 8) +
        P(pills(c), 620, 260, -4) +
        P(passport(c, C.aubergine), 980, 360, 12, 0.9) +
        P(cup(44, "#bcd8e0"), 900, 110) +
        P(leaf(200, C.teal), 620, 560, -10) +
        P(leaf(150, "#4f7a6c"), 640, 560, -50)
      );
    case "consult":
      return (
        P(notebook(C.aubergine, true), 580, 330, -3) +
        P(pen(240, C.aubergine), 850, 320, 78) +
        P(cup(55), 200, 170) +
        P(cup(55, "#7a4a3a"), 1020, 170) +
        P(compass(80), 1000, 480, -10) +
        P(postcard(c), 230, 480, -10, 0.8)
      );
    case "booking":
      return (
        P(postcard(c), 180, 200, 8, 0.9) +
        P(calendar(c, "#c97b84", 6), 530, 330, -5) +
        P(watch(), 880, 330, 20) +
        P(boardingPass(c, C.teal), 1010, 560, -6, 0.8)
      );
    case "calendar":
      return (
        P(calendar(c, C.violet, 12), 600, 330, 3, 1.05) +
        confetti(c, 110, 0, 1) +
        P(leaf(180, C.teal), 140, 520, -30)
      );
    default:
      return (
        P(mapSheet(c, 560, 380), 470, 330, -6) +
        P(compass(110), 870, 300, 12) +
        P(sunglasses(), 230, 530, -15, 0.85) +
        P(pen(220, C.gold), 1010, 540, -30) +
        P(leaf(220, C.teal), 1140, 70, 150) +
        P(leaf(170, "#4f7a6c"), 1150, 80, 120)
      );
  }
}

export function flatlay(seed: string, topic: FlatTopic): string {
  const c = makeCtx(seed, 1200, 630, "noon");
  const bg = BG[topic];
  const dark = topic === "safety" || topic === "booking" || topic === "passports";
  c.defs.push(
    t`<filter id="${c.id("sh")}" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="8" dy="12" stdDeviation="9" flood-color="${C.midnight}" flood-opacity="${dark ? 0.45 : 0.22}"/></filter>`,
    t`<radialGradient id="${c.id("lt")}" cx=".3" cy=".2" r=".9"><stop offset="0" stop-color="#fff" stop-opacity="${dark ? 0.14 : 0.35}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    t`<pattern id="${c.id("ln")}" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 .5H6M.5 0V6" stroke="${dark ? "#fff" : C.aubergine}" stroke-width=".6" opacity=".07"/></pattern>`,
  );
  let body = t`<rect width="1200" height="630" fill="${bg}"/><rect width="1200" height="630" fill="${c.url("ln")}"/><rect width="1200" height="630" fill="${c.url("lt")}"/>`;
  body += layout(c, topic);
  body += finish(c, 0.08, 0.28);
  return doc(c, body);
}
