"use client";

import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { contactLink, navLinks } from "./nav-links";

const panelClass =
  "absolute inset-x-0 top-16 border-b border-lavender-200 bg-cream px-5 pt-2 pb-6 shadow-lg";
const toggleClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full text-aubergine hover:bg-lavender-100";

/**
 * The small-screen menu: a toggle that opens and closes the links; choosing a link closes it.
 * Until its script runs (or without JavaScript) it is a <details> element, which opens and closes
 * by itself; a menu opened then stays open when the script takes over.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  if (!hydrated) {
    return (
      <details ref={detailsRef} className="group md:hidden">
        <summary
          aria-label="Open menu"
          aria-controls="mobile-menu"
          className={`${toggleClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          <Icon name="menu" className="h-6 w-6 group-open:hidden" />
          <Icon name="x" className="hidden h-6 w-6 group-open:block" />
        </summary>
        <MenuLinks onChoose={() => undefined} />
      </details>
    );
  }

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className={toggleClass}
      >
        {open ? <Icon name="x" className="h-6 w-6" /> : <Icon name="menu" className="h-6 w-6" />}
      </button>
      <MenuLinks hidden={!open} onChoose={() => setOpen(false)} />
    </div>
  );
}

function MenuLinks({ hidden, onChoose }: { hidden?: boolean; onChoose: () => void }) {
  return (
    <div id="mobile-menu" hidden={hidden} className={panelClass}>
      <ul className="flex flex-col gap-1">
        {[...navLinks, contactLink].map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onChoose}
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
  );
}
