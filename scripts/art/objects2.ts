// More top-down still-life objects: calendar, pills, suitcase, umbrella, leaf, stationery.
import { C, Ctx, mix, path, poly, PRIDE, t } from "./core";
import { rect, rr } from "./shapes";

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
    const y = c.r.range(80, 130);
    o += t`<g transform="translate(${x} ${y}) rotate(${c.r.range(0, 180)}) scale(1.8)">${path(rr(-18, -8, 36, 16, 8), i % 2 ? "#c97b84" : C.violet)}${path(rr(-18, -8, 20, 16, 8), C.cream)}</g>`;
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
