// Core helpers for the Lavender Compass art generator: seeded randomness, number
// formatting, colour maths, palettes per time of day and the SVG document wrapper.
export type Time = "dawn" | "noon" | "sunset" | "night";

export type Pt = readonly [number, number];

export const C = {
  aubergine: "#2a1838",
  lavender: "#b9a3e3",
  violet: "#7c5cbf",
  gold: "#d8b46a",
  blush: "#f1d6d9",
  midnight: "#141026",
  teal: "#2f6f73",
  cream: "#f7f2ea",
} as const;

/** A muted, brand-friendly pride spectrum for ribbons and confetti. */
export const PRIDE = ["#c97b84", "#d9a36a", "#d8c46a", "#6f9f8a", "#5f7fb5", "#7c5cbf"] as const;

export interface Rng {
  (): number;
  range(lo: number, hi: number): number;
  int(lo: number, hi: number): number;
  pick<T>(arr: readonly T[]): T;
}

export function hashStr(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32 seeded by a string. */
export function makeRng(seed: string): Rng {
  let a = hashStr(seed) || 1;
  const next = (() => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  next.pick = <T>(arr: readonly T[]): T => arr[Math.floor(next() * arr.length)] as T;
  return next;
}

export function num(x: number): string {
  const r = Math.abs(x) >= 100 ? Math.round(x) : Math.round(x * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

function fmt(x: unknown): string {
  if (typeof x === "number") return num(x);
  if (Array.isArray(x)) return x.map(fmt).join("");
  if (x === null || x === undefined || x === false) return "";
  return String(x);
}

/** Template tag that rounds every interpolated number to one decimal. */
export function t(str: TemplateStringsArray, ...vals: unknown[]): string {
  let out = str[0] ?? "";
  vals.forEach((v, i) => {
    out += fmt(v) + (str[i + 1] ?? "");
  });
  return out;
}

export function poly(pts: readonly Pt[], close = true): string {
  return (
    pts.map((p, i) => (i ? "L" : "M") + num(p[0]) + " " + num(p[1])).join("") + (close ? "Z" : "")
  );
}

/** A smooth open curve through points (quadratic through midpoints). */
export function smooth(pts: readonly Pt[]): string {
  if (pts.length < 3) return poly(pts, false);
  const f = pts[0] as Pt;
  let d = t`M${f[0]} ${f[1]}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i] as Pt;
    const q = pts[i + 1] as Pt;
    const end = i === pts.length - 2 ? q : ([(p[0] + q[0]) / 2, (p[1] + q[1]) / 2] as Pt);
    d += t`Q${p[0]} ${p[1]} ${end[0]} ${end[1]}`;
  }
  return d;
}

export function mix(a: string, b: string, k: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (s: number) => {
    const x = (pa >> s) & 255;
    const y = (pb >> s) & 255;
    return Math.round(x + (y - x) * k);
  };
  return "#" + ((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1);
}

export interface Pal {
  sky: string[];
  stops: number[];
  sun: string;
  halo: string;
  far: string;
  mid: string;
  near: string;
  deep: string;
  green: string;
  sea: [string, string];
  glint: string;
  lit: string;
  win: string;
  cloud: string;
  white: string;
  haze: string;
  tone: [string, number];
}

export const PALS: Record<Time, Pal> = {
  dawn: {
    sky: ["#5a4697", "#9a84d2", "#e2c8dc", "#f6dcc4"],
    stops: [0, 0.42, 0.8, 1],
    sun: "#fff4e6",
    halo: "#f8d8c6",
    far: "#c2acdf",
    mid: "#9479c8",
    near: "#5b4186",
    deep: "#2e1d45",
    green: "#4f4f86",
    sea: ["#b49ddb", "#5b4186"],
    glint: "#fbe9dc",
    lit: "#efe1f1",
    win: "#f6e2b8",
    cloud: "#f6e1e4",
    white: "#f1e6ef",
    haze: "#ead8ea",
    tone: ["#6a55a6", 0.22],
  },
  noon: {
    sky: ["#8c75cc", "#b9a3e3", "#ddd2f0", "#f7f2ea"],
    stops: [0, 0.4, 0.78, 1],
    sun: "#fffaf0",
    halo: "#fbf3e4",
    far: "#cdbfe7",
    mid: "#a08bd2",
    near: "#5a4387",
    deep: "#2a1838",
    green: "#2f6f73",
    sea: ["#4f9192", "#1f4f55"],
    glint: "#f7f2ea",
    lit: "#f7f2ea",
    win: "#4a3266",
    cloud: "#fbf8f3",
    white: "#f7f2ea",
    haze: "#efe7f4",
    tone: ["#ffffff", 0],
  },
  sunset: {
    sky: ["#2a1838", "#5d3b82", "#c98fa8", "#efc38d"],
    stops: [0, 0.38, 0.78, 1],
    sun: "#f7d690",
    halo: "#f0b68a",
    far: "#9c78b5",
    mid: "#6d4a8d",
    near: "#44295f",
    deep: "#22132f",
    green: "#33204a",
    sea: ["#80599b", "#2a1838"],
    glint: "#f7d690",
    lit: "#e3b2bd",
    win: "#f7d690",
    cloud: "#eab2bd",
    white: "#f1d6d9",
    haze: "#d9aac0",
    tone: ["#4a2a63", 0.3],
  },
  night: {
    sky: ["#0b0818", "#141026", "#2a1838", "#4d3777"],
    stops: [0, 0.35, 0.75, 1],
    sun: "#f7f2ea",
    halo: "#b9a3e3",
    far: "#4a3873",
    mid: "#362a60",
    near: "#261d48",
    deep: "#110c22",
    green: "#181230",
    sea: ["#2c2150", "#0b0818"],
    glint: "#f3e7c9",
    lit: "#4a3a78",
    win: "#e8c77e",
    cloud: "#3a2b5e",
    white: "#c9bde4",
    haze: "#4a3a78",
    tone: ["#141026", 0.6],
  },
};

export interface Ctx {
  w: number;
  h: number;
  hz: number;
  k: number;
  time: Time;
  p: Pal;
  r: Rng;
  v: number;
  defs: string[];
  uid: string;
  sunX: number;
  sunY: number;
  sunR: number;
  id(name: string): string;
  url(name: string): string;
  tone(col: string): string;
}

export function makeCtx(seed: string, w: number, h: number, time: Time, v = 0): Ctx {
  const uid = "a" + hashStr(seed).toString(36).slice(0, 3);
  const p = PALS[time];
  const c: Ctx = {
    w,
    h,
    hz: h * 0.66,
    k: h / 800,
    time,
    p,
    r: makeRng(seed),
    v,
    defs: [],
    uid,
    sunX: w * 0.5,
    sunY: h * 0.3,
    sunR: 60,
    id: (n) => uid + n,
    url: (n) => `url(#${uid + n})`,
    tone: (col) => mix(col, p.tone[0], p.tone[1]),
  };
  return c;
}

export function g(x: number, y: number, s: number, body: string, attrs = ""): string {
  return t`<g transform="translate(${x} ${y})${s === 1 ? "" : t` scale(${s})`}"${attrs ? " " + attrs : ""}>${body}</g>`;
}

export const path = (d: string, fill: string, extra = ""): string =>
  `<path d="${d}" fill="${fill}"${extra ? " " + extra : ""}/>`;

export const line = (d: string, stroke: string, sw: number, extra = ""): string =>
  t`<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${sw}"${extra ? " " + extra : ""}/>`;

/** Vertical linear gradient in user space between y1 and y2. */

export function vgrad(
  c: Ctx,
  name: string,
  y1: number,
  y2: number,
  cols: string[],
  offs?: number[],
): string {
  const stops = cols.map(
    (col, i) =>
      t`<stop offset="${offs ? (offs[i] ?? 1) : i / Math.max(1, cols.length - 1)}" stop-color="${col}"/>`,
  );
  c.defs.push(
    t`<linearGradient id="${c.id(name)}" gradientUnits="userSpaceOnUse" x1="0" y1="${y1}" x2="0" y2="${y2}">${stops}</linearGradient>`,
  );
  return c.url(name);
}

/** Film grain and a soft vignette laid over the finished picture. */
export function finish(c: Ctx, grain = 0.1, vignette = 0.32): string {
  c.defs.push(
    `<filter id="${c.id("n")}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="2" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 .97 0 0 0 0 .94 0 0 0 0 .9 2.2 0 0 0 -1.1"/></filter>`,
    t`<radialGradient id="${c.id("vg")}" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="${C.midnight}" stop-opacity="0"/><stop offset="1" stop-color="${C.midnight}" stop-opacity="${vignette}"/></radialGradient>`,
  );
  return t`<rect width="${c.w}" height="${c.h}" filter="${c.url("n")}" opacity="${grain}"/><rect width="${c.w}" height="${c.h}" fill="${c.url("vg")}"/>`;
}

export function doc(c: Ctx, body: string): string {
  return (
    t`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${c.w} ${c.h}" width="${c.w}" height="${c.h}" role="img">` +
    `<defs>${[...new Set(c.defs)].join("")}</defs>${body}</svg>\n`
  );
}
