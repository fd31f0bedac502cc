import { newFormKey } from "@/lib/db/queries/form-keys";
import { workInquiry } from "@/lib/actions/staff-desk";
import type { InquiryStatus } from "@/lib/contract";
import { StatusOptions } from "./status-options";
import { buttonClass } from "@/components/ui/button-link";

const controlClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2.5 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500";

/** Moves the enquiry on and/or adds an internal note; posts to a server action, no script needed. */
export function EnquiryWorkForm({ id, status }: { id: string; status: InquiryStatus }) {
  return (
    <form
      action={workInquiry}
      className="space-y-4 rounded-2xl border border-lavender-200 bg-lavender-50 p-6 lg:self-start"
    >
      <h2 className="text-xl text-aubergine">Work this enquiry</h2>
      <input type="hidden" name="id" value={id} />
      {/* Made when the form is shown: posted twice (a double click), it acts once. */}
      <input type="hidden" name="key" value={newFormKey()} />
      <div>
        <label htmlFor="work-status" className="text-sm font-semibold text-aubergine">
          Status
        </label>
        <select id="work-status" name="status" defaultValue={status} className={controlClass}>
          <StatusOptions />
        </select>
      </div>
      <div>
        <label htmlFor="work-note" className="text-sm font-semibold text-aubergine">
          Internal note <span className="font-normal text-muted">(staff only)</span>
        </label>
        <textarea
          id="work-note"
          name="note"
          maxLength={5000}
          rows={4}
          className={`${controlClass} resize-y`}
        />
      </div>
      <button type="submit" className={buttonClass("primary", "w-full")}>
        Save
      </button>
    </form>
  );
}
