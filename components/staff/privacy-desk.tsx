"use client";

import { useActionState } from "react";
import { answerPrivacyRequest, type PrivacyState } from "@/lib/actions/staff-privacy";
import type { VisitorRecord } from "@/lib/contract";
import { counted } from "@/lib/privacy/counts";
import { buttonClass } from "@/components/ui/button-link";
import { VisitorRecordView } from "./visitor-record";

const fieldClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2.5 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500";

const eraseButtonClass =
  "inline-flex items-center justify-center rounded-full bg-rose-800 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-rose-900 disabled:cursor-not-allowed disabled:opacity-60";

const isEmpty = (record: VisitorRecord) =>
  record.enquiries.length +
    record.bookings.length +
    record.checkouts.length +
    record.mails.length ===
    0 && !record.subscription;

/**
 * Find a visitor's data by e-mail address, download it, or erase it after typing the address
 * again. Every form posts to the server action, so all of it works before this script runs.
 */
export function PrivacyDesk() {
  const [state, answer, pending] = useActionState<PrivacyState, FormData>(answerPrivacyRequest, {});
  const { record } = state;
  return (
    <div className="space-y-8">
      <form
        action={answer}
        role="search"
        aria-label="Find a visitor's data"
        className="grid gap-4 rounded-2xl border border-lavender-200 bg-white/70 p-5 shadow-sm md:grid-cols-[1fr_auto] md:items-end"
      >
        <div>
          <label htmlFor="privacy-email" className="text-sm font-semibold text-aubergine">
            Visitor&rsquo;s e-mail address
          </label>
          <input
            id="privacy-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            defaultValue={state.erased ? "" : state.email}
            aria-describedby="privacy-email-hint"
            className={fieldClass}
          />
          <p id="privacy-email-hint" className="mt-1 text-xs text-muted">
            The whole address, in any case: partial addresses find nothing.
          </p>
        </div>
        <button
          type="submit"
          name="intent"
          value="find"
          disabled={pending}
          className={buttonClass("primary")}
        >
          Find their data
        </button>
      </form>

      <div aria-live="polite" className="space-y-4">
        {state.error && (
          <p
            role="alert"
            className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
          >
            {state.error}
          </p>
        )}
        {state.erased && (
          <div role="status" className="rounded-xl border border-teal/40 bg-white px-5 py-4">
            <p className="font-semibold text-teal">Erased.</p>
            <p className="mt-1 text-sm text-ink/90">
              Deleted {counted(state.erased.enquiries, "enquiry", "enquiries")} (with{" "}
              {counted(state.erased.history, "desk history entry", "desk history entries")}),{" "}
              {counted(
                state.erased.subscriptions,
                "newsletter subscription",
                "newsletter subscriptions",
              )}{" "}
              and {counted(state.erased.mails, "mail", "mails")}.{" "}
              {counted(state.erased.bookings, "booking", "bookings")} and{" "}
              {counted(state.erased.checkouts, "checkout", "checkouts")} now read
              &ldquo;Erased&rdquo; in place of the name and address, with their amounts kept for the
              accounts.
            </p>
          </div>
        )}
        {record && (
          <p className="text-sm text-ink/90">
            {isEmpty(record)
              ? `Nothing is stored under ${record.email}.`
              : `Stored under ${record.email}:`}
          </p>
        )}
      </div>

      {record && !isEmpty(record) && (
        <section aria-labelledby="visitor-data" className="space-y-6">
          <h2 id="visitor-data" className="text-2xl text-aubergine">
            What we store about them
          </h2>
          <VisitorRecordView record={record} />
          <div className="grid gap-6 lg:grid-cols-2">
            <form
              method="post"
              action="/api/staff/privacy/export"
              data-submit-again=""
              className="space-y-3 rounded-2xl border border-lavender-200 bg-lavender-50 p-6"
            >
              <h3 className="text-lg text-aubergine">Export</h3>
              <p className="text-sm text-ink/90">
                One JSON file with everything above, in full: messages, desk notes and the mails.
              </p>
              <input type="hidden" name="email" value={record.email} />
              <button type="submit" className={buttonClass("secondary")}>
                Download their data (JSON)
              </button>
            </form>
            <form
              action={answer}
              className="space-y-3 rounded-2xl border border-rose-200 bg-rose-50/60 p-6"
            >
              <h3 className="text-lg text-aubergine">Erase</h3>
              <p className="text-sm text-ink/90">
                Deletes their enquiries with their desk history, their newsletter subscription and
                every mail to or about them. Bookings keep their amounts, package, departure and
                reference for the accounts; the name, address, card digits and private link go. This
                cannot be undone.
              </p>
              <input type="hidden" name="email" value={record.email} />
              <div>
                <label htmlFor="privacy-confirm" className="text-sm font-semibold text-aubergine">
                  To confirm, type the address again
                </label>
                <input
                  id="privacy-confirm"
                  name="confirm"
                  type="email"
                  required
                  maxLength={254}
                  autoComplete="off"
                  aria-invalid={state.confirmError ? true : undefined}
                  aria-describedby={state.confirmError ? "privacy-confirm-error" : undefined}
                  className={fieldClass}
                />
                {state.confirmError && (
                  <p id="privacy-confirm-error" role="alert" className="mt-1 text-sm text-rose-800">
                    {state.confirmError}
                  </p>
                )}
              </div>
              <button
                type="submit"
                name="intent"
                value="erase"
                disabled={pending}
                className={eraseButtonClass}
              >
                Erase this visitor&rsquo;s data
              </button>
            </form>
          </div>
        </section>
      )}
    </div>
  );
}
