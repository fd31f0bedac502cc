import type { Metadata } from "next";
import { OwnerOnly } from "@/components/staff/owner-only";
import { StaffAccountList } from "@/components/staff/staff-account-list";
import { Container } from "@/components/ui/container";
import { isOwner } from "@/lib/auth/actor";
import { requireStaffMember } from "@/lib/auth/current";
import { getDb } from "@/lib/db/client";
import type { StaffAccountSummary } from "@/lib/contract";
import { listStaffAccounts } from "@/lib/db/queries/staff-accounts";
import { firstParam, type DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: "Staff accounts" };

const ended = (n: number) => `${n} ${n === 1 ? "session was" : "sessions were"} ended`;

/** What the last change did, from the address it redirected to. */
function noticeOf(
  params: Record<string, string | string[] | undefined>,
  accounts: StaffAccountSummary[],
): { text: string; refused: boolean } | null {
  const account = accounts.find((row) => row.id === firstParam(params.member));
  if (!account) return null;
  if (firstParam(params.refused) === "owner") {
    return {
      text: "The owner’s account cannot be disabled: the desk would be left without an owner.",
      refused: true,
    };
  }
  const count = Number(firstParam(params.ended)) || 0;
  const texts: Record<string, string> = {
    disable: `${account.name} is disabled: their password and passkeys sign in nowhere, and ${ended(count)}.`,
    enable: `${account.name} is enabled and can sign in again.`,
    "end-sessions": `${account.name} is signed out everywhere: ${ended(count)}.`,
    password: `${account.name} has a new password. Their sessions were ended and they were mailed about it.`,
  };
  const text = texts[firstParam(params.done)];
  return text ? { text, refused: false } : null;
}

export default async function TeamPage({ searchParams }: { searchParams: DeskSearchParams }) {
  const member = await requireStaffMember();
  if (!isOwner(member)) return <OwnerOnly section="Managing staff accounts" />;
  const accounts = await listStaffAccounts(await getDb());
  const notice = noticeOf(await searchParams, accounts);
  return (
    <Container className="max-w-4xl space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl text-aubergine md:text-4xl">Staff accounts</h1>
        <p className="text-ink/90">
          Disable the account of someone who left (their sessions end at once, and neither their
          password nor their passkeys sign in), sign a member out everywhere, or set a new password
          for them. New accounts are made with{" "}
          <code className="text-sm">npm run staff -- add-user</code>. Every change is in the audit
          log.
        </p>
        {notice && (
          <p
            role={notice.refused ? "alert" : "status"}
            className={`text-sm font-semibold ${notice.refused ? "text-rose-800" : "text-teal"}`}
          >
            {notice.text}
          </p>
        )}
      </div>
      <StaffAccountList accounts={accounts} ownerId={member.id} />
    </Container>
  );
}
