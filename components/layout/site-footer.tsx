import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import type { Partner, SiteFile } from "@/lib/content/schemas";
import { BrandMark } from "./brand-mark";
import { NewsletterForm } from "./newsletter-form";

const quickLinks = [
  { href: "/destinations", label: "Destinations" },
  { href: "/packages", label: "Travel Packages" },
  { href: "/blog", label: "Journal" },
  { href: "/about", label: "About Us" },
  { href: "/contact", label: "Contact" },
];

// Terms of Service, Client Agreement and Codes of Conduct all lead to the legal hub.
const legalLinks = [
  { href: "/legal", label: "Legal Hub" },
  { href: "/legal/privacy", label: "Privacy Policy" },
  { href: "/legal", label: "Terms of Service" },
  { href: "/legal", label: "Client Agreement" },
  { href: "/legal", label: "Codes of Conduct" },
];

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: { href: string; label: string }[];
}) {
  return (
    <div>
      <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-gold uppercase">
        {title}
      </h2>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({ site, partners }: { site: SiteFile; partners: Partner[] }) {
  return (
    <footer className="bg-midnight text-lavender-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr] lg:px-8">
        <div>
          <Link href="/" className="inline-flex items-center gap-2.5 rounded-md">
            <BrandMark />
            <span className="font-display text-xl font-semibold text-cream">{site.brand}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-lavender-200">
            {site.description}
          </p>
          <ul className="mt-6 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Icon name="mail" className="h-4 w-4 text-gold" />
              <a href={`mailto:${site.contact.email}`} className="hover:text-gold">
                {site.contact.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="phone" className="h-4 w-4 text-gold" />
              <a href={telHref(site.contact.phone)} className="hover:text-gold">
                {site.contact.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="map-pin" className="h-4 w-4 text-gold" />
              {site.town}
            </li>
          </ul>
        </div>
        <FooterLinks title="Explore" links={quickLinks} />
        <FooterLinks title="Legal" links={legalLinks} />
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-gold uppercase">
            Newsletter
          </h2>
          <p className="mt-4 text-sm text-lavender-200">
            New journeys, safety updates and journal stories, once a month. We email you a link to
            confirm first, and every issue has a one-click unsubscribe.
          </p>
          <div className="mt-4">
            <NewsletterForm />
          </div>
        </div>
      </div>
      {partners.length > 0 && (
        <div className="border-t border-white/10">
          <ul
            aria-label="Partners and memberships"
            className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-8 px-5 py-8 lg:px-8"
          >
            {partners.map((partner) => (
              <li key={partner.slug}>
                {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG, no optimisation needed */}
                <img
                  src={`/images/partners/${partner.slug}.svg`}
                  alt={partner.fullName}
                  width={120}
                  height={60}
                  loading="lazy"
                  className="h-12 w-auto opacity-80"
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 py-6 text-xs text-lavender-200 sm:flex-row sm:justify-between lg:px-8">
          <p>
            © {site.founded} {site.brand}. All rights reserved.
          </p>
          <p>{site.photo_credit}</p>
        </div>
      </div>
    </footer>
  );
}
