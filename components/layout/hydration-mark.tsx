"use client";

import { useEffect } from "react";

/**
 * Marks the page as interactive (`<html data-hydrated>`) once React has hydrated it. Pages paint
 * before their scripts run (server/node/paint-first.mjs), so there is a moment when a page is on
 * screen but its buttons do nothing yet; the browser tests wait for this mark before acting, as a
 * person would wait for the page to respond.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
