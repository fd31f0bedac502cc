import type { ReactNode } from "react";

/** A `max-w-*` class given by the page, which then replaces the default width. */
const ownWidth = /(^|\s)max-w-/;

/** The page's content width (7xl unless the page gives its own `max-w-*`) and side padding. */
export function Container({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  // Both classes at once would leave the width to the stylesheet's order, where 7xl wins.
  const width = ownWidth.test(className) ? "" : "max-w-7xl ";
  return <div className={`mx-auto w-full ${width}px-5 lg:px-8 ${className}`}>{children}</div>;
}
