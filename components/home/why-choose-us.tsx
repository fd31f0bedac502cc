import { Icon, type IconName } from "@/components/ui/icon";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";

const reasons: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "shield-check",
    title: "Safety First",
    text: "Every destination carries our Queer Safety Index: legal protection, social acceptance and on-the-ground safety, each scored from dated, published sources.",
  },
  {
    icon: "sparkles",
    title: "AI-Powered Recommendations",
    text: "Our assistants answer from our own destination, safety and policy data, and several models cross-check each other before a designer reviews the plan.",
  },
  {
    icon: "gem",
    title: "Curated Luxury",
    text: "Hotels, guides and experiences we have vetted for service and for welcome, planned around you, your partner or your whole chosen family.",
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-white py-20">
      <Container>
        <SectionHeading
          id="why-heading"
          eyebrow="Why Lavender Compass"
          title="Luxury that knows where you are safe"
          align="center"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {reasons.map(({ icon, title, text }) => (
            <li key={title} className="rounded-3xl border border-lavender-100 bg-cream p-8">
              <Icon name={icon} className="h-8 w-8 text-lavender-600" />
              <h3 className="mt-5 text-xl font-semibold text-aubergine">{title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
