import { CompareForm } from "@/components/destinations/compare-form";
import { CompareTable } from "@/components/destinations/compare-table";
import { packagesReaching } from "@/components/destinations/destination-packages";
import { Container } from "@/components/ui/container";
import { FailureNotice } from "@/components/ui/failure-notice";
import { SectionHeading } from "@/components/ui/section-heading";
import { getBackend } from "@/lib/backend";
import type { Destination } from "@/lib/contract";
import { loadSection } from "@/lib/load-section";
import { pageMetadata, breadcrumbList } from "@/lib/seo";
import { JsonLd } from "@/components/ui/json-ld";
import { getConfig } from "@/lib/config";

export const metadata = pageMetadata({
  title: "Compare Destinations",
  description:
    "Compare two or three destinations side by side: safety scores, each legal protection, public acceptance, safety on the ground, the best time to visit and our packages.",
  path: "/destinations/compare",
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** ?d=tallinn&d=barcelona -> up to three distinct slugs, in the order asked. */
function requestedSlugs(value: string | string[] | undefined): string[] {
  const values = Array.isArray(value) ? value : value ? [value] : [];
  return [...new Set(values.map((slug) => slug.trim()).filter(Boolean))];
}

async function loadComparison(chosen: Destination[]) {
  const backend = getBackend();
  const [safety, packages] = await Promise.all([
    loadSection("safety", () => Promise.all(chosen.map((d) => backend.getSafety(d.id)))),
    loadSection("packages", () => backend.getPackages()),
  ]);
  const columns = chosen.map((destination, index) => ({
    destination,
    safety: safety.ok ? (safety.data[index] ?? null) : null,
    packages: packages.ok ? packagesReaching(packages.data, destination.id) : null,
  }));
  return { columns, safetyFailed: !safety.ok, packagesFailed: !packages.ok };
}

export default async function ComparePage({ searchParams }: Props) {
  const requested = requestedSlugs((await searchParams).d);
  const section = await loadSection("destinations", () => getBackend().getDestinations());
  const bySlug = new Map(section.ok ? section.data.map((d) => [d.slug, d]) : []);
  const chosen = requested
    .map((slug) => bySlug.get(slug))
    .filter((destination): destination is Destination => destination !== undefined)
    .slice(0, 3);
  const comparison = chosen.length >= 2 ? await loadComparison(chosen) : null;

  return (
    <Container className="py-16 sm:py-24">
      <JsonLd
        data={breadcrumbList(getConfig().SITE_URL, [
          { name: "Destinations", path: "/destinations" },
          { name: "Compare destinations", path: "/destinations/compare" },
        ])}
      />
      <SectionHeading
        as="h1"
        eyebrow="Queer Safety Index"
        title="Compare destinations"
        lead="Put two or three places side by side: their scores, every legal protection, what the public says and what travelers meet on the ground."
      />
      {!section.ok ? (
        <div className="mt-10">
          <FailureNotice message="Failed to load destinations" />
        </div>
      ) : (
        <>
          <CompareForm destinations={section.data} selected={chosen.map((d) => d.slug)} />
          {comparison ? (
            <>
              {comparison.safetyFailed && (
                <div className="mt-10">
                  <FailureNotice message="Failed to load safety data" />
                </div>
              )}
              {comparison.packagesFailed && (
                <div className="mt-10">
                  <FailureNotice message="Failed to load packages" />
                </div>
              )}
              <CompareTable columns={comparison.columns} />
            </>
          ) : (
            <p className="mt-10 text-muted">
              Choose two or three destinations above to see them side by side.
            </p>
          )}
        </>
      )}
    </Container>
  );
}
