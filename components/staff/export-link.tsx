import { Download } from "lucide-react";

/** Downloads what the list shows (all its pages) as CSV; a plain link, no script needed. */
export function ExportLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex items-center gap-2 rounded-full border border-aubergine px-4 py-2 text-sm font-semibold text-aubergine transition-colors hover:bg-lavender-100"
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {label}
    </a>
  );
}

/** A desk path with only the filters that are set. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const set = Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]);
  return set.length ? `${path}?${new URLSearchParams(set)}` : path;
}
