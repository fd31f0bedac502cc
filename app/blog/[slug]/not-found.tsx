import { Icon } from "@/components/ui/icon";
import { ButtonLink } from "@/components/ui/button-link";

/** An unknown journal slug: answered with status 404 by notFound() in the page. */
export default function JournalPostNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-32 text-center">
      <p className="text-xs font-semibold tracking-[0.25em] text-lavender-700 uppercase">Journal</p>
      <h1 className="mt-4 font-display text-4xl font-semibold text-aubergine sm:text-5xl">
        Post not found
      </h1>
      <p className="mt-5 text-lg text-muted">
        This story may have moved, or the link may be mistyped. Every story we have published is in
        the journal.
      </p>
      <div className="mt-10 flex justify-center">
        <ButtonLink href="/blog">
          <Icon name="arrow-left" className="size-4" />
          Back to Journal
        </ButtonLink>
      </div>
    </section>
  );
}
