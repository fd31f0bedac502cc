"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's in-app link: a Next.js link that fetches the page it leads to when the visitor shows
 * they may follow it (a pointer over it, a finger on it, keyboard focus), not when it scrolls into
 * view. A page lists dozens of links; fetching each one in view cost a phone's main thread 50-130 ms
 * on load (measured with the CPU slowed 4x) and the bandwidth of pages never opened, while a touch
 * still starts the fetch about 100 ms before the tap lands. `prefetch={false}` from the caller turns
 * even that off.
 */
export default function Link({
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: LinkProps) {
  const router = useRouter();
  const warm = () => {
    if (prefetch !== false && typeof props.href === "string") router.prefetch(props.href);
  };
  return (
    <NextLink
      {...props}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        warm();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        warm();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        warm();
        onFocus?.(event);
      }}
    />
  );
}
