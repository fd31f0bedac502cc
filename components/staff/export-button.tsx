import { Icon } from "@/components/ui/icon";

/**
 * Downloads what the list shows (all its pages) as CSV. A form post, not a link: an export is
 * recorded in the audit log, which no link from another site may cause, and the search travels in
 * the body rather than the address. A plain form, so no script is needed.
 */
export function ExportButton({
  action,
  fields,
  label,
  className = "inline-flex items-center gap-2 rounded-full border border-aubergine px-4 py-2 text-sm font-semibold text-aubergine transition-colors hover:bg-lavender-100",
}: {
  action: string;
  /** The list's search and filters; only those that are set are sent. */
  fields: Record<string, string | undefined>;
  label: string;
  className?: string;
}) {
  return (
    // A download leaves the page where it is, so it may be asked for again (layout/submit-once).
    <form method="post" action={action} data-submit-again="">
      {Object.entries(fields).map(
        ([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />,
      )}
      <button type="submit" className={className}>
        <Icon name="download" className="h-4 w-4" />
        {label}
      </button>
    </form>
  );
}
