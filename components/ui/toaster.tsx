"use client";

import { usePathname } from "next/navigation";
import { Toaster as Sonner } from "sonner";

/**
 * Toasts: 4 seconds, at most 3 visible (SPEC.md section 9); top right in the shell, and at the
 * toast facility's bottom-right default on the home page, as SPEC.md section 2 has it.
 */
export function Toaster() {
  const home = usePathname() === "/";
  return (
    <Sonner
      position={home ? "bottom-right" : "top-right"}
      duration={4000}
      visibleToasts={3}
      closeButton
      richColors
    />
  );
}
