import Link from "@/components/ui/link";
import { BrandMark } from "./brand-mark";
import { MobileMenu } from "./mobile-menu";
import { contactLink, navLinks } from "./nav-links";

export function SiteHeader({ brand }: { brand: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-lavender-200/70 bg-cream/95 print:hidden">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-5 lg:px-8"
      >
        <Link
          href="/"
          className="flex items-center gap-2.5 rounded-md"
          aria-label={`${brand}, home`}
        >
          <BrandMark />
          <span className="font-display text-xl font-semibold tracking-tight text-aubergine">
            {brand}
          </span>
        </Link>
        {/* `nav-links` in app/globals.css styles the links: the shell is on every page. */}
        <ul className="nav-links hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
          <li className="ml-2">
            <Link
              href={contactLink.href}
              className="rounded-full bg-aubergine px-5 py-2 text-sm font-semibold text-cream shadow-sm transition-colors hover:bg-lavender-700"
            >
              {contactLink.label}
            </Link>
          </li>
        </ul>
        <MobileMenu />
      </nav>
    </header>
  );
}
