// Top-down still-life objects for flat-lay posters. Each draws around its own origin.
import { C, Ctx, PRIDE, mix, path, poly, t } from "./core";
import { circ, rect } from "./parts";

export const rr = (x: number, y: number, w: number, h: number, r: number): string =>
  t`M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}Z`;

export const heart = (x: number, y: number, s: number): string =>
  t`M${x} ${y + 8 * s}C${x - 14 * s} ${y - 2 * s} ${x - 12 * s} ${y - 14 * s} ${x - 5 * s} ${y - 14 * s}C${x - 2 * s} ${y - 14 * s} ${x} ${y - 11 * s} ${x} ${y - 9 * s}C${x} ${y - 11 * s} ${x + 2 * s} ${y - 14 * s} ${x + 5 * s} ${y - 14 * s}C${x + 12 * s} ${y - 14 * s} ${x + 14 * s} ${y - 2 * s} ${x} ${y + 8 * s}Z`;

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

export function notebook(col: string, open = false): string {
  if (open) {
    let lines = "";
    for (let y = -90; y < 100; y += 16) lines += t`M-140 ${y}h120M20 ${y}h120`;
    return (
      path(rr(-160, -115, 320, 230, 8), col) +
      path(rect(-150, -108, 148, 216) + rect(2, -108, 148, 216), "#fbf7f0") +
      t`<path d="${lines}" stroke="${C.lavender}" stroke-width="1.2" opacity=".6"/><path d="M30 60C60 0 90 40 120 -40" fill="none" stroke="${C.violet}" stroke-width="3" stroke-dasharray="6 5"/><path d="M0 -108V108" stroke="#000" stroke-width="2" opacity=".15"/>` +
      path(rect(100, -115, 12, 250), "#c97b84")
    );
  }
  return (
    path(rr(-100, -135, 200, 270, 10), col) +
    path(rect(60, -135, 9, 270), "#1d1530", 'opacity=".6"') +
    path(rect(-20, -135, 12, 300), C.gold)
  );
}

export function pen(len: number, col: string): string {
  return (
    path(rr(-len / 2, -7, len, 14, 7), col) +
    path(
      poly([
        [len / 2 - 2, -6],
        [len / 2 + 22, 0],
        [len / 2 - 2, 6],
      ]),
      C.gold,
    ) +
    path(rect(-len / 2 + 24, -9, 44, 4), C.gold)
  );
}

export function sunglasses(): string {
  const lens = t`M-96 -30Q-50 -44 -14 -28Q-10 20 -54 26Q-96 26 -96 -30ZM96 -30Q50 -44 14 -28Q10 20 54 26Q96 26 96 -30Z`;
  return (
    t`<path d="M-96 -30L-150 -40M96 -30L150 -40M-16 -24Q0 -36 16 -24" fill="none" stroke="${C.aubergine}" stroke-width="6"/>` +
    path(lens, C.aubergine) +
    path(
      t`M-80 -24Q-60 -32 -40 -28L-70 6Z M30 -28Q54 -34 74 -24L40 0Z`,
      C.lavender,
      'opacity=".35"',
    )
  );
}

export function watch(): string {
  let ticks = "";
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    ticks += t`M${Math.cos(a) * 40} ${Math.sin(a) * 40}L${Math.cos(a) * 34} ${Math.sin(a) * 34}`;
  }
  return (
    path(rr(-30, -130, 60, 260, 14), "#5a3a4a") +
    t`<circle r="56" fill="${C.gold}"/><circle r="48" fill="${C.cream}"/><path d="${ticks}" stroke="${C.aubergine}" stroke-width="3"/><path d="M0 0V-34M0 0L22 10" stroke="${C.aubergine}" stroke-width="4" stroke-linecap="round"/><circle r="4" fill="${C.gold}"/>`
  );
}

export function calendar(c: Ctx, head: string, marks: number): string {
  let o =
    path(rr(-190, -150, 380, 300, 12), C.cream) +
    path(rr(-190, -150, 380, 64, 12) + rect(-190, -100, 380, 14), head);
  let rings = "";
  for (const x of [-120, -40, 40, 120]) rings += rr(x - 5, -166, 10, 34, 5);
  o += path(rings, "#5a4a6a");
  let grid = "";
  for (let i = 0; i < 7; i++)
    for (let j = 0; j < 5; j++) grid += rect(-170 + i * 50, -72 + j * 44, 40, 34);
  o += path(grid, C.lavender, 'opacity=".22"');
  for (let m = 0; m < marks; m++) {
    const i = c.r.int(0, 6);
    const j = c.r.int(0, 4);
    o += t`<circle cx="${-150 + i * 50}" cy="${-55 + j * 44}" r="${m % 3 === 0 ? 22 : 9}" fill="${m % 3 === 0 ? "none" : (PRIDE[m % PRIDE.length] as string)}" stroke="${m % 3 === 0 ? "#c97b84" : "none"}" stroke-width="3"/>`;
  }
  return o;
}

export function pills(c: Ctx): string {
  let o = path(rr(-210, -45, 420, 90, 16), "#efe6f4");
  for (let i = 0; i < 7; i++)
    o += path(rr(-200 + i * 58, -36, 50, 72, 10), mix(PRIDE[i % 6] as string, C.cream, 0.45));
  for (let i = 0; i < 5; i++) {
    const x = c.r.range(-180, 180);
    const y = c.r.range(70, 120);
    o += t`<g transform="translate(${x} ${y}) rotate(${c.r.range(0, 180)})">${path(rr(-18, -8, 18, 16, 8), C.cream)}${path(rr(0, -8, 18, 16, 8), i % 2 ? "#c97b84" : C.violet)}</g>`;
  }
  return o;
}

export function suitcase(col: string): string {
  let o = path(rr(-130, -180, 260, 360, 26), col);
  o += t`<path d="M-70 -170V170M0 -170V170M70 -170V170" stroke="#000" stroke-width="6" opacity=".12"/>`;
  o += path(rr(-50, -214, 100, 40, 14), "none", t`stroke="${C.aubergine}" stroke-width="12"`);
  o += path(
    rect(-136, -186, 30, 30) +
      rect(106, -186, 30, 30) +
      rect(-136, 156, 30, 30) +
      rect(106, 156, 30, 30),
    C.gold,
  );
  return (
    o +
    t`<path d="M90 -150Q130 -120 150 -70" stroke="${C.gold}" stroke-width="2" fill="none"/>` +
    path(rr(130, -80, 44, 70, 8), C.cream)
  );
}

export function umbrella(r: number, cols: readonly string[]): string {
  let o = "";
  for (let i = 0; i < 8; i++) {
    const a0 = (i / 8) * Math.PI * 2;
    const a1 = ((i + 1) / 8) * Math.PI * 2;
    const am = (a0 + a1) / 2;
    o += path(
      t`M0 0L${Math.cos(a0) * r} ${Math.sin(a0) * r}Q${Math.cos(am) * r * 0.9} ${Math.sin(am) * r * 0.9} ${Math.cos(a1) * r} ${Math.sin(a1) * r}Z`,
      cols[i % cols.length] as string,
    );
  }
  return o + t`<circle r="${r * 0.06}" fill="${C.gold}"/>`;
}

export function leaf(len: number, col: string): string {
  return (
    path(
      t`M0 0C${len * 0.2} ${-len * 0.22} ${len * 0.7} ${-len * 0.22} ${len} 0C${len * 0.7} ${len * 0.22} ${len * 0.2} ${len * 0.22} 0 0Z`,
      col,
    ) +
    t`<path d="M${-len * 0.15} 0H${len * 0.9}" stroke="${C.cream}" stroke-width="2" opacity=".5"/>`
  );
}

export function postcard(c: Ctx): string {
  const gid = c.id("pc");
  c.defs.push(
    t`<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.violet}"/><stop offset=".7" stop-color="${C.blush}"/></linearGradient>`,
  );
  return (
    path(rr(-140, -95, 280, 190, 6), C.cream) +
    path(rect(-126, -81, 150, 162), `url(#${gid})`) +
    t`<circle cx="-50" cy="-10" r="26" fill="${C.gold}"/>` +
    path(rect(-126, 20, 150, 61), C.teal) +
    t`<path d="M44 -40h70M44 -10h70M44 20h56" stroke="${C.aubergine}" stroke-width="3" opacity=".3"/>` +
    path(rect(84, -80, 36, 42), "none", t`stroke="#c97b84" stroke-width="3" stroke-dasharray="4 3"`)
  );
}
