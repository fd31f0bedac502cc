import type { Metadata } from "next";
import { NewsletterLinkForm } from "@/components/newsletter/newsletter-link-form";
import { Container } from "@/components/ui/container";
import { newsletterTokenSchema } from "@/lib/contract";

// A link from a newsletter: never indexed, and its token is not sent on to other sites.
// "same-origin", not "no-referrer": under no-referrer the button's post carries `Origin: null`,
// which the origin check (rightly) refuses.
export const metadata: Metadata = {
  title: "Unsubscribe from the newsletter",
  robots: { index: false, follow: false },
  referrer: "same-origin",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Opened from a newsletter's link; only its button unsubscribes. */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const valid = newsletterTokenSchema.safeParse(token);
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <NewsletterLinkForm kind="unsubscribe" token={valid.success ? valid.data : null} />
    </Container>
  );
}
