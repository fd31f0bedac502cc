/** What became of a cancellation staff just settled, or of a whole departure's. */
export function CancellationNotice({
  notice,
}: {
  notice: { cancellation?: string; departure?: string; settled?: string; refused?: string };
}) {
  if (notice.cancellation === "settled") {
    return (
      <p role="status" className="text-sm font-semibold text-teal">
        Cancelled: the refund and any credit are made, the seats are back on sale, and the traveler
        has been mailed.
      </p>
    );
  }
  if (notice.departure === "cancelled") {
    const settled = Number(notice.settled) || 0;
    const refused = Number(notice.refused) || 0;
    return (
      <p role="status" className="text-sm font-semibold text-teal">
        The departure is cancelled and sold no more
        {settled + refused === 0
          ? "; it had no bookings to refund"
          : `: ${settled} ${settled === 1 ? "booking" : "bookings"} refunded in full with the credit`}
        {refused > 0 ? `; ${refused} refused by the payment provider, shown on their pages` : ""}.
      </p>
    );
  }
  return null;
}
