import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { LegalIcon, legalTone } from "./legal-appearance";

export interface LegalCardProps {
  slug: string;
  title: string;
  description: string;
  icon: string;
  color: string;
}

/** One document on the legal hub; the title's link covers the whole card. */
export function LegalCard({ slug, title, description, icon, color }: LegalCardProps) {
  const tone = legalTone(color);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-3xl border border-lavender-100 bg-white p-8 shadow-sm transition focus-within:ring-3 focus-within:ring-lavender-500 hover:shadow-lg motion-safe:hover:-translate-y-1">
      <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 ${tone.bar}`} />
      <span
        aria-hidden="true"
        className={`flex h-12 w-12 items-center justify-center rounded-2xl ${tone.tile}`}
      >
        <LegalIcon name={icon} className="h-6 w-6" />
      </span>
      <h2 className="mt-6 text-2xl font-semibold text-aubergine">
        <Link
          href={`/legal/${slug}`}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {title}
        </Link>
      </h2>
      <p className="mt-3 flex-1 leading-relaxed text-muted">{description}</p>
      <span
        aria-hidden="true"
        className={`mt-6 inline-flex items-center gap-2 text-sm font-semibold ${tone.text}`}
      >
        Read the full text
        <Icon
          name="arrow-right"
          className="h-4 w-4 transition-transform motion-safe:group-hover:translate-x-1"
        />
      </span>
    </li>
  );
}
