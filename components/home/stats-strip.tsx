/** Figures the site can prove: each is counted from its own content, never typed in. */
export function StatsStrip({ stats }: { stats: { value: string; label: string }[] }) {
  return (
    <section
      aria-label="Lavender Compass in numbers"
      className="border-y border-lavender-200 bg-lavender-50"
    >
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-5 py-10 sm:grid-cols-3 lg:grid-cols-5 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="text-center">
            <dt className="text-sm text-muted">{stat.label}</dt>
            <dd className="order-first font-display text-4xl font-semibold text-aubergine">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
