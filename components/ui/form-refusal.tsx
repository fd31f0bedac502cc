/** What a form posted without its script says when the server refused it: the spec's text, then why. */
export function FormRefusal({
  title,
  reason,
  className = "",
}: {
  title: string;
  reason: string;
  className?: string;
}) {
  return (
    <div role="alert" className={`rounded-xl bg-rose-50 px-4 py-3 text-rose-800 ${className}`}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{reason}</p>
    </div>
  );
}
