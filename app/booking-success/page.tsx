import { redirect } from "next/navigation";
import { PaymentVerification } from "@/components/booking/payment-verification-client";
import { Container } from "@/components/ui/container";

export const metadata = { title: "Booking", robots: { index: false } };

/** Without a session_id the visitor belongs on the packages page. */
export default async function BookingSuccessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { session_id: sessionId } = await searchParams;
  if (typeof sessionId !== "string" || !sessionId) redirect("/packages");
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <PaymentVerification sessionId={sessionId} />
    </Container>
  );
}
