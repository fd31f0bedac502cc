/** Figures counted from the live catalogue at render time; nothing here is typed in by hand. */
export function AboutFigures({ figures }: { figures: { value: number; label: string }[] }) {
  return (
    <section
      aria-label="Lavender Compass in numbers"
      className="border-b border-lavender-200 bg-lavender-50"
    >
      <dl className="mx-auto grid max-w-5xl grid-cols-3 gap-4 px-5 py-10 lg:px-8">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col text-center">
            <dt className="mt-1 text-sm text-muted">{figure.label}</dt>
            <dd className="order-first font-display text-4xl font-semibold text-aubergine sm:text-5xl">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
