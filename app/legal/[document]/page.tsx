import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LegalDocument } from "@/components/legal/legal-document";
import { JsonLd } from "@/components/ui/json-ld";
import { getConfig } from "@/lib/config";
import { getCatalog } from "@/lib/content/catalog";
import { pageMetadata, breadcrumbList } from "@/lib/seo";

type Props = { params: Promise<{ document: string }> };

// Only the documents in content/legal exist; any other slug is a 404 without rendering.
export const dynamicParams = false;

export function generateStaticParams() {
  return getCatalog().legal.map((doc) => ({ document: doc.slug }));
}

function findDocument(slug: string) {
  return getCatalog().legal.find((doc) => doc.slug === slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = findDocument((await params).document);
  if (!doc) return {};
  return pageMetadata({
    title: doc.title,
    description: doc.description,
    path: `/legal/${doc.slug}`,
  });
}

export default async function LegalDocumentPage({ params }: Props) {
  const doc = findDocument((await params).document);
  if (!doc) notFound();
  const site = getConfig().SITE_URL;
  return (
    <>
      <JsonLd
        data={breadcrumbList(site, [
          { name: "Legal & Policies", path: "/legal" },
          { name: doc.title, path: `/legal/${doc.slug}` },
        ])}
      />
      <LegalDocument doc={doc} />
    </>
  );
}
