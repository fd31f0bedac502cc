import { Container } from "@/components/ui/container";

export default function CompareLoading() {
  return (
    <Container className="py-24">
      <p role="status" className="animate-pulse text-lg text-muted motion-reduce:animate-none">
        Loading comparison...
      </p>
    </Container>
  );
}
