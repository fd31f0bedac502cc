import { takeInquiry } from "@/lib/actions/staff-desk";

/** "Handle this enquiry": makes the member its handler; a plain form post, no script needed. */
export function TakeEnquiryForm({ id }: { id: string }) {
  return (
    <form action={takeInquiry}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="rounded-full border border-aubergine px-4 py-1.5 text-sm font-semibold text-aubergine transition-colors hover:bg-lavender-100"
      >
        Handle this enquiry
      </button>
    </form>
  );
}
