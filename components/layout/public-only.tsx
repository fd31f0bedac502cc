"use client";

import { usePathname } from "next/navigation";

/** The staff desk's own path; what visitors see around a page (the event banner, the chat) stays off it. */
export const STAFF_DESK_PATH = "/staff";

/** Renders its children everywhere but on the staff desk, on the server and after navigation alike. */
export function PublicOnly({ children }: { children: React.ReactNode }) {
  const path = usePathname();
  const onDesk = path === STAFF_DESK_PATH || path?.startsWith(`${STAFF_DESK_PATH}/`);
  return onDesk ? null : children;
}
