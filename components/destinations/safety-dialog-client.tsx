"use client";

/**
 * The destinations page's safety modal: one popover shared by every card, shown in the top layer on
 * a layer that tints the page and takes the clicks meant for it, with aria-modal, focus moved to
 * Close and kept inside by Tab, Escape and a click on the backdrop to close, and focus returned to
 * the card's button that opened it. The page behind becomes inert once the modal has painted.
 *
 * Not a <dialog> opened with showModal(): that makes the page inert inside the click, which Chromium
 * does by recalculating the style of every element on the page (973 on /destinations); with the CPU
 * slowed 4x that was 130-200 ms of each opening's handler, against about 50 ms for the popover, and
 * the interaction's median went from 328 to 216 ms and from 424 to 280 ms (two runs of nine loads
 * each, alternating). The backdrop is a plain tint: a blur of the page behind cost 70 ms more.
 */
import { Icon } from "@/components/ui/icon";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { KeyboardEvent, ReactNode } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { SafetyDialogBody, type SafetyTarget } from "./safety-dialog-body";

type OpenSafety = (target: SafetyTarget, trigger: HTMLElement) => void;

const OpenSafetyContext = createContext<OpenSafety | null>(null);

export function SafetyDialogProvider({ children }: { children: ReactNode }) {
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  // Undoes the page's inertness while it holds; cancels the step waiting for the next paint.
  const restoreRef = useRef<(() => void) | null>(null);
  const pendingRef = useRef<() => void>(() => {});
  // Whether the press that ends in a click began on the backdrop too (not a drag from the text).
  const pressedBackdropRef = useRef(false);
  const [target, setTarget] = useState<SafetyTarget | null>(null);
  // Bumped on every opening, so the body retries a destination whose last load failed.
  const [opening, setOpening] = useState(0);

  const open = useCallback<OpenSafety>((next, trigger) => {
    triggerRef.current = trigger;
    setTarget(next);
    setOpening((count) => count + 1);
  }, []);

  const close = useCallback(() => {
    const layer = layerRef.current;
    if (!layer?.matches(":popover-open")) return;
    layer.hidePopover();
    document.documentElement.style.overflow = "";
    // Its load stops with it: no toast for a modal already closed.
    setTarget(null);
    // The page comes back to life, and the card's button takes focus, once the modal is gone;
    // without scrolling to it (a card is taller than a screen: its button may be out of view).
    pendingRef.current();
    pendingRef.current = afterPaint(() => {
      restoreRef.current?.();
      restoreRef.current = null;
      triggerRef.current?.focus({ preventScroll: true });
    });
  }, []);

  // Marks the island as interactive, so tests (and nothing else) can wait for hydration; Escape
  // closes the modal wherever focus is (a toast's shortcut can take it out of the modal); and the
  // page is never left inert or unscrollable when the modal goes away open (a link followed).
  useEffect(() => {
    if (dialogRef.current) dialogRef.current.dataset.ready = "true";
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !layerRef.current?.matches(":popover-open")) return;
      event.preventDefault();
      close();
    };
    document.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("keydown", onEscape);
      pendingRef.current();
      restoreRef.current?.();
      document.documentElement.style.overflow = "";
    };
  }, [close]);

  useEffect(() => {
    const layer = layerRef.current;
    if (opening === 0 || !layer || layer.matches(":popover-open")) return;
    layer.showPopover();
    document.documentElement.style.overflow = "hidden";
    closeRef.current?.focus();
    pendingRef.current();
    pendingRef.current = afterPaint(() => (restoreRef.current ??= inertAround(layer)));
  }, [opening]);

  // Tab and Shift+Tab go round the modal's own controls, never to the page behind.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab") return;
    const controls = [
      ...(dialogRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? []),
    ];
    const first = controls[0];
    const last = controls.at(-1);
    const active = document.activeElement;
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <OpenSafetyContext.Provider value={open}>
      {children}
      {/* The layer covers the page in the top layer and is the backdrop: a popover's own
          ::backdrop lets clicks through to the page behind it. */}
      <div
        ref={layerRef}
        popover="manual"
        onKeyDown={onKeyDown}
        onPointerDown={(event) =>
          (pressedBackdropRef.current = event.target === event.currentTarget)
        }
        // A click on the backdrop closes: pressed and released there, and not the second click
        // of a double click that opened the modal under the pointer.
        onClick={(event) => {
          if (event.target !== event.currentTarget) return;
          if (pressedBackdropRef.current && event.detail <= 1) close();
        }}
        className="m-0 size-full max-h-none max-w-none place-items-center overflow-hidden bg-midnight/70 p-4 [&:popover-open]:grid"
      >
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby="safety-dialog-title"
          // Focusable itself, so a click on its text keeps the keyboard (Escape, Tab) inside.
          tabIndex={-1}
          className="max-h-[calc(100dvh-2rem)] w-full max-w-xl overflow-y-auto rounded-3xl bg-cream text-ink shadow-2xl outline-none forced-colors:border"
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
                ref={closeRef}
                onClick={close}
                className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-lavender-200 bg-white px-4 py-2 text-sm font-semibold text-aubergine transition-colors hover:bg-lavender-100"
              >
                <Icon name="x" className="h-4 w-4" />
                Close
              </button>
            </div>
            {target && <SafetyDialogBody key={`${target.id}-${opening}`} target={target} />}
          </div>
        </div>
      </div>
    </OpenSafetyContext.Provider>
  );
}

/** Runs `step` in a task of its own after the next paint; returns what cancels it. */
function afterPaint(step: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(step)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Makes the page inert around `layer`: every sibling of the layer and of each of its ancestors up
 * to <body>, so keyboard, pointer, find-in-page and assistive technology reach only the modal.
 * Returns what undoes it, leaving alone what was inert before.
 */
function inertAround(layer: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node = layer; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => made.forEach((element) => (element.inert = false));
}

/** What can take focus inside the modal, in the order Tab visits it. */
const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

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
