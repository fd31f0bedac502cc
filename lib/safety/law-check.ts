/** The brief's honest words on its dates, for the booking page and the mails alike. */
import { formatLongDate } from "../format";

/** How many of a route's facts on the law rest on a page we read, and the latest such check. */
export interface LawCheck {
  checked: number;
  total: number;
  latest?: string;
}

/**
 * The brief's opening words on its dates, for the page and the mail: how many facts were compared
 * with a page we read and when last, and that the others say they were compiled. A brief never
 * claims a check for a fact that had none.
 */
export function lawCheckSentence({ checked, total, latest }: LawCheck): string {
  if (checked === 0) {
    return `None of the ${total} facts on the law here has been compared with a source we read yet: each says what it was compiled from and when.`;
  }
  const when = latest ? ` (the latest on ${formatLongDate(latest)})` : "";
  const rest = total - checked;
  return checked === total
    ? `Each of the ${total} facts on the law here was compared with a source we read${when}.`
    : `${checked} of the ${total} facts on the law here were compared with a source we read${when}; the other ${rest} ${rest === 1 ? "says" : "say"} "compiled; not yet re-checked".`;
}
