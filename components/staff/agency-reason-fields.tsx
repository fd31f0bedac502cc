import { AGENCY_REASONS } from "@/lib/bookings/agency-reasons";

const fieldClass =
  "mt-1 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500";

/**
 * Why the agency cancels (a reason of the client agreement's section 10) and an optional note: both
 * are shown to the travelers. `idPrefix` keeps the labels apart when two forms share a page.
 */
export function AgencyReasonFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-reason`} className="text-sm font-semibold text-aubergine">
          Why (the travelers read this)
        </label>
        <select
          id={`${idPrefix}-reason`}
          name="reason"
          required
          defaultValue=""
          className={fieldClass}
        >
          <option value="" disabled>
            Choose a reason
          </option>
          {Object.entries(AGENCY_REASONS).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-note`} className="text-sm font-semibold text-aubergine">
          A note for the travelers (optional)
        </label>
        <textarea
          id={`${idPrefix}-note`}
          name="note"
          rows={2}
          maxLength={500}
          className={fieldClass}
        />
      </div>
    </>
  );
}
