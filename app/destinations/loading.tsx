import { Container } from "@/components/ui/container";

/** Shown while a destinations route renders on demand (remote mode, revalidation, compare). */
export default function DestinationsLoading() {
  return (
    <Container className="py-24">
      <p role="status" className="animate-pulse text-lg text-muted motion-reduce:animate-none">
        Loading destinations...
      </p>
    </Container>
  );
}
