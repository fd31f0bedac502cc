/**
 * How each legal document looks: its content names a lucide icon and a colour, mapped here to the
 * sprite's icons and to Tailwind classes whose text keeps AA contrast on white and on its own tint.
 */
import { createElement } from "react";
import { Icon, type IconName } from "@/components/ui/icon";

/** The icons a legal document's content may name. */
const icons = new Set<IconName>([
  "shield-check",
  "file-text",
  "handshake",
  "users",
  "briefcase",
  "leaf",
]);

export interface LegalTone {
  /** The icon tile: tint and icon colour. */
  tile: string;
  /** Accent text (the card's "Read" line, section numbers). */
  text: string;
  /** The thin top border of a card. */
  bar: string;
  /** A soft wash for callouts and headers. */
  wash: string;
}

const tones: Record<string, LegalTone> = {
  lavender: {
    tile: "bg-lavender-100 text-lavender-700",
    text: "text-lavender-700",
    bar: "bg-lavender-500",
    wash: "bg-lavender-50",
  },
  teal: {
    tile: "bg-teal-50 text-teal-800",
    text: "text-teal-800",
    bar: "bg-teal-600",
    wash: "bg-teal-50",
  },
  rose: {
    tile: "bg-rose-50 text-rose-700",
    text: "text-rose-700",
    bar: "bg-rose-500",
    wash: "bg-rose-50",
  },
  amber: {
    tile: "bg-amber-50 text-amber-800",
    text: "text-amber-800",
    bar: "bg-amber-500",
    wash: "bg-amber-50",
  },
  indigo: {
    tile: "bg-indigo-50 text-indigo-700",
    text: "text-indigo-700",
    bar: "bg-indigo-500",
    wash: "bg-indigo-50",
  },
  emerald: {
    tile: "bg-emerald-50 text-emerald-800",
    text: "text-emerald-800",
    bar: "bg-emerald-600",
    wash: "bg-emerald-50",
  },
};

/** An unknown icon name falls back to the scales rather than failing the page. */
export function LegalIcon({ name, className }: { name: string; className?: string }) {
  const known = icons.has(name as IconName) ? (name as IconName) : "scale";
  return createElement(Icon, { name: known, className });
}

export function legalTone(color: string): LegalTone {
  return tones[color] ?? (tones.lavender as LegalTone);
}
