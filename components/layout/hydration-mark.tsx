"use client";

import { useEffect } from "react";

/**
 * Marks the page as interactive (`<html data-hydrated>`) once React has hydrated it. A page paints
 * before its scripts have arrived and run, so there is a moment when it is on screen but its
 * buttons do nothing yet; the browser tests wait for this mark before acting, as a person would
 * wait for the page to respond.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
