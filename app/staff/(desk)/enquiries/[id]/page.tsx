import { DeskRecordHeading } from "@/components/staff/desk-heading";
import type { Metadata } from "next";
import { DeskBadge } from "@/components/staff/desk-badge";
import { notFound } from "next/navigation";
import { z } from "zod";
import { EnquiryDetails } from "@/components/staff/enquiry-details";
import { EnquiryHistory } from "@/components/staff/enquiry-history";
import { EnquiryWorkForm } from "@/components/staff/enquiry-work-form";
import { TakeEnquiryForm } from "@/components/staff/take-enquiry-form";
import { deskTime } from "@/components/staff/format";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { getDb } from "@/lib/db/client";
import { getDeskInquiry } from "@/lib/db/queries/inquiry-desk";

export const metadata: Metadata = { title: "Enquiry" };

export default async function EnquiryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ saved?: string; taken?: string }>;
}) {
  const member = await requireStaffMember();
  const id = z.uuid().safeParse((await params).id).data;
  if (!id) notFound();
  // Reading changes nothing (a link from anywhere may open this page): taking it on is a post.
  const inquiry = await getDeskInquiry(await getDb(), id);
  if (!inquiry) notFound();
  const notice = await searchParams;
  return (
    <Container className="space-y-8">
      <div className="space-y-3">
        <DeskRecordHeading
          back={{ href: "/staff/enquiries", label: "All enquiries" }}
          title={inquiry.name}
        >
          <DeskBadge kind="inquiry" status={inquiry.status} />
        </DeskRecordHeading>
        <div className="flex flex-wrap items-center gap-3">
          {inquiry.handledByName && inquiry.handledAt ? (
            <p className="text-sm text-muted">
              Handled by <strong className="text-aubergine">{inquiry.handledByName}</strong> since{" "}
              {deskTime(inquiry.handledAt)}
            </p>
          ) : (
            <p className="text-sm text-muted">No one is handling this enquiry yet.</p>
          )}
          {inquiry.handledBy !== member.id && <TakeEnquiryForm id={inquiry.id} />}
        </div>
        {notice.saved === "1" && (
          <p role="status" className="text-sm font-semibold text-teal">
            Saved.
          </p>
        )}
        {notice.taken === "1" && (
          <p role="status" className="text-sm font-semibold text-teal">
            You are handling this enquiry.
          </p>
        )}
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <EnquiryDetails inquiry={inquiry} />
          <EnquiryHistory events={inquiry.events} />
        </div>
        <EnquiryWorkForm id={inquiry.id} status={inquiry.status} />
      </div>
    </Container>
  );
}
