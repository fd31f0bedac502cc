import Link from "@/components/ui/link";
import type { ComponentProps } from "react";

const variants = {
  primary: "bg-aubergine text-cream hover:bg-lavender-700 shadow-sm",
  secondary: "border border-aubergine text-aubergine hover:bg-lavender-100",
  gold: "bg-gold text-aubergine hover:bg-cream",
  light: "border border-cream/70 text-cream hover:bg-white/10",
} as const;

export type ButtonVariant = keyof typeof variants;

/** The site's button look, shared by links and buttons. */
export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  return `inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;
}

export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}
