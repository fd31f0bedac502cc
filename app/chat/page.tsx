import { ChatQuestionForm } from "@/components/chat/chat-question-form";
import { Container } from "@/components/ui/container";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Ask our assistant",
  description:
    "Put a question to our customer-service assistant about destinations, packages, bookings and our policies.",
  path: "/chat",
});

/** Where the chat button leads before its script runs, or without JavaScript. */
export default function ChatPage() {
  return (
    <section className="bg-gradient-to-b from-lavender-50 to-cream">
      <Container className="pt-20 pb-24 sm:pt-24">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-semibold text-aubergine sm:text-5xl">Ask our assistant</h1>
          <p className="mt-4 text-lg text-muted">
            Our customer-service assistant answers questions about destinations, packages, bookings
            and our policies. For a trip of your own, a travel designer replies to every enquiry
            within 24 hours.
          </p>
          <div className="mt-10">
            <ChatQuestionForm />
          </div>
        </div>
      </Container>
    </section>
  );
}
