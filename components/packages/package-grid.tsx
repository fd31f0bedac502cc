"use client";

/**
 * Every package as a card: one island that receives only what the cards show. As server components
 * the cards' markup travelled twice, in the HTML and again in the page's React payload; here the
 * payload carries their fields once and the markup is in the HTML alone.
 */
import { PackageCard, type PackageCardData } from "./package-card";

export function PackageGrid({ packages }: { packages: PackageCardData[] }) {
  return (
    <div className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
      {packages.map((pkg, index) => (
        <PackageCard key={pkg.id} pkg={pkg} eager={index === 0} />
      ))}
    </div>
  );
}
