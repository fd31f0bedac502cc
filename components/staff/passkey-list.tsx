import { removePasskey } from "@/lib/actions/staff-account";
import type { StaffPasskey } from "@/lib/contract";
import { deskTime } from "./format";

const DEVICE_LABELS: Record<StaffPasskey["deviceType"], string> = {
  singleDevice: "Kept on one device",
  multiDevice: "Synced across your devices",
};

/** The member's passkeys, each with its own Remove form: a plain post, no script needed. */
export function PasskeyList({ passkeys }: { passkeys: StaffPasskey[] }) {
  if (passkeys.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-lavender-300 bg-white px-4 py-3 text-sm text-muted">
        You have no passkeys yet: you sign in with your e-mail and password.
      </p>
    );
  }
  return (
    <ul aria-label="Your passkeys" className="space-y-3">
      {passkeys.map((passkey) => {
        const name = passkey.name || "Unnamed passkey";
        return (
          <li
            key={passkey.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-lavender-200 bg-white px-4 py-3"
          >
            <div className="min-w-0">
              <p className="font-semibold wrap-anywhere text-aubergine">{name}</p>
              <p className="text-sm text-muted">
                {passkey.createdAt ? (
                  <>
                    Added{" "}
                    <time dateTime={passkey.createdAt.toISOString()}>
                      {deskTime(passkey.createdAt)}
                    </time>
                  </>
                ) : (
                  "Date added unknown"
                )}
                {" · "}
                {DEVICE_LABELS[passkey.deviceType]}
              </p>
            </div>
            <form action={removePasskey}>
              <input type="hidden" name="id" value={passkey.id} />
              <button
                type="submit"
                className="rounded-full border border-rose-700 px-4 py-1.5 text-sm font-semibold text-rose-800 transition-colors hover:bg-rose-50"
              >
                Remove<span className="sr-only"> passkey {name}</span>
              </button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}
