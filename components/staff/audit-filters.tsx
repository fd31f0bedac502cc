import type { StaffActor } from "@/lib/contract/staff";
import { buttonClass } from "@/components/ui/button-link";
import { describeAction } from "./audit-actions";

const controlClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2.5 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500";

/** Filter by action and by staff member: a GET form, so every filtered page has its own address. */
export function AuditFilters({
  actions,
  staff,
  action,
  staffId,
}: {
  actions: string[];
  staff: StaffActor[];
  action?: string;
  staffId?: string;
}) {
  return (
    <form
      method="get"
      action="/staff/audit"
      role="search"
      aria-label="Filter the audit log"
      className="grid gap-4 rounded-2xl border border-lavender-200 bg-white/70 p-5 shadow-sm md:grid-cols-[1fr_1fr_auto] md:items-end"
    >
      <div>
        <label htmlFor="audit-action" className="text-sm font-semibold text-aubergine">
          Action
        </label>
        <select
          id="audit-action"
          name="action"
          defaultValue={action ?? ""}
          className={controlClass}
        >
          <option value="">All actions</option>
          {actions.map((value) => (
            <option key={value} value={value}>
              {describeAction(value)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-staff" className="text-sm font-semibold text-aubergine">
          Staff member
        </label>
        <select id="audit-staff" name="staff" defaultValue={staffId ?? ""} className={controlClass}>
          <option value="">Everyone</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        Show entries
      </button>
    </form>
  );
}
