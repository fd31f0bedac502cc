import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PasskeySignIn } from "@/components/staff/passkey-sign-in";
import { SignInForm } from "@/components/staff/sign-in-form";
import { Container } from "@/components/ui/container";
import { currentStaffMember } from "@/lib/auth/current";
import { passkeysAvailableAt } from "@/lib/auth/passkey-settings";
import { getConfig } from "@/lib/config";
import { DESK_ON_FRONT, isRemoteFront } from "@/lib/staff/desk/front";

export const metadata: Metadata = { title: "Sign in" };

export default async function StaffSignInPage() {
  const front = isRemoteFront();
  if (!front && (await currentStaffMember())) redirect("/staff/enquiries");
  return (
    <div className="bg-gradient-to-b from-lavender-100 to-cream py-16 md:py-24">
      <Container className="max-w-md">
        <div className="rounded-3xl border border-lavender-200 bg-white p-8 shadow-lg md:p-10">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
            Lavender Compass
          </p>
          <h1 className="mt-2 text-3xl text-aubergine">Staff sign-in</h1>
          <p className="mt-3 text-sm text-muted">
            For the agency&rsquo;s team. Accounts are made by the owner; there is no sign-up.
          </p>
          {front ? (
            <p role="status" className="mt-8 text-sm font-semibold text-rose-800">
              {DESK_ON_FRONT}.
            </p>
          ) : (
            <div className="mt-8">
              <SignInForm />
              {passkeysAvailableAt(getConfig().SITE_URL) && (
                <PasskeySignIn deskPath="/staff/enquiries" />
              )}
            </div>
          )}
        </div>
      </Container>
    </div>
  );
}
