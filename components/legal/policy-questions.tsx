import { Icon } from "@/components/ui/icon";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The legal hub's closing block: where to send a question about any policy. */
export function PolicyQuestions({ email, phone }: { email: string; phone: string }) {
  return (
    <section
      aria-labelledby="policy-questions"
      className="rounded-[2rem] bg-gradient-to-br from-aubergine to-lavender-700 px-8 py-12 text-cream sm:px-14"
    >
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <h2 id="policy-questions" className="text-3xl font-semibold sm:text-4xl">
            Questions About Our Policies?
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-lavender-100">
            If anything here is unclear, ask us before you book. A real person on our team will
            explain what a clause means for your trip.
          </p>
        </div>
        <ul className="space-y-3">
          <li>
            <a
              href={`mailto:${email}`}
              className="flex items-center gap-4 rounded-2xl bg-white/10 px-5 py-4 transition-colors hover:bg-white/20"
            >
              <Icon name="mail" className="h-5 w-5 shrink-0 text-gold" />
              <span className="min-w-0">
                <span className="block text-xs tracking-[0.2em] text-lavender-100 uppercase">
                  Legal team
                </span>
                <span className="block font-semibold break-words">{email}</span>
              </span>
            </a>
          </li>
          <li>
            <a
              href={telHref(phone)}
              className="flex items-center gap-4 rounded-2xl bg-white/10 px-5 py-4 transition-colors hover:bg-white/20"
            >
              <Icon name="phone" className="h-5 w-5 shrink-0 text-gold" />
              <span>
                <span className="block text-xs tracking-[0.2em] text-lavender-100 uppercase">
                  Call us
                </span>
                <span className="block font-semibold">{phone}</span>
              </span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
