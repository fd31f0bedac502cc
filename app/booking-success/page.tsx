import { redirect } from "next/navigation";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";

export const metadata = { title: "Booking", robots: { index: false } };

/** SPEC.md: without a session_id the visitor belongs on the packages page. */
export default async function BookingSuccessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { session_id: sessionId } = await searchParams;
  if (typeof sessionId !== "string" || !sessionId) redirect("/packages");
  return (
    <Container className="py-24">
      <SectionHeading
        as="h1"
        eyebrow="Booking"
        title="Your booking"
        lead="We confirm every booking by e-mail, and our concierge contacts you within 24 hours with the next steps. If no confirmation has reached you, write to us and we will look into it."
      />
      <p className="mt-6 text-muted">
        Reference: <span className="font-mono text-ink">{sessionId.slice(0, 120)}</span>
      </p>
      <div className="mt-10 flex flex-wrap gap-4">
        <ButtonLink href="/">Return to Home</ButtonLink>
        <ButtonLink href="/contact" variant="secondary">
          Contact Support
        </ButtonLink>
      </div>
    </Container>
  );
}
