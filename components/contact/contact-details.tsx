import { Icon, type IconName } from "@/components/ui/icon";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** Where to reach the concierge team directly, and how soon they answer. */
export function ContactDetails({
  email,
  phone,
  town,
}: {
  email: string;
  phone: string;
  town: string;
}) {
  const rows: { icon: IconName; label: string; value: string; href?: string }[] = [
    { icon: "mail", label: "Email", value: email, href: `mailto:${email}` },
    { icon: "phone", label: "Phone", value: phone, href: telHref(phone) },
    { icon: "map-pin", label: "Studio", value: town },
  ];
  return (
    <section
      aria-labelledby="details-heading"
      className="rounded-3xl border border-lavender-100 bg-white p-8 shadow-sm"
    >
      <h2 id="details-heading" className="text-2xl font-semibold text-aubergine">
        Reach us directly
      </h2>
      <dl className="mt-6 space-y-5">
        {rows.map(({ icon, label, value, href }) => (
          <div key={label} className="relative min-h-10 min-w-0 pl-14">
            <dt className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">
              <span className="absolute top-0 left-0 flex h-10 w-10 items-center justify-center rounded-xl bg-lavender-100 text-lavender-700">
                <Icon name={icon} className="h-5 w-5" />
              </span>
              {label}
            </dt>
            <dd className="mt-0.5 font-medium break-words text-aubergine">
              {href ? (
                <a
                  href={href}
                  className="underline-offset-4 hover:text-lavender-700 hover:underline"
                >
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 flex items-start gap-3 rounded-2xl bg-lavender-50 p-4 text-sm leading-relaxed text-ink">
        <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0 text-lavender-700" />
        <span>
          <strong className="font-semibold text-aubergine">We reply within 24 hours.</strong> Every
          enquiry gets a personal answer from one of our travel designers.
        </span>
      </p>
    </section>
  );
}
