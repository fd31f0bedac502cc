"use client";

import { Toaster as Sonner } from "sonner";

/** The shell's toasts: top right, 4 seconds, at most 3 visible (SPEC.md section 9). */
export function Toaster() {
  return <Sonner position="top-right" duration={4000} visibleToasts={3} closeButton richColors />;
}
