import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "@/lib/contract";

/** The enquiry statuses as a select's options, in the order an enquiry moves through them. */
export function StatusOptions() {
  return INQUIRY_STATUSES.map((value) => (
    <option key={value} value={value}>
      {INQUIRY_STATUS_LABELS[value]}
    </option>
  ));
}
