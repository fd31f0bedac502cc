import { changeStaffAccount } from "@/lib/actions/staff-team";
import type { StaffAccountSummary } from "@/lib/contract";
import { deskTime } from "./format";
import { MemberPasswordForm } from "./member-password-form";

const smallButton =
  "rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors disabled:opacity-60";

function counted(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** One form button that changes an account: Disable, Enable or End sessions. */
function ChangeButton({
  account,
  intent,
  label,
  danger = false,
}: {
  account: StaffAccountSummary;
  intent: "disable" | "enable" | "end-sessions";
  label: string;
  danger?: boolean;
}) {
  return (
    <form action={changeStaffAccount}>
      <input type="hidden" name="id" value={account.id} />
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        className={`${smallButton} ${danger ? "border-rose-700 text-rose-800 hover:bg-rose-50" : "border-aubergine text-aubergine hover:bg-lavender-100"}`}
      >
        {label}
        <span className="sr-only"> {account.name}</span>
      </button>
    </form>
  );
}

/** Every staff account on a card of its own, with the owner's changes for each other member. */
export function StaffAccountList({
  accounts,
  ownerId,
}: {
  accounts: StaffAccountSummary[];
  ownerId: string;
}) {
  return (
    <ul aria-label="Staff accounts" className="space-y-4">
      {accounts.map((account) => {
        const self = account.id === ownerId;
        return (
          <li
            key={account.id}
            className="space-y-4 rounded-2xl border border-lavender-200 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-xl text-aubergine">
                  {account.name}
                  {self && <span className="text-base text-muted"> (you)</span>}
                </h2>
                <p className="text-sm wrap-anywhere text-ink">{account.email}</p>
                <p className="mt-1 text-sm text-muted">
                  {account.role === "owner" ? "Owner" : "Staff"} · added{" "}
                  {deskTime(account.createdAt)} · {counted(account.sessions, "session", "sessions")}{" "}
                  open · {counted(account.passkeys, "passkey", "passkeys")}
                </p>
              </div>
              {account.disabledAt ? (
                <span className="inline-flex w-fit rounded-full bg-rose-50 px-3 py-1 text-xs font-semibold text-rose-800 ring-1 ring-rose-200">
                  Disabled since {deskTime(account.disabledAt)}
                </span>
              ) : (
                <span className="inline-flex w-fit rounded-full bg-teal/10 px-3 py-1 text-xs font-semibold text-teal ring-1 ring-teal/40">
                  Active
                </span>
              )}
            </div>
            {self ? (
              <p className="text-sm text-muted">
                The owner&rsquo;s account cannot be disabled: the desk would be left without an
                owner. Change your password on your account page.
              </p>
            ) : (
              <div className="space-y-4">
                <div className="flex flex-wrap gap-2">
                  {account.disabledAt ? (
                    <ChangeButton account={account} intent="enable" label="Enable" />
                  ) : (
                    <ChangeButton account={account} intent="disable" label="Disable" danger />
                  )}
                  {account.sessions > 0 && (
                    <ChangeButton account={account} intent="end-sessions" label="End sessions" />
                  )}
                </div>
                <MemberPasswordForm id={account.id} name={account.name} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
