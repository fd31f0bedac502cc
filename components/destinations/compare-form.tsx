import type { Destination } from "@/lib/contract";

const slots = [
  { label: "First destination", required: true },
  { label: "Second destination", required: true },
  { label: "Third destination (optional)", required: false },
];

const field =
  "mt-2 block w-full rounded-xl border border-lavender-300 bg-white px-4 py-3 text-ink shadow-sm focus:border-lavender-500";

/** A plain GET form (?d=tallinn&d=barcelona): it works without JavaScript and the result is linkable. */
export function CompareForm({
  destinations,
  selected,
}: {
  destinations: Destination[];
  selected: string[];
}) {
  const options = [...destinations].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <form
      method="get"
      action="/destinations/compare"
      className="mt-10 grid gap-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-lavender-100 sm:p-8 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end"
    >
      {slots.map((slot, index) => (
        <div key={slot.label}>
          <label htmlFor={`compare-${index + 1}`} className="text-sm font-semibold text-aubergine">
            {slot.label}
          </label>
          <select
            id={`compare-${index + 1}`}
            name="d"
            required={slot.required}
            defaultValue={selected[index] ?? ""}
            className={field}
          >
            <option value="">{slot.required ? "Choose a destination" : "None"}</option>
            {options.map((destination) => (
              <option key={destination.slug} value={destination.slug}>
                {destination.name}, {destination.country}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button
        type="submit"
        className="inline-flex items-center justify-center rounded-full bg-aubergine px-8 py-3 text-sm font-semibold text-cream shadow-sm transition-colors hover:bg-lavender-700"
      >
        Compare
      </button>
    </form>
  );
}
