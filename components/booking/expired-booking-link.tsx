import { LINK_DAYS_AFTER_TRIP } from "@/lib/bookings/link-expiry";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** What a booking link says once its time is over: the booking is kept, and who to ask about it. */
export function ExpiredBookingLink({ email, phone }: { email: string; phone: string }) {
  return (
    <section aria-labelledby="expired-link">
      <h1 id="expired-link" className="text-4xl font-semibold text-aubergine">
        This booking link has expired
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-ink">
        A booking&apos;s private link stops working {LINK_DAYS_AFTER_TRIP} days after the trip, so
        that an old e-mail no longer opens it. Your booking itself is kept with us.
      </p>
      <p className="mt-4 text-lg leading-relaxed text-ink">
        For anything about it (a receipt, a refund, a question about the trip), write to{" "}
        <a className="font-semibold underline" href={`mailto:${email}`}>
          {email}
        </a>{" "}
        or call{" "}
        <a className="font-semibold whitespace-nowrap underline" href={telHref(phone)}>
          {phone}
        </a>
        , and give us your booking reference (it starts with LC-, and is in your confirmation
        e-mail).
      </p>
    </section>
  );
}
