// Top-down still-life objects for flat-lay posters. Each draws around its own origin.
import { C, Ctx, mix, path, poly, t } from "./core";
import { circ, heart, rect, rr } from "./shapes";

export function mapSheet(c: Ctx, w: number, h: number): string {
  const { r } = c;
  let o = "";
  const n = 4;
  for (let i = 0; i < n; i++)
    o += path(rect(-w / 2 + (i * w) / n, -h / 2, w / n + 0.5, h), i % 2 ? "#efe6d6" : "#f7f2ea");
  let land = "";
  for (let i = 0; i < 4; i++) {
    const cx = r.range(-0.4, 0.4) * w;
    const cy = r.range(-0.35, 0.35) * h;
    const pts: [number, number][] = [];
    for (let j = 0; j < 9; j++) {
      const a = (j / 9) * Math.PI * 2;
      const rad = r.range(0.08, 0.2) * w;
      pts.push([cx + Math.cos(a) * rad, cy + Math.sin(a) * rad * 0.7]);
    }
    land += poly(pts);
  }
  c.defs.push(
    t`<clipPath id="${c.id("mc")}"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}"/></clipPath>`,
  );
  o +=
    `<g clip-path="${c.url("mc")}">` +
    path(land, "#cfe0d8", 'stroke="#9dbdb3" stroke-width="2" stroke-linejoin="round"') +
    "</g>";
  let grid = "";
  for (let i = 1; i < 6; i++)
    grid += t`M${-w / 2} ${-h / 2 + (i * h) / 6}h${w}M${-w / 2 + (i * w) / 6} ${-h / 2}v${h}`;
  o += t`<path d="${grid}" stroke="${C.violet}" stroke-width="1" opacity=".18"/>`;
  o += t`<path d="M${-w * 0.38} ${h * 0.3}C${-w * 0.1} ${h * 0.1} ${-w * 0.2} ${-h * 0.3} ${w * 0.05} ${-h * 0.2}S${w * 0.3} ${h * 0.1} ${w * 0.36} ${-h * 0.32}" fill="none" stroke="${C.aubergine}" stroke-width="3" stroke-dasharray="9 7"/>`;
  for (const [px, py] of [
    [-0.38, 0.3],
    [0.05, -0.2],
    [0.36, -0.32],
  ] as const)
    o += path(
      t`M${px * w} ${py * h}c-9 -12 -9 -24 0 -24s9 12 0 24Z` + circ(px * w, py * h - 16, 3.5),
      C.gold,
      'fill-rule="evenodd"',
    );
  return o;
}

export function compass(r: number): string {
  let o = t`<circle r="${r}" fill="${C.gold}"/><circle r="${r * 0.86}" fill="${C.cream}"/><circle cy="${-r - 8}" r="9" fill="none" stroke="${C.gold}" stroke-width="5"/>`;
  let ticks = "";
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    const l = i % 6 === 0 ? 0.14 : 0.07;
    ticks += t`M${Math.cos(a) * r * 0.84} ${Math.sin(a) * r * 0.84}L${Math.cos(a) * r * (0.84 - l)} ${Math.sin(a) * r * (0.84 - l)}`;
  }
  o += t`<path d="${ticks}" stroke="${C.aubergine}" stroke-width="1.6"/>`;
  o += rose(r * 0.66, C.aubergine, C.lavender);
  o +=
    path(t`M0 ${-r * 0.7}L${r * 0.07} 0L0 ${r * 0.7}L${-r * 0.07} 0Z`, "#c97b84") +
    path(t`M0 ${r * 0.7}L${r * 0.07} 0H${-r * 0.07}Z`, C.aubergine) +
    t`<circle r="${r * 0.06}" fill="${C.gold}"/>`;
  return o;
}

/** Eight-point compass rose star in two tones. */
export function rose(R: number, dark: string, light: string): string {
  let d1 = "";
  let d2 = "";
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 - Math.PI / 2;
    const L = i % 2 ? R * 0.55 : R;
    const wv = i % 2 ? R * 0.09 : R * 0.13;
    const tip: [number, number] = [Math.cos(a) * L, Math.sin(a) * L];
    const l: [number, number] = [Math.cos(a - Math.PI / 2) * wv, Math.sin(a - Math.PI / 2) * wv];
    const rt: [number, number] = [Math.cos(a + Math.PI / 2) * wv, Math.sin(a + Math.PI / 2) * wv];
    d1 += poly([[0, 0], l, tip]);
    d2 += poly([[0, 0], rt, tip]);
  }
  return path(d1, light) + path(d2, dark);
}

export function passport(c: Ctx, col: string): string {
  let o = path(rr(-75, -105, 150, 210, 10), col);
  o += t`<circle cy="-18" r="32" fill="none" stroke="${C.gold}" stroke-width="3"/><ellipse cy="-18" rx="14" ry="32" fill="none" stroke="${C.gold}" stroke-width="2"/><path d="M-32 -18H32M-28 -34H28M-28 -2H28" stroke="${C.gold}" stroke-width="2"/>`;
  o += t`<path d="M-40 -80H40M-30 40H30M-44 56H44" stroke="${C.gold}" stroke-width="4" stroke-linecap="round" opacity=".8"/>`;
  o +=
    path(rr(-14, 72, 28, 18, 4), "none", t`stroke="${C.gold}" stroke-width="2"`) +
    path(circ(0, 81, 4), C.gold);
  return o + path(rect(-75, -105, 8, 210), mix(col, "#000000", 0.2), 'opacity=".6"');
}

export function stamp(c: Ctx, col: string, kind: number): string {
  const st = t`fill="none" stroke="${col}" stroke-width="3" opacity=".75"`;
  if (kind === 0)
    return (
      `<circle r="34" ${st}/><circle r="26" ${st}/>` + path(heart(0, 2, 1.1), col, 'opacity=".7"')
    );
  if (kind === 1)
    return `<path d="${rr(-46, -26, 92, 52, 8)}" ${st}/><path d="M-34 -8H34M-34 8H20" ${st}/>`;
  return (
    `<path d="${poly([
      [0, -36],
      [36, 24],
      [-36, 24],
    ])}" ${st}/>` + t`<circle r="9" fill="${col}" opacity=".6" cy="6"/>`
  );
}

export function openPassport(c: Ctx): string {
  let o =
    path(rr(-150, -100, 300, 200, 8), C.aubergine) +
    path(rect(-142, -94, 140, 188) + rect(2, -94, 140, 188), "#f4eee4");
  let lines = "";
  for (let y = -70; y < 90; y += 12) lines += t`M-132 ${y}h120M12 ${y}h120`;
  o += t`<path d="${lines}" stroke="${C.lavender}" stroke-width="1" opacity=".35"/>`;
  const cols = ["#7c5cbf", "#2f6f73", "#c97b84", "#b08a3e"];
  for (let i = 0; i < 5; i++)
    o += t`<g transform="translate(${c.r.pick([-80, 70]) + c.r.range(-30, 30)} ${c.r.range(-55, 55)}) rotate(${c.r.range(-30, 30)}) scale(.8)">${stamp(c, c.r.pick(cols), i % 3)}</g>`;
  return o + t`<path d="M0 -100V100" stroke="#000" stroke-width="2" opacity=".2"/>`;
}

export function boardingPass(c: Ctx, col: string): string {
  let o =
    path(rr(-150, -55, 300, 110, 10), C.cream) +
    path(rr(-150, -55, 300, 26, 10) + rect(-150, -40, 300, 11), col);
  o += t`<path d="M80 -50V55" stroke="${C.aubergine}" stroke-width="2" stroke-dasharray="4 5" opacity=".4"/><path d="M-130 -6h80M-130 12h120M-130 30h60M96 -6h36M96 12h30" stroke="${C.aubergine}" stroke-width="5" stroke-linecap="round" opacity=".35"/>`;
  let bars = "";
  for (let x = -10; x < 66; x += c.r.range(3, 7)) bars += t`M${x} 0v40`;
  o += t`<path d="${bars}" stroke="${C.aubergine}" stroke-width="2" opacity=".7"/>`;
  return (
    o +
    path(
      t`M-40 -42l14 0 8 -8 4 0 -4 8 10 0 4 -4 3 0 -2 4 2 4 -3 0 -4 -4 -10 0 4 8 -4 0 -8 -8 -14 0Z`,
      C.cream,
    )
  );
}

export function phone(c: Ctx): string {
  const scr = c.id("ph");
  c.defs.push(
    t`<linearGradient id="${scr}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.violet}"/><stop offset="1" stop-color="${C.blush}"/></linearGradient>`,
  );
  let o =
    path(rr(-80, -160, 160, 320, 26), "#1d1530") +
    path(rr(-70, -150, 140, 300, 18), `url(#${scr})`) +
    path(rr(-22, -146, 44, 10, 5), "#1d1530");
  o += path(
    rr(-56, -110, 90, 30, 12) + rr(-30, -66, 86, 30, 12) + rr(-56, -22, 70, 30, 12),
    C.cream,
    'opacity=".85"',
  );
  o += path(heart(0, 70, 3) + heart(-36, 30, 1.2) + heart(40, 40, 1.6), "#c97b84");
  return o;
}

export function cup(r: number, coffee = "#5a3a32"): string {
  return (
    t`<circle r="${r * 1.45}" fill="${C.cream}"/><circle r="${r * 1.45}" fill="none" stroke="${C.lavender}" stroke-width="2" opacity=".6"/><circle r="${r}" fill="#fffaf4"/><circle r="${r * 0.8}" fill="${coffee}"/><circle r="${r * 0.55}" fill="#c89a6a" opacity=".5"/>` +
    path(rr(r * 0.95, -r * 0.16, r * 0.5, r * 0.32, r * 0.12), "#fffaf4")
  );
}
