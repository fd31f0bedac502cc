// Pieces for the side-view topical posters.
import { C, Ctx, mix, path, poly, PRIDE, t, vgrad } from "./core";
import { leaf } from "./objects2";
import { rect } from "./shapes";

export function wineGlass(
  x: number,
  b: number,
  s: number,
  rot: number,
  wine: string,
  col: string,
): string {
  return t`<g transform="translate(${x} ${b}) rotate(${rot}) scale(${s})"><path d="M-15 -64Q-17 -30 0 -24Q17 -30 15 -64Z" fill="${col}" opacity=".55"/><path d="M-15.5 -44Q-13 -28 0 -25Q13 -28 15.5 -44Z" fill="${wine}"/><path d="M-1.6 -25h3.2v22h-3.2ZM-11 -3h22v3h-22Z" fill="${col}"/></g>`;
}

export function table(c: Ctx, items: (y: number) => string, lights: boolean): string {
  const { w, h, k, p } = c;
  const y = h - 170 * k;
  let o = path(
    poly([
      [w * 0.16, y],
      [w * 0.84, y],
      [w * 0.9, y + 22 * k],
      [w * 0.1, y + 22 * k],
    ]),
    mix(C.cream, p.tone[0], p.tone[1] * 0.6),
  );
  const cloth = vgrad(c, "cloth", y + 22 * k, h, [
    mix(C.cream, p.tone[0], p.tone[1] * 0.8),
    mix(C.cream, p.deep, 0.55),
  ]);
  o += path(rect(w * 0.1, y + 22 * k, w * 0.8, h), cloth);
  o += t`<path d="M${w * 0.1} ${y + 30 * k}H${w * 0.9}" stroke="${C.gold}" stroke-width="${2 * k}" opacity=".7"/>`;
  let folds = "";
  for (let x = w * 0.14; x < w * 0.88; x += 46 * k) folds += t`M${x} ${y + 30 * k}V${h}`;
  o += t`<path d="${folds}" stroke="${p.deep}" stroke-width="${3 * k}" opacity=".12"/>`;
  if (lights) {
    let bulbs = "";
    for (let i = 0; i <= 16; i++) {
      const f = i / 16;
      bulbs += t`M${f * w} ${40 * k + 120 * k * 4 * f * (1 - f)}h0`;
    }
    o += t`<path d="M0 ${40 * k}Q${w / 2} ${280 * k} ${w} ${40 * k}" stroke="${p.deep}" stroke-width="${1.5 * k}" fill="none"/><path d="${bulbs}" stroke="${C.gold}" stroke-width="${14 * k}" stroke-linecap="round" opacity=".35"/><path d="${bulbs}" stroke="#fbe7b5" stroke-width="${6 * k}" stroke-linecap="round"/>`;
  }
  return o + items(y + 8 * k);
}

export function bottle(x: number, b: number, s: number, col: string): string {
  return t`<path transform="translate(${x} ${b}) scale(${s})" d="M-14 0V-70Q-14 -86 -5 -94V-124H5V-94Q14 -86 14 -70V0Z" fill="${col}"/>`;
}

export function candle(c: Ctx, x: number, b: number, s: number): string {
  return t`<g transform="translate(${x} ${b}) scale(${s})"><circle cy="-40" r="46" fill="${C.gold}" opacity=".22"/><path d="M-16 0V-60H16V0Z" fill="${C.cream}" opacity=".3" stroke="${C.gold}" stroke-width="2"/><path d="M-6 0V-26H6V0Z" fill="${C.cream}"/><path d="M0 -28C-5 -34 -3 -40 0 -46C3 -40 5 -34 0 -28Z" fill="#f7d690"/></g>`;
}

export function whaleTail(c: Ctx, x: number, y: number, s: number): string {
  const col = c.p.deep;
  let o = path(
    "M-14 0C-12 -40 -8 -80 -4 -100C-40 -110 -96 -124 -130 -170C-100 -160 -60 -156 -20 -150C-10 -150 -2 -144 0 -136C2 -144 10 -150 20 -150C60 -156 100 -160 130 -170C96 -124 40 -110 4 -100C8 -80 12 -40 14 0Z",
    col,
  );
  let drips = "";
  for (let i = 0; i < 12; i++) {
    const dx = c.r.range(-120, 120);
    const dy = c.r.range(-140, -20);
    drips += t`M${dx} ${dy}v${c.r.range(8, 20)}`;
  }
  o += t`<path d="${drips}" stroke="${C.cream}" stroke-width="2.5" stroke-linecap="round" opacity=".7"/><ellipse rx="90" ry="10" fill="none" stroke="${C.cream}" stroke-width="3" opacity=".55"/><ellipse rx="150" ry="18" fill="none" stroke="${C.cream}" stroke-width="2" opacity=".3"/>`;
  return t`<g transform="translate(${x} ${y}) scale(${s})">${o}</g>`;
}

export function kite(c: Ctx): string {
  const { w, h, k } = c;
  const x = w * 0.62;
  const y = h * 0.22;
  const s = 1.1 * k;
  let o = t`<path d="M${x} ${y + 70 * s}Q${w * 0.5} ${h * 0.6} ${w * 0.3} ${h + 10}" stroke="${c.p.deep}" stroke-width="1.4" fill="none"/>`;
  const pts: [number, number][] = [
    [x, y - 70 * s],
    [x + 50 * s, y],
    [x, y + 70 * s],
    [x - 50 * s, y],
  ];
  const cols = [C.violet, "#c97b84", C.gold, C.teal];
  for (let i = 0; i < 4; i++) o += path(poly([[x, y], pts[i]!, pts[(i + 1) % 4]!]), cols[i]!);
  const tail = t`M${x} ${y + 70 * s}C${x + 40 * s} ${y + 140 * s} ${x - 60 * s} ${y + 200 * s} ${x - 10 * s} ${y + 290 * s}`;
  o += t`<path d="${tail}" stroke="${c.p.deep}" stroke-width="1.4" fill="none"/>`;
  PRIDE.forEach((col, i) => {
    const f = (i + 1) / 7;
    const bx = x + Math.sin(f * 6) * 26 * s - f * 10 * s;
    const by = y + 70 * s + f * 220 * s;
    o += path(
      poly([
        [bx - 10 * s, by - 6 * s],
        [bx + 10 * s, by + 6 * s],
        [bx + 10 * s, by - 6 * s],
        [bx - 10 * s, by + 6 * s],
      ]),
      col,
    );
  });
  return o;
}

export function globe(c: Ctx): string {
  const cx = 600;
  const cy = 300;
  const R = 190;
  c.defs.push(
    t`<radialGradient id="${c.id("gl")}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#5fa6a4"/><stop offset=".6" stop-color="${C.teal}"/><stop offset="1" stop-color="${C.aubergine}"/></radialGradient>`,
    t`<clipPath id="${c.id("gc")}"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath>`,
  );
  let o = t`<ellipse cx="${cx}" cy="${cy}" rx="${R * 1.5}" ry="${R * 0.34}" fill="none" stroke="${C.gold}" stroke-width="2" opacity=".6" transform="rotate(-14 ${cx} ${cy})"/>`;
  o += t`<circle cx="${cx}" cy="${cy}" r="${R}" fill="${c.url("gl")}"/>`;
  let land = "";
  for (let i = 0; i < 6; i++) {
    const lx = cx + c.r.range(-0.8, 0.8) * R;
    const ly = cy + c.r.range(-0.7, 0.7) * R;
    const pts: [number, number][] = [];
    for (let j = 0; j < 10; j++) {
      const a = (j / 10) * Math.PI * 2;
      const rad = c.r.range(0.12, 0.3) * R;
      pts.push([lx + Math.cos(a) * rad, ly + Math.sin(a) * rad * 0.8]);
    }
    land += poly(pts);
  }
  let grid = "";
  for (const f of [0.3, 0.65, 1])
    grid += t`M${cx} ${cy - R}A${R * f} ${R} 0 0 0 ${cx} ${cy + R}A${R * f} ${R} 0 0 0 ${cx} ${cy - R}`;
  for (const f of [-0.6, -0.25, 0.1, 0.45])
    grid += t`M${cx - R * Math.sqrt(1 - f * f)} ${cy + f * R}H${cx + R * Math.sqrt(1 - f * f)}`;
  o +=
    `<g clip-path="${c.url("gc")}">` +
    path(land, "#c9d9c0", 'opacity=".85"') +
    t`<path d="${grid}" fill="none" stroke="${C.cream}" stroke-width="1.2" opacity=".3"/>` +
    "</g>";
  o += t`<path d="M${cx - R * 1.45} ${cy + R * 0.36}A${R * 1.5} ${R * 0.34} 0 0 0 ${cx + R * 1.4} ${cy - R * 0.4}" transform="rotate(-14 ${cx} ${cy})" fill="none" stroke="${C.gold}" stroke-width="2.5"/>`;
  const cols = [C.teal, "#4f7a6c", "#7fa88a", C.gold];
  for (let i = 0; i < 9; i++) {
    const a = 200 + i * 17 + c.r.range(-4, 4);
    const px = cx + Math.cos((a * Math.PI) / 180) * R * 0.95;
    const py = cy - Math.sin((a * Math.PI) / 180) * R * 0.95;
    o += t`<g transform="translate(${px} ${py}) rotate(${-a + c.r.range(-40, 10)})">${leaf(c.r.range(110, 170), cols[i % 4]!)}</g>`;
  }
  return o;
}

export function vgradBg(c: Ctx): string {
  c.defs.push(
    t`<radialGradient id="${c.id("bgg")}" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="${C.cream}"/><stop offset=".6" stop-color="${C.blush}"/><stop offset="1" stop-color="${C.lavender}"/></radialGradient>`,
  );
  return c.url("bgg");
}
