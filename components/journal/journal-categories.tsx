"use client";

import type { Category } from "@/lib/contract";

/** Category filter buttons; the pressed one is the list's current filter. */
export function JournalCategories({
  categories,
  active,
  onSelect,
}: {
  categories: Category[] | null;
  /** The category shown; null is "All Posts"; undefined while a search replaces the list. */
  active: string | null | undefined;
  onSelect: (category: string | null) => void;
}) {
  const total = categories?.reduce((sum, category) => sum + category.count, 0);
  const options = [
    { key: "all", label: "All Posts", count: total, value: null },
    ...(categories ?? []).map((category) => ({
      key: category.name,
      label: category.name,
      count: category.count,
      value: category.name,
    })),
  ];
  return (
    <section
      aria-labelledby="journal-categories-title"
      className="rounded-3xl bg-white p-6 shadow-[0_10px_40px_-20px_rgba(42,24,56,0.3)] ring-1 ring-lavender-100"
    >
      <h2
        id="journal-categories-title"
        className="font-display text-2xl font-semibold text-aubergine"
      >
        Categories
      </h2>
      <ul className="mt-5 flex flex-wrap gap-2 lg:block lg:space-y-1.5">
        {options.map((option) => {
          const pressed = active === option.value;
          return (
            <li key={option.key}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(option.value)}
                className={`flex items-center justify-between gap-3 rounded-full px-4 py-2 text-left text-sm font-medium transition-colors lg:w-full lg:rounded-xl lg:py-2.5 ${
                  pressed
                    ? "bg-aubergine text-cream"
                    : "bg-lavender-50 text-ink hover:bg-lavender-100 hover:text-lavender-700 lg:bg-transparent lg:hover:bg-lavender-50"
                }`}
              >
                <span>{option.label}</span>
                {option.count !== undefined && (
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      pressed ? "bg-gold text-aubergine" : "bg-lavender-100 text-lavender-700"
                    }`}
                  >
                    {option.count}
                    <span className="sr-only"> posts</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
