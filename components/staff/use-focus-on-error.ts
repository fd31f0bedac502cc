"use client";

import { useEffect, useRef } from "react";

/** A ref for a form's error message that takes the keyboard focus each time a new error shows. */
export function useFocusOnError<T extends HTMLElement>(error: string | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  return ref;
}
