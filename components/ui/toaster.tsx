"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { loadToasts, onToastsLoaded } from "./toast";

const Sonner = dynamic(() => loadToasts().then((sonner) => sonner.Toaster), { ssr: false });

/**
 * Toasts: 4 seconds, at most 3 visible; top right in the shell, and at the
 * toast facility's bottom-right default on the home page. Nothing is
 * rendered, and nothing of sonner loaded, until the first toast is raised (see ./toast).
 */
export function Toaster() {
  const home = usePathname() === "/";
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastsLoaded(() => setNeeded(true)), []);
  if (!needed) return null;
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
