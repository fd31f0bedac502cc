/** The main navigation of the site's shell, in order; Contact is styled as the call to action. */
export const navLinks = [
  { href: "/", label: "Home" },
  { href: "/destinations", label: "Destinations" },
  { href: "/packages", label: "Packages" },
  { href: "/blog", label: "Journal" },
  { href: "/about", label: "About" },
] as const;

export const contactLink = { href: "/contact", label: "Contact" } as const;
