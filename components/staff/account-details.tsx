import type { StaffMember } from "@/lib/auth/session";

const ROLE_LABELS: Record<string, string> = {
  owner: "Owner: also reads the audit log and answers privacy requests",
  staff: "Staff",
};

/** Who the signed-in member is, as the desk knows them. */
export function AccountDetails({ member }: { member: StaffMember }) {
  const facts: [string, string][] = [
    ["Name", member.name],
    ["E-mail", member.email],
    ["Role", ROLE_LABELS[member.role] ?? member.role],
  ];
  return (
    <section
      aria-labelledby="account-details"
      className="rounded-2xl border border-lavender-200 bg-white p-6 shadow-sm"
    >
      <h2 id="account-details" className="text-xl text-aubergine">
        Your details
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className={`min-w-0 ${label === "Role" ? "sm:col-span-2" : ""}`}>
            <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</dt>
            {/* A long e-mail address wraps anywhere rather than widening a phone's page. */}
            <dd className="mt-0.5 wrap-anywhere text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted">
        Accounts are made by the owner; ask them to change your name or e-mail.
      </p>
    </section>
  );
}
