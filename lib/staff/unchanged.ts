/**
 * What the desk says when a cancellation post found nothing to change: the page it came from is
 * shown again with this in place of the form, which may no longer be there.
 */
export const UNCHANGED_BOOKING = {
  cancelled:
    "Nothing changed: this booking was already cancelled and settled, as shown here. Nothing more was refunded or credited.",
  "no-request":
    "Nothing changed: this booking has no cancellation request waiting, so there is nothing to approve.",
  refunding:
    "Nothing changed: this cancellation is already being refunded. If a refund was refused, try it again here.",
} as const;
export type UnchangedBooking = keyof typeof UNCHANGED_BOOKING;

export const UNCHANGED_DEPARTURE = {
  cancelled: "Nothing changed: this departure was already cancelled, as shown here.",
  departed: "Nothing changed: this departure has already left, so it can no longer be cancelled.",
} as const;

/** The message for a notice in a page's address; undefined for none or an unknown one. */
export const unchangedMessage = <T extends Record<string, string>>(
  messages: T,
  key: string | undefined,
): string | undefined => (key && Object.hasOwn(messages, key) ? messages[key] : undefined);
