import type { Metadata } from "next";
import { AccountDetails } from "@/components/staff/account-details";
import { AddPasskeyForm } from "@/components/staff/add-passkey-form";
import { ConfirmPasswordForm } from "@/components/staff/confirm-password-form";
import { PasskeyList } from "@/components/staff/passkey-list";
import { PasswordForm } from "@/components/staff/password-form";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { passkeysAvailableAt } from "@/lib/auth/passkey-settings";
import { mayAddPasskey, PASSKEY_FRESH_SECONDS } from "@/lib/auth/passkeys";
import { getConfig } from "@/lib/config";
import { PASSKEY_NAME_MAX_LENGTH } from "@/lib/contract/passkey";
import { getDb } from "@/lib/db/client";
import { listStaffPasskeys } from "@/lib/db/queries/staff-passkeys";
import { type DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage({ searchParams }: { searchParams: DeskSearchParams }) {
  const member = await requireStaffMember();
  const params = await searchParams;
  const passkeys = await listStaffPasskeys(await getDb(), member.id);
  const available = passkeysAvailableAt(getConfig().SITE_URL);
  // The library adds a passkey only for a session this young; an older one confirms the password.
  const fresh = mayAddPasskey(member.signedInAt);
  return (
    <Container className="max-w-3xl space-y-8">
      <h1 className="text-3xl text-aubergine md:text-4xl">Your account</h1>
      <AccountDetails member={member} />
      <section aria-labelledby="password" className="space-y-4">
        <h2 id="password" className="text-2xl text-aubergine">
          Password
        </h2>
        {params.password === "changed" && (
          <p role="status" className="text-sm font-semibold text-teal">
            Your password is changed. Your other sessions were ended.
          </p>
        )}
        <div className="rounded-2xl border border-lavender-200 bg-white p-6 shadow-sm">
          <PasswordForm />
        </div>
      </section>
      <section aria-labelledby="passkeys" className="space-y-4">
        <h2 id="passkeys" className="text-2xl text-aubergine">
          Passkeys
        </h2>
        <p className="text-ink/90">
          A passkey lets you sign in with your device&rsquo;s fingerprint, face or screen lock
          instead of typing your password. It is optional, and your password keeps working.
        </p>
        {params.removed === "1" && (
          <p role="status" className="text-sm font-semibold text-teal">
            Passkey removed.
          </p>
        )}
        {params["not-found"] === "1" && (
          <p role="status" className="text-sm font-semibold text-rose-800">
            That passkey was already removed; nothing was changed.
          </p>
        )}
        <PasskeyList passkeys={passkeys} />
        {!available ? (
          <p className="rounded-xl border border-lavender-200 bg-lavender-50 px-4 py-3 text-sm text-ink">
            Passkeys can&rsquo;t be added here: browsers offer them only on a site reached by its
            domain name over HTTPS, and this desk is set up at {getConfig().SITE_URL}.
          </p>
        ) : fresh ? (
          <div id="add-passkey" className="space-y-3">
            {params.confirmed === "1" && (
              <p role="status" className="text-sm font-semibold text-teal">
                Password confirmed: you can add a passkey for the next {PASSKEY_FRESH_SECONDS / 60}{" "}
                minutes.
              </p>
            )}
            <AddPasskeyForm maxLength={PASSKEY_NAME_MAX_LENGTH} />
          </div>
        ) : (
          <ConfirmPasswordForm minutes={PASSKEY_FRESH_SECONDS / 60} />
        )}
      </section>
    </Container>
  );
}
