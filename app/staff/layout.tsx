import type { Metadata } from "next";

// The staff desk is for the agency alone: never indexed (robots.ts disallows it too).
export const metadata: Metadata = {
  title: { default: "Staff desk", template: "%s | Staff desk" },
  robots: { index: false, follow: false, nocache: true },
};

export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return children;
}
