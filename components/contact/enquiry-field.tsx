import type { ComponentProps, InputHTMLAttributes } from "react";
import { KeptTextarea } from "@/components/ui/kept-textarea";

const controlClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-3 text-ink shadow-sm transition-colors placeholder:text-muted/80 hover:border-lavender-300 focus:border-lavender-500";

function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="text-sm font-semibold text-aubergine">
      {label}
      {required && (
        <span aria-hidden="true" className="ml-1 text-rose-700">
          *
        </span>
      )}
    </label>
  );
}

/** A labelled input of the enquiry form; the label is always visible. */
export function EnquiryInput({
  id,
  label,
  className = "",
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={input.required} />
      <input id={id} {...input} className={controlClass} />
    </div>
  );
}

export function EnquiryTextarea({
  id,
  label,
  className = "",
  ...textarea
}: ComponentProps<typeof KeptTextarea> & { id: string; label: string }) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={textarea.required} />
      <KeptTextarea id={id} {...textarea} className={`${controlClass} min-h-36 resize-y`} />
    </div>
  );
}
