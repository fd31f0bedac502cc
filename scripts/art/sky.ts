// Skies: layered gradients, sun and moon, stars, cloud bands, aurora and fog.
import { C, Ctx, mix, t, vgrad } from "./core";

export interface SkyOpts {
  sunX?: number; // fraction of width
  sunY?: number; // fraction of horizon height
  clouds?: number;
  stars?: number;
  crescent?: boolean;
}

export function sky(c: Ctx, o: SkyOpts = {}): string {
  const { w, h, hz, k, p, r, time } = c;
  const defX = { dawn: 0.3, noon: 0.74, sunset: 0.5, night: 0.78 }[time];
  const defY = { dawn: 0.9, noon: 0.3, sunset: 0.7, night: 0.28 }[time];
  c.sunX = w * (o.sunX ?? defX);
  c.sunY = hz * (o.sunY ?? defY);
  c.sunR = k * { dawn: 78, noon: 46, sunset: 112, night: 40 }[time];
  const skyFill = vgrad(c, "sky", 0, hz, p.sky, p.stops);
  c.defs.push(
    t`<radialGradient id="${c.id("halo")}"><stop offset="0" stop-color="${p.halo}" stop-opacity=".75"/><stop offset=".35" stop-color="${p.halo}" stop-opacity=".25"/><stop offset="1" stop-color="${p.halo}" stop-opacity="0"/></radialGradient>`,
    t`<pattern id="${c.id("st")}" width="5" height="5" patternUnits="userSpaceOnUse"><rect width="5" height="1.2" fill="#fff" opacity=".06"/></pattern>`,
  );
  let out = t`<rect width="${w}" height="${h}" fill="${skyFill}"/>`;
  out += t`<rect width="${w}" height="${hz}" fill="${c.url("st")}"/>`;
  const hr = c.sunR * (time === "night" ? 6 : 5);
  out += t`<circle cx="${c.sunX}" cy="${c.sunY}" r="${hr}" fill="${c.url("halo")}"/>`;
  if (time === "night" || time === "dawn") out += stars(c, o.stars ?? (time === "night" ? 90 : 18));
  out += sunBody(c, skyFill, o.crescent ?? r() < 0.4);
  out += clouds(c, o.clouds ?? r.int(2, 4));
  return out;
}

function sunBody(c: Ctx, skyFill: string, crescent: boolean): string {
  const { sunX: x, sunY: y, sunR: R, p, time } = c;
  if (time === "night") {
    const moon = crescent
      ? t`<path d="M${x} ${y - R}A${R} ${R} 0 1 0 ${x + R * 0.2} ${y + R}A${R * 0.8} ${R * 0.85} 0 1 1 ${x} ${y - R}Z" fill="${p.sun}"/>`
      : t`<circle cx="${x}" cy="${y}" r="${R}" fill="${p.sun}"/><circle cx="${x - R * 0.3}" cy="${y - R * 0.2}" r="${R * 0.22}" fill="${C.lavender}" opacity=".22"/><circle cx="${x + R * 0.35}" cy="${y + R * 0.3}" r="${R * 0.14}" fill="${C.lavender}" opacity=".22"/>`;
    return t`<circle cx="${x}" cy="${y}" r="${R * 1.5}" fill="${p.sun}" opacity=".08"/>` + moon;
  }
  if (time === "noon") {
    return t`<circle cx="${x}" cy="${y}" r="${R}" fill="${p.sun}"/><circle cx="${x}" cy="${y}" r="${R * 1.5}" fill="none" stroke="${C.gold}" stroke-width="1.5" opacity=".5"/><circle cx="${x}" cy="${y}" r="${R * 2.1}" fill="none" stroke="${C.gold}" stroke-width="1" opacity=".25"/>`;
  }
  const sunFill = vgrad(c, "sun", y - R, y + R, [p.sun, mix(p.sun, p.halo, 0.8)]);
  let s = t`<circle cx="${x}" cy="${y}" r="${R}" fill="${sunFill}"/>`;
  if (time === "sunset") {
    // retro poster cuts through the lower half of the sun
    for (let i = 0; i < 5; i++) {
      const yy = y + R * (0.15 + i * 0.19);
      s += t`<rect x="${x - R}" y="${yy}" width="${2 * R}" height="${2 + i * 2.2}" fill="${skyFill}"/>`;
    }
  } else {
    s += t`<circle cx="${x}" cy="${y}" r="${R * 1.35}" fill="none" stroke="${p.sun}" stroke-width="1.5" opacity=".45"/>`;
  }
  return s;
}

export function stars(c: Ctx, n: number): string {
  const { w, hz, r } = c;
  const sizes = [1.4, 2.2, 3.2];
  const ds = ["", "", ""];
  for (let i = 0; i < n; i++) {
    const x = r() * w;
    const y = Math.pow(r(), 1.4) * hz * 0.78;
    const s = r() < 0.62 ? 0 : r() < 0.8 ? 1 : 2;
    ds[s] += t`M${x} ${y}h0`;
  }
  let out = ds
    .map(
      (d, i) =>
        t`<path d="${d}" stroke="${C.cream}" stroke-width="${sizes[i]}" stroke-linecap="round" opacity="${0.45 + i * 0.2}"/>`,
    )
    .join("");
  // a few four-point sparkles
  for (let i = 0; i < Math.min(4, n / 10); i++) {
    const x = r() * w;
    const y = r() * hz * 0.5;
    const s = r.range(5, 9);
    out += t`<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="${C.cream}" opacity=".8"/>`;
  }
  return out;
}

/** Flat-bottomed poster clouds with soft elliptical bumps. */
export function clouds(c: Ctx, n: number, yMin = 0.12, yMax = 0.62): string {
  const { w, hz, k, p, r } = c;
  let d = "";
  for (let i = 0; i < n; i++) {
    const len = r.range(150, 320) * k;
    const x = r.range(0.02, 0.98) * w - len / 2;
    const y = hz * r.range(yMin, yMax);
    const m = r.int(3, 5);
    const ws: number[] = [];
    for (let j = 0; j < m; j++) ws.push((1 - Math.abs(j - (m - 1) / 2) / m) * r.range(0.6, 1.2));
    const sum = ws.reduce((a, b) => a + b, 0);
    d += t`M${x} ${y}`;
    for (const wj of ws) {
      const dj = (wj / sum) * len;
      d += t`a${dj / 2} ${dj * 0.42} 0 0 1 ${dj} 0`;
    }
    d += "Z";
  }
  return d
    ? t`<path d="${d}" fill="${p.cloud}" opacity="${c.time === "night" ? 0.5 : 0.72}"/>`
    : "";
}

/** Aurora curtains in teal and lavender, softened with blur and vertical rays. */
export function aurora(c: Ctx, strength = 1): string {
  const { w, hz, k, r } = c;
  const fill = vgrad(
    c,
    "au",
    hz * 0.05,
    hz * 0.75,
    ["#b9a3e3", "#7fc8b4", "#5fae9c", "#2f6f73"],
    [0, 0.45, 0.75, 1],
  );
  c.defs.push(
    t`<filter id="${c.id("ab")}" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${7 * k}"/></filter>`,
    t`<linearGradient id="${c.id("af")}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".3" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    t`<mask id="${c.id("am")}" maskContentUnits="objectBoundingBox"><rect width="1" height="1" fill="${c.url("af")}"/></mask>`,
  );
  let out = "";
  for (let i = 0; i < 3; i++) {
    const top = hz * (0.1 + i * 0.09);
    const depth = hz * r.range(0.22, 0.34);
    const pts: number[] = [];
    const n = 6;
    for (let j = 0; j <= n; j++) pts.push(top + Math.sin(j * 1.3 + r() * 2 + i) * 40 * k);
    let d = t`M${-20} ${pts[0]}`;
    for (let j = 1; j <= n; j++) {
      const x0 = (w + 40) * ((j - 1) / n) - 20;
      const x1 = (w + 40) * (j / n) - 20;
      d += t`C${x0 + (x1 - x0) * 0.5} ${pts[j - 1]! - 30 * k} ${x0 + (x1 - x0) * 0.5} ${pts[j]! + 30 * k} ${x1} ${pts[j]}`;
    }
    d += t`V${pts[n]! + depth}`;
    for (let j = n - 1; j >= 0; j--)
      d += t`L${(w + 40) * (j / n) - 20} ${pts[j]! + depth * r.range(0.6, 1)}`;
    d += "Z";
    out += t`<path d="${d}" fill="${fill}" opacity="${(0.5 - i * 0.1) * strength}" filter="${c.url("ab")}" mask="${c.url("am")}"/>`;
  }
  // fine vertical rays
  let rays = "";
  for (let i = 0; i < 70; i++) {
    const x = r() * w;
    const y = hz * r.range(0.12, 0.3);
    rays += t`M${x} ${y}v${hz * r.range(0.1, 0.3)}`;
  }
  out += t`<path d="${rays}" stroke="#a6e0cf" stroke-width="${2 * k}" opacity="${0.12 * strength}" filter="${c.url("ab")}"/>`;
  return out;
}

/** Soft horizontal fog bands centred on y. */
export function fog(c: Ctx, y: number, spread: number, n = 5, opacity = 0.55): string {
  const { w, k, r } = c;
  c.defs.push(
    t`<filter id="${c.id("fb")}" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="${10 * k}"/></filter>`,
  );
  let d = "";
  for (let i = 0; i < n; i++) {
    const x = r.range(-0.2, 0.7) * w;
    const l = r.range(0.35, 0.8) * w;
    const yy = y + r.range(-spread, spread);
    const th = r.range(16, 34) * k;
    d += t`M${x} ${yy}h${l}a${th / 2} ${th / 2} 0 0 1 0 ${th}h${-l}a${th / 2} ${th / 2} 0 0 1 0 ${-th}Z`;
  }
  return t`<path d="${d}" fill="${c.time === "night" ? "#6d5a98" : C.cream}" opacity="${opacity}" filter="${c.url("fb")}"/>`;
}
