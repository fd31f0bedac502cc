import { Icon } from "@/components/ui/icon";
import { ProseMarkdown } from "@/components/legal/prose-markdown";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";

/** The closing call to action: the content's invitation, and the way to /contact. */
export function AboutTalk({ title, markdown }: { title: string; markdown: string }) {
  return (
    <section aria-labelledby="talk-heading" className="pb-24">
      <Container>
        <div className="rounded-[2rem] border border-lavender-200 bg-gradient-to-br from-lavender-100 via-white to-blush/60 px-8 py-14 text-center shadow-sm sm:px-16">
          <Icon name="message-circle" className="mx-auto h-9 w-9 text-lavender-700" />
          <h2 id="talk-heading" className="mt-4 text-3xl font-semibold text-aubergine sm:text-4xl">
            {title}
          </h2>
          <div className="mx-auto max-w-2xl text-lg text-ink/90">
            <ProseMarkdown markdown={markdown} />
          </div>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <ButtonLink href="/contact">Plan your journey with us</ButtonLink>
            <ButtonLink href="/packages" variant="secondary">
              Browse packages
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
