"use client";

import { Icon } from "@/components/ui/icon";
import Link from "@/components/ui/link";
import { useSyncExternalStore } from "react";

export interface BannerEvent {
  slug: string;
  name: string;
  location: string;
  /** The event's dates as the banner shows them ("June 1-30, 2027"). */
  dates: string;
  ends: string;
  url: string;
}

const storageKey = "lc-event-banner-dismissed";
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The first event that has not ended by `now` (an event runs through the whole of its last day). */
export function currentEvent(events: BannerEvent[], now: number): BannerEvent | undefined {
  return events.find((event) => now < Date.parse(`${event.ends}T23:59:59Z`));
}

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Announces the next event; its close button hides it for the rest of the browser session. */
export function EventBanner({ events, renderedAt }: { events: BannerEvent[]; renderedAt: number }) {
  const slug = useSyncExternalStore(
    subscribe,
    () => {
      const event = currentEvent(events, Date.now());
      return event && readDismissed() !== event.slug ? event.slug : null;
    },
    () => currentEvent(events, renderedAt)?.slug ?? null,
  );
  const event = events.find((candidate) => candidate.slug === slug);
  if (!event) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(storageKey, event.slug);
    } catch {
      // Private modes may refuse storage; the banner still closes for this page view.
    }
    listeners.forEach((listener) => listener());
  };

  return (
    <aside aria-label="Upcoming event" className="bg-aubergine text-cream print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-2 px-5 py-2.5 text-sm lg:px-8">
        <Icon name="calendar-days" className="h-4 w-4 shrink-0 text-gold" />
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">{event.name}</strong>
          <span className="text-lavender-200">
            {" "}
            · {event.location} · {event.dates}
          </span>
        </p>
        <div className="flex items-center gap-3">
          {/* Not prefetched: the banner is on every page's first screen, and prefetching /contact
              there would fetch its forms' scripts on every visit. A click still navigates at once. */}
          <Link
            href="/contact"
            prefetch={false}
            className="rounded-full bg-gold px-3.5 py-1 font-semibold text-aubergine hover:bg-cream"
          >
            Schedule a Meeting
          </Link>
          <a
            href={event.url}
            target="_blank"
            rel="noopener noreferrer"
            className="underline decoration-gold underline-offset-4 hover:text-gold"
          >
            Learn More<span className="sr-only"> about {event.name} (opens in a new tab)</span>
          </a>
          <button
            type="button"
            onClick={dismiss}
            aria-label="Dismiss event announcement"
            className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-white/10"
          >
            <Icon name="x" className="h-4 w-4" />
          </button>
        </div>
      </div>
    </aside>
  );
}
