import { notFound } from "next/navigation";
import { MethodMarkdown, splitAfterSection } from "@/components/destinations/method-markdown";
import {
  ComponentWeightsTable,
  IndicatorWeightsTable,
} from "@/components/destinations/method-weights-table";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { getCatalog } from "@/lib/content/catalog";
import { METHOD_VERSION } from "@/lib/content/safety-score";
import { pageMetadata, breadcrumbList } from "@/lib/seo";
import { JsonLd } from "@/components/ui/json-ld";
import { getConfig } from "@/lib/config";

export function generateMetadata() {
  const methodology = getCatalog().methodology;
  if (!methodology) return { title: "Safety method" };
  return pageMetadata({
    title: methodology.title,
    description: methodology.description,
    path: "/destinations/safety-method",
  });
}

/** The published safety method, with tables generated from the code that applies it. */
export default function SafetyMethodPage() {
  const methodology = getCatalog().methodology;
  if (!methodology) notFound();
  const [legal, rest] = splitAfterSection(methodology.body, /Legal protection/);
  const [throughOverall, afterOverall] = splitAfterSection(rest, /overall score/i);
  return (
    <Container className="py-16 sm:py-24">
      <JsonLd
        data={breadcrumbList(getConfig().SITE_URL, [
          { name: "Destinations", path: "/destinations" },
          { name: methodology.title, path: "/destinations/safety-method" },
        ])}
      />
      <article className="mx-auto max-w-3xl">
        <SectionHeading
          as="h1"
          eyebrow={`Queer Safety Index · Method version ${METHOD_VERSION}`}
          title={methodology.title}
          lead={methodology.description}
        />
        <div className="mt-12">
          <MethodMarkdown markdown={legal} />
          <IndicatorWeightsTable />
          <MethodMarkdown markdown={throughOverall} />
          <ComponentWeightsTable />
          <MethodMarkdown markdown={afterOverall} />
        </div>
      </article>
    </Container>
  );
}
