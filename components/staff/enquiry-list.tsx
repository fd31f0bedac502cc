import Link from "@/components/ui/link";
import type { InquiryRecord } from "@/lib/contract";
import { DeskBadge } from "./desk-badge";
import { DeskEmpty, DeskRows } from "./desk-list";
import { deskTime } from "./format";

/** One page of enquiries, newest first: a card per enquiry that opens it. */
export function EnquiryList({ inquiries, empty }: { inquiries: InquiryRecord[]; empty: string }) {
  if (inquiries.length === 0) return <DeskEmpty>{empty}</DeskEmpty>;
  return (
    <DeskRows>
      {inquiries.map((inquiry) => (
        <li key={inquiry.id} className="transition-colors hover:bg-lavender-50">
          {/* Not prefetched: fifty enquiries a page would be fifty reads nobody asked for. */}
          <Link
            href={`/staff/enquiries/${inquiry.id}`}
            prefetch={false}
            className="grid gap-2 px-5 py-4 md:grid-cols-[11rem_1fr_auto] md:items-center md:gap-6"
          >
            <span className="text-sm text-muted">{deskTime(inquiry.created_at)}</span>
            <span className="min-w-0">
              <span className="block font-semibold text-aubergine">
                {inquiry.name}
                <span className="font-normal text-muted"> · {inquiry.email}</span>
              </span>
              <span className="block truncate text-sm text-ink/80">
                {inquiry.destination ? `${inquiry.destination}: ` : ""}
                {inquiry.message}
              </span>
            </span>
            <DeskBadge kind="inquiry" status={inquiry.status} />
          </Link>
        </li>
      ))}
    </DeskRows>
  );
}
