// Primitive path builders shared by every drawing.
import { t } from "./core";

export const rr = (x: number, y: number, w: number, h: number, r: number): string =>
  t`M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}Z`;

export const heart = (x: number, y: number, s: number): string =>
  t`M${x} ${y + 8 * s}C${x - 14 * s} ${y - 2 * s} ${x - 12 * s} ${y - 14 * s} ${x - 5 * s} ${y - 14 * s}C${x - 2 * s} ${y - 14 * s} ${x} ${y - 11 * s} ${x} ${y - 9 * s}C${x} ${y - 11 * s} ${x + 2 * s} ${y - 14 * s} ${x + 5 * s} ${y - 14 * s}C${x + 12 * s} ${y - 14 * s} ${x + 14 * s} ${y - 2 * s} ${x} ${y + 8 * s}Z`;

export const circ = (x: number, y: number, r: number): string =>
  t`M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

export const rect = (x: number, y: number, w: number, h: number): string =>
  t`M${x} ${y}h${w}v${h}h${-w}Z`;

/** Grid of window rectangles as one path; `keep` is the share drawn (lit windows at night). */

/** Crenellated wall line along the top of a rectangle. */

export function battlement(x: number, y: number, w: number, h: number, m: number): string {
  let d = t`M${x} ${y + h}V${y}`;
  const n = Math.max(2, Math.round(w / (m * 2)));
  const step = w / n;
  for (let i = 0; i < n; i++) d += t`h${step / 2}v${m}h${step / 2}v${-m}`;
  return d + t`V${y + h}Z`;
}
