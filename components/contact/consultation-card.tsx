import { Icon, type IconName } from "@/components/ui/icon";
import { ConsultationAction } from "./consultation-action";

const facts: { icon: IconName; label: string }[] = [
  { icon: "gift", label: "Free, with no obligation" },
  { icon: "clock", label: "30-60 minutes" },
  { icon: "video", label: "Virtual or phone, as you prefer" },
];

/** The free consultation offer: what it is, and the way to book it. */
export function ConsultationCard({ schedulingUrl }: { schedulingUrl?: string }) {
  return (
    <section
      aria-labelledby="consultation-heading"
      className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-aubergine via-aubergine to-lavender-700 p-8 text-cream shadow-lg sm:p-12"
    >
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-gold uppercase">
            Free consultation
          </p>
          <h2 id="consultation-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            Talk it through with a travel designer
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-lavender-100">
            Tell us where you are dreaming of and what matters most. We will share ideas, honest
            safety context and a sense of budget, and you decide whether to go further.
          </p>
        </div>
        <div>
          <ul className="space-y-3 text-sm">
            {facts.map(({ icon, label }) => (
              <li
                key={label}
                className="flex items-center gap-2.5 rounded-xl bg-white/10 px-4 py-3"
              >
                <Icon name={icon} className="h-4 w-4 shrink-0 text-gold" />
                {label}
              </li>
            ))}
          </ul>
          {!schedulingUrl && (
            <div className="mt-6">
              <ConsultationAction />
            </div>
          )}
        </div>
      </div>
      {schedulingUrl && (
        <div className="mt-8">
          <ConsultationAction schedulingUrl={schedulingUrl} />
        </div>
      )}
    </section>
  );
}
