"use client";

import Link from "next/link";
import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { contactLink, navLinks } from "./nav-links";

/**
 * The small-screen menu: a toggle that opens and closes the links; choosing a link closes it.
 * It is a <details> element, so it opens and closes before the page's scripts run, and with
 * JavaScript off; once they run, Escape and choosing a link close it too.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group md:hidden"
    >
      <summary
        role="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-aubergine hover:bg-lavender-100 [&::-webkit-details-marker]:hidden"
      >
        <Menu aria-hidden="true" className="h-6 w-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden h-6 w-6 group-open:block" />
      </summary>
      <div
        id="mobile-menu"
        className="absolute inset-x-0 top-16 border-b border-lavender-200 bg-cream px-5 pt-2 pb-6 shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          {[...navLinks, contactLink].map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={() => setOpen(false)}
                className={
                  link.href === contactLink.href
                    ? "mt-2 block rounded-full bg-aubergine px-5 py-3 text-center font-semibold text-cream"
                    : "block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-lavender-100"
                }
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
