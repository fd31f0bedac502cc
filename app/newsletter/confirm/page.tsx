import type { Metadata } from "next";
import { NewsletterLinkForm } from "@/components/newsletter/newsletter-link-form";
import { Container } from "@/components/ui/container";
import { newsletterTokenSchema } from "@/lib/contract";

// A link from a private mail: never indexed, and its token is not sent on to other sites.
// "same-origin", not "no-referrer": under no-referrer the button's post carries `Origin: null`,
// which the origin check (rightly) refuses.
export const metadata: Metadata = {
  title: "Confirm your subscription",
  robots: { index: false, follow: false },
  referrer: "same-origin",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Opened from the confirmation mail; only its button confirms. */
export default async function ConfirmSubscriptionPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const valid = newsletterTokenSchema.safeParse(token);
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <NewsletterLinkForm kind="confirm" token={valid.success ? valid.data : null} />
    </Container>
  );
}
