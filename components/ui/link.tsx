"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's in-app link: a Next.js link that fetches the page it leads to when the visitor shows
 * they may follow it (a pointer over it, a finger on it, keyboard focus), not when it scrolls into
 * view. A page lists dozens of links; fetching each one in view cost a phone's main thread 50-130 ms
 * on load (measured with the CPU slowed 4x) and the bandwidth of pages never opened, while a touch
 * still starts the fetch about 100 ms before the tap lands. Once shown intent, the link prefetches
 * as Next.js does by default; `prefetch={false}` from the caller turns even that off.
 */
export default function Link({
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: LinkProps) {
  const [intent, setIntent] = useState(false);
  // Each handler the caller gave still runs, after the intent is noted.
  const noting =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <NextLink
      {...props}
      prefetch={intent && prefetch !== false ? (prefetch ?? null) : false}
      onPointerEnter={noting(onPointerEnter)}
      onTouchStart={noting(onTouchStart)}
      onFocus={noting(onFocus)}
    />
  );
}
