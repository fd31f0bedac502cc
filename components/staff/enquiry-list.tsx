import Link from "next/link";
import type { InquiryRecord } from "@/lib/contract";
import { deskTime } from "./format";
import { StatusBadge } from "./status-badge";

/** One page of enquiries, newest first: a card per enquiry that opens it. */
export function EnquiryList({ inquiries }: { inquiries: InquiryRecord[] }) {
  if (inquiries.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-lavender-300 bg-white/60 px-6 py-10 text-center text-muted">
        No enquiries match.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-lavender-100 overflow-hidden rounded-2xl border border-lavender-200 bg-white shadow-sm">
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
            <StatusBadge status={inquiry.status} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
