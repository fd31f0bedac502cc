import Link from "@/components/ui/link";
import type { StaffMember } from "@/lib/auth/session";
import { signOutStaff } from "@/lib/actions/staff-sign-in";
import { Container } from "@/components/ui/container";

const SECTIONS = [
  { href: "/staff/enquiries", label: "Enquiries" },
  { href: "/staff/bookings", label: "Bookings" },
  { href: "/staff/departures", label: "Departures" },
  { href: "/staff/credits", label: "Credits" },
  { href: "/staff/mail", label: "Mail" },
  { href: "/staff/safety", label: "Safety changes" },
  { href: "/staff/subscribers", label: "Subscribers" },
  { href: "/staff/account", label: "Account" },
];

/**
 * Only the owner manages staff accounts, reads the audit log and answers a visitor's export or
 * erasure request.
 */
const OWNER_SECTIONS = [
  { href: "/staff/team", label: "Staff accounts" },
  { href: "/staff/audit", label: "Audit log" },
  { href: "/staff/privacy", label: "Privacy requests" },
];

/** The desk's own bar under the site header: where staff are, who is signed in, sign-out. */
export function DeskHeader({ member }: { member: StaffMember }) {
  const sections = member.role === "owner" ? [...SECTIONS, ...OWNER_SECTIONS] : SECTIONS;
  return (
    <div className="border-t border-b border-t-white/10 border-b-lavender-200 bg-aubergine text-cream">
      <Container className="flex flex-wrap items-center justify-between gap-3 py-3">
        <nav aria-label="Staff desk" className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <span className="font-display text-lg tracking-wide text-gold">Staff desk</span>
          {sections.map((section) => (
            <Link
              key={section.href}
              href={section.href}
              prefetch={false}
              className="text-sm font-semibold underline-offset-4 hover:underline"
            >
              {section.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-4 text-sm">
          <span>
            Signed in as <strong className="font-semibold">{member.name}</strong>
            <span className="sr-only"> ({member.role})</span>
          </span>
          <form action={signOutStaff}>
            <button
              type="submit"
              className="rounded-full border border-cream/70 px-4 py-1.5 font-semibold transition-colors hover:bg-white/10"
            >
              Sign out
            </button>
          </form>
        </div>
      </Container>
    </div>
  );
}
