"use client";

import { useLinkStatus } from "next/link";

/**
 * "Loading post..." over a card while the browser opens its post. The journal has no loading.tsx:
 * its Suspense boundary would hide the server-rendered article from readers without JavaScript and
 * turn an unknown slug's 404 into a 200, so the wait is shown on the link that started it.
 */
export function PostLoadingHint() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span
      role="status"
      className="absolute inset-0 z-10 flex items-center justify-center rounded-3xl bg-aubergine/80 font-sans text-base font-semibold text-cream backdrop-blur-sm"
    >
      Loading post...
    </span>
  );
}
