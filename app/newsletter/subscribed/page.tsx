import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { newsletterSubscribedText } from "@/components/layout/newsletter-texts";
import { returnPath } from "@/lib/security/return-path";

export const metadata: Metadata = {
  title: "Check your inbox",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the footer's newsletter box lands when it was sent without the page's script: the answer,
 * at an address a reload cannot post again, and the way back to the page the reader was on.
 */
export default async function NewsletterSubscribedPage({ searchParams }: Props) {
  const back = returnPath((await searchParams).from) ?? "/";
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <h1 className="text-4xl font-semibold text-aubergine">Check your inbox</h1>
      <p role="status" className="mt-4 text-lg text-ink">
        {newsletterSubscribedText}
      </p>
      <p className="mt-4 text-muted">
        The mail holds a link to confirm your subscription; nothing is sent to you until you do.
      </p>
      <div className="mt-8">
        <ButtonLink href={back}>
          {back === "/" ? "Back to the home page" : "Back to where you were"}
        </ButtonLink>
      </div>
    </Container>
  );
}
