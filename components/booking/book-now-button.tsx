"use client";

import { buttonClass } from "@/components/ui/button-link";
import { useBooking } from "./booking-provider";

export function BookNowButton({
  packageId,
  packageName,
}: {
  packageId: string;
  packageName: string;
}) {
  const { processing, book } = useBooking();
  return (
    <button
      type="button"
      disabled={processing}
      aria-busy={processing}
      onClick={() => book(packageId)}
      className={buttonClass("primary", "min-w-32")}
    >
      {processing ? "Processing..." : "Book Now"}
      <span className="sr-only">: {packageName}</span>
    </button>
  );
}
