"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button-link";
import { useHydrated } from "@/components/ui/use-hydrated";
import { addPasskey, describePasskeyError } from "@/lib/auth/passkey-browser";

const fieldClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-3 text-ink shadow-sm transition-colors hover:border-lavender-300 focus:border-lavender-500";

/**
 * Names a new passkey, then hands over to the browser's own passkey prompt. The prompt is a script
 * API, so until the script runs, or with none, the form stays hidden and the page says why.
 */
export function AddPasskeyForm({ maxLength }: { maxLength: number }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [name, setName] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    setAdded(null);
    if (!trimmed) {
      setError("Give the passkey a name, such as “Work laptop”.");
      return;
    }
    setPending(true);
    setError(null);
    try {
      await addPasskey(trimmed);
      setName("");
      setAdded(trimmed);
      // The list above is rendered by the server: read it again with the new passkey.
      router.refresh();
    } catch (failure) {
      setError(describePasskeyError(failure, "add"));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="rounded-2xl border border-lavender-200 bg-lavender-50 p-6">
      <h3 className="text-lg text-aubergine">Add a passkey</h3>
      {/* Also shown while the script loads: until then the form could not work. */}
      {!hydrated && (
        <p className="mt-2 text-sm text-ink">
          Adding a passkey needs JavaScript: the browser&rsquo;s passkey prompt only runs with it.
          If it is off in this browser, your passkeys above can still be removed.
        </p>
      )}
      <form hidden={!hydrated} onSubmit={add} className="mt-3 space-y-4">
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
        <div>
          <label htmlFor="passkey-name" className="text-sm font-semibold text-aubergine">
            Name
          </label>
          <p id="passkey-name-hint" className="mt-1 text-sm text-muted">
            So you can tell your passkeys apart, e.g. &ldquo;Work laptop&rdquo; or
            &ldquo;Phone&rdquo;. Your browser then asks for your fingerprint, face or screen lock.
          </p>
          <input
            id="passkey-name"
            name="name"
            required
            maxLength={maxLength}
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-describedby="passkey-name-hint"
            className={fieldClass}
          />
        </div>
        <button type="submit" disabled={pending} className={buttonClass("primary")}>
          {pending ? "Waiting for your browser…" : "Add a passkey"}
        </button>
      </form>
      <div role="status" className="text-sm font-semibold text-teal">
        {added && <p className="mt-3">Passkey &ldquo;{added}&rdquo; added.</p>}
      </div>
    </div>
  );
}
