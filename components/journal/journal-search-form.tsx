"use client";

import { Icon } from "@/components/ui/icon";
import type { FormEvent, Ref } from "react";

/**
 * The journal's search box; a blank query is ignored here, so it never reaches the API. It is a GET
 * form to /blog/search, whose results the server renders: that is where it goes before its script
 * runs, without JavaScript, or when no `onSearch` is given; with `onSearch` it searches in place.
 * The field is the browser's own, read when the form is sent, so nothing typed before the script
 * ran is written over.
 */
export function JournalSearchForm({
  onSearch,
  busy = false,
  initialQuery = "",
  inputRef,
}: {
  onSearch?: (query: string) => void;
  busy?: boolean;
  initialQuery?: string;
  /** The field, for the journal to empty it when the list stops showing its results. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    const trimmed = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (onSearch || !trimmed) event.preventDefault();
    if (onSearch && trimmed) onSearch(trimmed);
  }

  return (
    <form
      role="search"
      aria-label="Journal"
      method="get"
      action="/blog/search"
      onSubmit={submit}
      className="rounded-3xl bg-white p-5 shadow-[0_20px_60px_-25px_rgba(42,24,56,0.45)] ring-1 ring-lavender-100 sm:p-7"
    >
      <label
        htmlFor="journal-search"
        className="text-xs font-semibold tracking-[0.25em] text-lavender-700 uppercase"
      >
        Search the journal
      </label>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            id="journal-search"
            type="search"
            name="q"
            defaultValue={initialQuery}
            placeholder="Cities, prides, safety..."
            autoComplete="off"
            maxLength={200}
            className="w-full rounded-full border border-lavender-200 bg-cream/60 py-3 pr-5 pl-12 text-ink placeholder:text-muted focus:border-lavender-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-lavender-500"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-aubergine px-7 py-3 text-sm font-semibold text-cream shadow-sm transition-colors hover:bg-lavender-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Search
        </button>
      </div>
    </form>
  );
}
