import Link from "@/components/ui/link";
import { Container } from "@/components/ui/container";

/** What another staff member sees at the owner's pages: why not, and the way back. */
export function OwnerOnly({ section }: { section: string }) {
  return (
    <Container className="max-w-2xl space-y-4">
      <h1 className="text-3xl text-aubergine md:text-4xl">Only the owner</h1>
      <p className="text-ink/90">
        {section} is open to the owner of the staff desk alone. If you need something from it, ask
        the owner.
      </p>
      <Link
        href="/staff/enquiries"
        className="inline-block text-sm font-semibold text-lavender-700 underline underline-offset-4"
      >
        Back to the enquiries
      </Link>
    </Container>
  );
}
