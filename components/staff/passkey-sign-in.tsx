"use client";

import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-link";
import { useHydrated } from "@/components/ui/use-hydrated";
import { describePasskeyError, signInWithPasskey } from "@/lib/auth/passkey-browser";

/**
 * "Sign in with a passkey", beside the password form. It needs its script (the browser's WebAuthn
 * prompt), so until the script runs, or with none, it stays hidden and the page says why; the
 * password form works either way.
 */
export function PasskeySignIn({ deskPath }: { deskPath: string }) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  // A failure is read out and focused, so keyboard and screen-reader users land on what to do next.
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  async function signIn() {
    setPending(true);
    setError(null);
    try {
      await signInWithPasskey();
      // A full load, so every part of the desk renders for the new session.
      window.location.assign(deskPath);
    } catch (failure) {
      setError(describePasskeyError(failure, "sign-in"));
      setPending(false);
    }
  }

  return (
    <div className="mt-8 border-t border-lavender-200 pt-6">
      {/* Also shown while the script loads: until then the button could not work. */}
      {!hydrated && (
        <p className="text-sm text-muted">
          Signing in with a passkey needs JavaScript. If it is off in this browser, sign in with
          your e-mail and password above.
        </p>
      )}
      <div hidden={!hydrated} className="space-y-4">
        {error && (
          <p
            ref={alertRef}
            role="alert"
            tabIndex={-1}
            className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
          >
            {error}
          </p>
        )}
        <button
          type="button"
          onClick={signIn}
          disabled={pending}
          className={buttonClass("secondary", "w-full")}
        >
          {pending ? "Waiting for your passkey…" : "Sign in with a passkey"}
        </button>
        <p className="text-center text-xs text-muted">
          Only for members who have added a passkey on their account page.
        </p>
      </div>
    </div>
  );
}
