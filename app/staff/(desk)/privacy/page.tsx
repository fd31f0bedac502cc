import type { Metadata } from "next";
import { OwnerOnly } from "@/components/staff/owner-only";
import { PrivacyDesk } from "@/components/staff/privacy-desk";
import { Container } from "@/components/ui/container";
import { isOwner } from "@/lib/auth/actor";
import { requireStaffMember } from "@/lib/auth/current";

export const metadata: Metadata = { title: "Privacy requests" };

export default async function PrivacyPage() {
  const member = await requireStaffMember();
  if (!isOwner(member)) return <OwnerOnly section="Answering privacy requests" />;
  return (
    <Container className="max-w-4xl space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl text-aubergine md:text-4xl">Privacy requests</h1>
        <p className="text-ink/90">
          When a visitor asks for a copy of their data or for its deletion, find them by the e-mail
          address they wrote from. The privacy policy promises an answer within 45 days.
        </p>
      </div>
      <PrivacyDesk />
    </Container>
  );
}
