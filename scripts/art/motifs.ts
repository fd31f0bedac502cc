// Category motifs laid over a scene: jet, yacht, train, confetti, ribbons, vines, lanterns, bunting, leaves, poolside, car.
import { C, Ctx, mix, path, poly, PRIDE, t } from "./core";
import { circ, rect } from "./shapes";

export type Motif =
  | "jet"
  | "yacht"
  | "train"
  | "confetti"
  | "ribbons"
  | "vines"
  | "lanterns"
  | "bunting"
  | "picado"
  | "leaves"
  | "pool"
  | "car"
  | "aurora";

const tr = (x: number, y: number, s: number, rot = 0): string =>
  t`transform="translate(${x} ${y})${rot ? t` rotate(${rot})` : ""} scale(${s})"`;

export function jet(c: Ctx, x: number, y: number, s: number): string {
  const body = c.time === "night" ? mix(C.cream, c.p.mid, 0.3) : C.cream;
  c.defs.push(
    t`<linearGradient id="${c.id("trail")}" x1="1" x2="0" y1="0" y2="0"><stop offset="0" stop-color="${C.cream}" stop-opacity=".8"/><stop offset="1" stop-color="${C.cream}" stop-opacity="0"/></linearGradient>`,
  );
  let o = t`<path d="M-118 -30H-900M-118 -20H-880" stroke="${c.url("trail")}" stroke-width="3" stroke-linecap="round" transform="translate(0 12)"/>`;
  o += path("M-104 -52L-86 -52L-62 -12L-84 -12Z", mix(body, c.p.mid, 0.25));
  o += path("M-116 -55H-80V-49H-116Z", mix(body, c.p.mid, 0.25));
  o += path(
    "M-100 0C-100 -8 -80 -12 -60 -12L66 -12C90 -12 100 -6 106 0C100 4 90 6 66 6L-80 6C-95 6 -100 3 -100 0Z",
    body,
  );
  o += path("M-72 -24H-36Q-30 -18 -36 -12H-72Q-76 -18 -72 -24Z", mix(body, c.p.mid, 0.2));
  o += path("M-6 2L-46 34H-32L26 2Z", mix(body, c.p.mid, 0.35));
  let wins = "";
  for (let i = 0; i < 9; i++) wins += rect(-24 + i * 10, -7, 5, 5);
  o += path(wins + "M86 -8L96 -8L100 -3L84 -3Z", c.p.deep, 'opacity=".75"');
  o += t`<path d="M-96 1H98" stroke="${C.gold}" stroke-width="1.6"/>`;
  return `<g ${tr(x, y, s, -7)}>${o}</g>`;
}

export function yacht(c: Ctx, x: number, y: number, s: number): string {
  const white = c.time === "night" ? mix(C.cream, c.p.mid, 0.3) : C.cream;
  const glass = c.time === "night" ? c.p.win : c.tone("#2a1838");
  let o = path("M-150 -40L172 -46L124 0H-136Q-148 -14 -150 -40Z", white);
  o += path("M-146 -16L146 -20", "none", t`stroke="${C.gold}" stroke-width="3"`);
  o +=
    path("M-120 -40H112L80 -72H-112Z", white) +
    path("M-84 -72H62L36 -98H-74Z", white) +
    path("M-44 -98H20L6 -114H-36Z", white);
  o += path(
    "M-108 -48H92L84 -58H-104ZM-76 -78H50L44 -88H-70ZM-36 -103H8L4 -109H-32Z",
    glass,
    'opacity=".85"',
  );
  o += t`<path d="M-14 -114V-134M-24 -128H-4" stroke="${white}" stroke-width="2.5"/>`;
  let wake = "";
  for (let i = 0; i < 6; i++) wake += t`M${-140 - i * 40} ${-2 + i * 5}h${-30 - i * 12}`;
  o += t`<path d="${wake}M130 0q30 -6 60 0" stroke="${C.cream}" stroke-width="3" stroke-linecap="round" opacity=".7"/>`;
  return `<g ${tr(x, y, s)}>${o}</g>`;
}

/** High-speed train on a viaduct crossing the whole width at rail height y. */
export function train(c: Ctx, y: number, s: number, viaduct = true): string {
  const { w, h } = c;
  const body = c.time === "night" ? mix(C.cream, c.p.mid, 0.35) : C.cream;
  let o = "";
  if (viaduct) {
    let v = rect(-20, y + 4 * s, w + 40, 14 * s);
    const span = 120 * s;
    for (let x = -20; x < w + span; x += span)
      v += t`M${x} ${y + 18 * s}h${span}V${h + 10}h${-span * 0.14}V${y + 18 * s + span * 0.5}a${span * 0.36} ${span * 0.36} 0 0 0 ${-span * 0.72} 0V${h + 10}h${-span * 0.14}Z`;
    o += path(v, c.p.deep);
  }
  const x0 = w * 0.08;
  const len = w * 0.72;
  const d = t`M${x0} ${y}V${y - 40 * s}Q${x0} ${y - 46 * s} ${x0 + 6 * s} ${y - 46 * s}H${x0 + len}C${x0 + len + 60 * s} ${y - 46 * s} ${x0 + len + 100 * s} ${y - 20 * s} ${x0 + len + 110 * s} ${y}Z`;
  o += path(d, body);
  let gaps = "";
  let wins = "";
  const car = 150 * s;
  for (let x = x0; x < x0 + len; x += car) {
    if (x > x0) gaps += t`M${x} ${y - 46 * s}v${46 * s}`;
    for (let i = 0; i < 8; i++)
      if (x + 14 * s + i * 16 * s < x0 + len)
        wins += rect(x + 14 * s + i * 16 * s, y - 34 * s, 10 * s, 12 * s);
  }
  wins += t`M${x0 + len + 30 * s} ${y - 38 * s}L${x0 + len + 70 * s} ${y - 30 * s}L${x0 + len + 60 * s} ${y - 24 * s}H${x0 + len + 30 * s}Z`;
  o += path(wins, c.time === "night" ? c.p.win : c.tone("#2a1838"), 'opacity=".85"');
  o += t`<path d="${gaps}" stroke="${c.p.mid}" stroke-width="${2 * s}"/><path d="M${x0} ${y - 14 * s}H${x0 + len + 96 * s}" stroke="${C.violet}" stroke-width="${5 * s}"/><path d="M${x0} ${y - 8 * s}H${x0 + len + 102 * s}" stroke="${C.gold}" stroke-width="${2 * s}"/>`;
  o += t`<path d="M${x0 + len * 0.8} ${y - 46 * s}l${20 * s} ${-16 * s}l${20 * s} ${16 * s}M${x0 - 20} ${y - 78 * s}H${w + 20}" stroke="${c.p.deep}" stroke-width="${1.6 * s}" fill="none"/>`;
  return o;
}

export function confetti(c: Ctx, n: number, top = 0, bottom = 0.65): string {
  const { w, h, r, k } = c;
  const cols = [...PRIDE, C.gold, C.cream, C.blush];
  const bins: string[] = cols.map(() => "");
  for (let i = 0; i < n; i++) {
    const x = r() * w;
    const y = h * r.range(top, bottom);
    const ci = r.int(0, cols.length - 1);
    const a = r() * Math.PI;
    const l = r.range(6, 13) * k;
    const wd = r.range(3, 5) * k;
    const kind = r();
    if (kind < 0.55) {
      const dx = Math.cos(a);
      const dy = Math.sin(a);
      bins[ci] += poly([
        [x - dx * l - dy * wd, y - dy * l + dx * wd],
        [x + dx * l - dy * wd, y + dy * l + dx * wd],
        [x + dx * l + dy * wd, y + dy * l - dx * wd],
        [x - dx * l + dy * wd, y - dy * l - dx * wd],
      ]);
    } else if (kind < 0.8) bins[ci] += circ(x, y, wd * 0.9);
    else bins[ci] += t`M${x} ${y}q${l} ${-l} ${l * 2} 0t${l * 2} 0`;
  }
  return bins
    .map((d, i) =>
      d
        ? d.includes("q")
          ? t`<path d="${d}" fill="none" stroke="${cols[i]}" stroke-width="${2.5 * k}" stroke-linecap="round" opacity=".9"/>`
          : path(d, cols[i] as string, 'opacity=".92"')
        : "",
    )
    .join("");
}

/** Flowing pride ribbon across the sky. */
export function ribbons(c: Ctx, y0: number, amp: number, width = 7): string {
  const { w, k, r } = c;
  const a = r.range(0.6, 1.2) * amp;
  let o = "";
  PRIDE.forEach((col, i) => {
    const dy = i * width * k;
    o += t`<path d="M-60 ${y0 + dy}C${w * 0.3} ${y0 - a + dy} ${w * 0.62} ${y0 + a + dy} ${w + 60} ${y0 - a * 0.3 + dy}" fill="none" stroke="${col}" stroke-width="${width * k + 0.6}"/>`;
  });
  return `<g opacity=".88">${o}</g>`;
}

export function vines(c: Ctx): string {
  const { w, h, k, r } = c;
  const green = c.tone("#4f7a5c");
  const top = h * 0.8;
  let o = path(
    t`M-20 ${h}V${top}Q${w * 0.5} ${top - 40 * k} ${w + 20} ${top + 10 * k}V${h}Z`,
    c.tone("#75704a"),
  );
  let rows = "";
  for (let i = -12; i <= 12; i++)
    rows += t`M${w * 0.5 + i * 30 * k} ${top - 10 * k}L${w * 0.5 + i * 150 * k} ${h + 10}`;
  o += t`<path d="${rows}" stroke="${green}" stroke-width="${12 * k}" stroke-dasharray="${2 * k} ${12 * k}" stroke-linecap="round" opacity=".95"/>`;
  let leaves = "";
  let grapes = "";
  for (const [gx, gy] of [
    [w * 0.04, h * 0.86],
    [w * 0.96, h * 0.84],
  ] as const) {
    for (let i = 0; i < 5; i++) {
      const lx = gx + r.range(-70, 70) * k;
      const ly = gy + r.range(-60, 40) * k;
      const R = r.range(20, 32) * k;
      leaves +=
        circ(lx, ly, R) +
        circ(lx - R * 0.7, ly - R * 0.5, R * 0.6) +
        circ(lx + R * 0.7, ly - R * 0.5, R * 0.6);
    }
    for (let j = 0; j < 5; j++)
      for (let i = 0; i <= 4 - j; i++)
        grapes += circ(gx + (i - (4 - j) / 2) * 12 * k, gy + 30 * k + j * 11 * k, 6.5 * k);
  }
  o += path(leaves, mix(green, c.p.deep, 0.25)) + path(grapes, c.tone("#6b3f7a"));
  return o;
}

/** Strings of paper lanterns sagging across the top of the picture. */
export function lanterns(c: Ctx): string {
  const { w, k, r } = c;
  let o = "";
  for (const [y0, sag] of [
    [60 * k, 90 * k],
    [20 * k, 60 * k],
  ] as const) {
    o += t`<path d="M-20 ${y0}Q${w / 2} ${y0 + sag * 2} ${w + 20} ${y0}" stroke="${c.p.deep}" stroke-width="${2 * k}" fill="none"/>`;
    for (let x = 40 * k; x < w; x += r.range(120, 170) * k) {
      const f = x / w;
      const y = y0 + sag * 4 * f * (1 - f);
      const col = r.pick(["#c97b84", "#d8b46a", "#e0925f", "#c97b84"]);
      if (c.time !== "noon")
        o += t`<circle cx="${x}" cy="${y + 30 * k}" r="${26 * k}" fill="${col}" opacity=".16"/>`;
      o += path(
        t`M${x - 18 * k} ${y + 30 * k}C${x - 18 * k} ${y + 8 * k} ${x + 18 * k} ${y + 8 * k} ${x + 18 * k} ${y + 30 * k}C${x + 18 * k} ${y + 52 * k} ${x - 18 * k} ${y + 52 * k} ${x - 18 * k} ${y + 30 * k}Z`,
        col,
      );
      o += path(
        rect(x - 9 * k, y + 8 * k, 18 * k, 5 * k) +
          rect(x - 9 * k, y + 47 * k, 18 * k, 5 * k) +
          rect(x - 1 * k, y, 2 * k, 9 * k),
        c.p.deep,
      );
    }
  }
  return o;
}

/** Bunting: triangular pennants, or papel picado flags with cut-outs. */
export function bunting(c: Ctx, kind: "tri" | "picado"): string {
  const { w, k } = c;
  let o = "";
  [
    [40 * k, 70 * k],
    [-10 * k, 50 * k],
  ].forEach(([y0, sag], row) => {
    o += t`<path d="M-20 ${y0}Q${w / 2} ${y0! + sag! * 2} ${w + 20} ${y0}" stroke="${c.p.deep}" stroke-width="${1.5 * k}" fill="none"/>`;
    let i = row * 3;
    for (let x = 20 * k; x < w; x += 56 * k) {
      const f = x / w;
      const y = y0! + sag! * 4 * f * (1 - f);
      const col = c.tone(PRIDE[i++ % PRIDE.length] as string);
      if (kind === "tri")
        o += path(
          poly([
            [x - 20 * k, y],
            [x + 20 * k, y],
            [x, y + 46 * k],
          ]),
          col,
        );
      else {
        o += t`<path d="M${x - 22 * k} ${y}h${44 * k}v${50 * k}l${-5.5 * k} ${-6 * k}l${-5.5 * k} ${6 * k}l${-5.5 * k} ${-6 * k}l${-5.5 * k} ${6 * k}l${-5.5 * k} ${-6 * k}l${-5.5 * k} ${6 * k}l${-5.5 * k} ${-6 * k}l${-5.5 * k} ${6 * k}Z${circ(x, y + 20 * k, 8 * k)}${circ(x - 12 * k, y + 36 * k, 4 * k)}${circ(x + 12 * k, y + 36 * k, 4 * k)}" fill="${col}" fill-rule="evenodd"/>`;
      }
    }
  });
  return o;
}

export function leaves(c: Ctx, n: number): string {
  const { w, h, k, r } = c;
  let o = "";
  for (let i = 0; i < n; i++) {
    const s = r.range(0.7, 1.3) * k;
    const col = c.tone(r.pick(["#b8574f", "#d98a4f", "#d8b46a", "#c97b84"]));
    const shape =
      "M0 -20L5 -8L14 -12L11 -2L20 2L8 6L10 14L0 10L-10 14L-8 6L-20 2L-11 -2L-14 -12L-5 -8Z";
    o += t`<path d="${shape}M-1 10h2v12h-2Z" fill="${col}" ${tr(r() * w, h * r.range(0.05, 0.7), s * 1.4, r.range(0, 360))}/>`;
  }
  return o;
}

/** Villa foreground: the edge of an infinity pool, a lounger and a parasol. */
export function pool(c: Ctx): string {
  const { w, h, k } = c;
  const y = h - 120 * k;
  let o = path(rect(-10, y, w + 20, h - y), c.tone("#4f9fa0"));
  let caus = "";
  for (let i = 0; i < 26; i++)
    caus += t`M${c.r() * w} ${y + c.r.range(10, 110) * k}q${10 * k} ${-6 * k} ${20 * k} 0t${20 * k} 0`;
  o += t`<path d="${caus}" stroke="${C.cream}" stroke-width="${2 * k}" fill="none" opacity=".5"/>`;
  o += path(rect(-10, y - 8 * k, w + 20, 10 * k), c.tone("#efe4d2"));
  const lx = w * 0.74;
  const ly = h - 10 * k;
  o += t`<path d="M${lx - 120 * k} ${ly - 40 * k}H${lx + 40 * k}L${lx + 90 * k} ${ly - 100 * k}M${lx - 110 * k} ${ly - 40 * k}V${ly}M${lx + 30 * k} ${ly - 40 * k}V${ly}" stroke="${c.p.deep}" stroke-width="${6 * k}" fill="none" stroke-linecap="round"/>`;
  o += path(
    t`M${lx - 120 * k} ${ly - 52 * k}H${lx + 36 * k}L${lx + 84 * k} ${ly - 110 * k}L${lx + 92 * k} ${ly - 104 * k}L${lx + 44 * k} ${ly - 42 * k}H${lx - 120 * k}Z`,
    c.tone("#f1d6d9"),
  );
  const px = w * 0.9;
  o +=
    t`<path d="M${px} ${h}V${h - 300 * k}" stroke="${c.p.deep}" stroke-width="${5 * k}"/>` +
    path(
      t`M${px - 130 * k} ${h - 260 * k}Q${px} ${h - 340 * k} ${px + 130 * k} ${h - 260 * k}Z`,
      c.tone("#f7f2ea"),
    );
  return o;
}

/** Vintage convertible on the road in the foreground. */
export function car(c: Ctx): string {
  const { w, h, k } = c;
  const y = h - 40 * k;
  let o = path(rect(-10, y, w + 20, h - y + 10), c.p.deep);
  o += t`<path d="M0 ${y + 20 * k}H${w}" stroke="${C.gold}" stroke-width="${3 * k}" stroke-dasharray="${40 * k} ${30 * k}" opacity=".7"/>`;
  const x = w * 0.62;
  const body = c.tone("#c97b84");
  o += path(
    t`M${x - 150 * k} ${y - 10 * k}Q${x - 156 * k} ${y - 44 * k} ${x - 120 * k} ${y - 48 * k}L${x - 40 * k} ${y - 52 * k}L${x + 10 * k} ${y - 80 * k}L${x + 16 * k} ${y - 76 * k}L${x + 4 * k} ${y - 52 * k}L${x + 120 * k} ${y - 50 * k}Q${x + 158 * k} ${y - 44 * k} ${x + 152 * k} ${y - 10 * k}Z`,
    body,
  );
  o +=
    path(circ(x - 92 * k, y - 8 * k, 22 * k) + circ(x + 94 * k, y - 8 * k, 22 * k), c.p.deep) +
    path(circ(x - 92 * k, y - 8 * k, 9 * k) + circ(x + 94 * k, y - 8 * k, 9 * k), C.cream);
  o += t`<path d="M${x - 150 * k} ${y - 30 * k}H${x + 150 * k}" stroke="${C.cream}" stroke-width="${2.5 * k}" opacity=".8"/>`;
  return o;
}
