"use client";

/**
 * The destinations page's safety modal: one native <dialog> shared by every card. showModal() gives
 * the focus trap, Escape and the inert page for free; we add the backdrop click and return focus
 * to the card's button that opened it. The backdrop is a plain tint: a blur of the page behind it
 * cost a phone about 70 ms of every opening (248 ms against 176 ms at 4x CPU slowdown).
 */
import { Icon } from "@/components/ui/icon";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { SafetyDialogBody, type SafetyTarget } from "./safety-dialog-body";

type OpenSafety = (target: SafetyTarget, trigger: HTMLElement) => void;

const OpenSafetyContext = createContext<OpenSafety | null>(null);

export function SafetyDialogProvider({ children }: { children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const [target, setTarget] = useState<SafetyTarget | null>(null);
  // Bumped on every opening, so the body retries a destination whose last load failed.
  const [opening, setOpening] = useState(0);

  const open = useCallback<OpenSafety>((next, trigger) => {
    triggerRef.current = trigger;
    setTarget(next);
    setOpening((count) => count + 1);
  }, []);

  // Marks the island as interactive, so tests (and nothing else) can wait for hydration.
  useEffect(() => {
    if (dialogRef.current) dialogRef.current.dataset.ready = "true";
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (opening === 0 || !dialog || dialog.open) return;
    dialog.showModal();
    document.documentElement.style.overflow = "hidden";
  }, [opening]);

  const close = () => dialogRef.current?.close();

  return (
    <OpenSafetyContext.Provider value={open}>
      {children}
      <dialog
        ref={dialogRef}
        aria-labelledby="safety-dialog-title"
        onClose={() => {
          document.documentElement.style.overflow = "";
          triggerRef.current?.focus();
        }}
        // The dialog box has no padding, so a click whose target is the dialog itself fell on the backdrop.
        onClick={(event) => event.target === event.currentTarget && close()}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-3xl bg-cream p-0 text-ink shadow-2xl backdrop:bg-midnight/70"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-xs font-semibold tracking-[0.25em] text-lavender-600 uppercase">
                Safety rating
              </p>
              <h2 id="safety-dialog-title" className="mt-2 text-3xl font-semibold text-aubergine">
                {target ? `${target.name}, ${target.country}` : "Safety rating"}
              </h2>
            </div>
            <button
              type="button"
              onClick={close}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-lavender-200 bg-white px-4 py-2 text-sm font-semibold text-aubergine transition-colors hover:bg-lavender-100"
            >
              <Icon name="x" className="h-4 w-4" />
              Close
            </button>
          </div>
          {target && <SafetyDialogBody key={`${target.id}-${opening}`} target={target} />}
        </div>
      </dialog>
    </OpenSafetyContext.Provider>
  );
}

/** `rating-button` in app/globals.css: a pill whose ::after covers the card. */
const ratingClass = "rating-button";

/**
 * The card's button; its ::after stretches over the whole card, so a click anywhere opens the modal.
 * Until its script runs (or without JavaScript) it is a link to the destination's page instead.
 */
export function SafetyRatingButton({ target }: { target: SafetyTarget }) {
  const open = useContext(OpenSafetyContext);
  const hydrated = useHydrated();
  const label = (
    <>
      View safety rating<span className="sr-only"> for {target.name}</span>
    </>
  );
  if (!hydrated) {
    return (
      <a href={`/destinations/${target.slug}`} className={ratingClass}>
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      onClick={(event) => open?.(target, event.currentTarget)}
      className={ratingClass}
    >
      {label}
    </button>
  );
}
