import { OUTBOX_STATUS_LABELS, OUTBOX_STATUSES, type OutboxStatus } from "@/lib/contract";
import { buttonClass } from "@/components/ui/button-link";

/** The outbox's status filter: a GET form, so every result page has its own address. */
export function MailFilters({ status }: { status?: OutboxStatus }) {
  return (
    <form
      method="get"
      action="/staff/mail"
      className="flex flex-wrap items-end gap-4 rounded-2xl border border-lavender-200 bg-white/70 p-5 shadow-sm"
    >
      <div className="min-w-56 flex-1 sm:flex-none">
        <label htmlFor="mail-status" className="text-sm font-semibold text-aubergine">
          Status
        </label>
        <select
          id="mail-status"
          name="status"
          defaultValue={status ?? ""}
          className="mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2.5 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500"
        >
          <option value="">All mail</option>
          {OUTBOX_STATUSES.map((value) => (
            <option key={value} value={value}>
              {OUTBOX_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        Show mail
      </button>
    </form>
  );
}
