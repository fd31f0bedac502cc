"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/components/ui/api-client";
import { buttonClass } from "@/components/ui/button-link";
import { EnquiryInput, EnquiryTextarea } from "./enquiry-field";
import { useEnquiry, type EnquiryValues } from "./enquiry-provider";

export interface PackageChoice {
  id: string;
  name: string;
}

/** Sends an enquiry; checks are the browser's own (required, type=email, min=1), as SPEC.md asks. */
export function EnquiryForm({ packages }: { packages: PackageChoice[] }) {
  const { values, setField, reset, fillMessage, formRef } = useEnquiry();
  const sending = useMutation({
    mutationFn: (enquiry: EnquiryValues) =>
      postJson("/api/inquiries", { ...enquiry, travelers_count: Number(enquiry.travelers_count) }),
    onSuccess: () => {
      toast.success("Thank you! We'll get back to you within 24 hours.");
      reset();
    },
    onError: () => toast.error("Failed to submit inquiry. Please try again."),
  });

  // The packages page hands a chosen package over as ?package=<id> until checkout exists.
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get("package");
    const chosen = packages.find((pkg) => pkg.id === id);
    if (chosen) fillMessage(`I'd like to book the ${chosen.name} package.`);
  }, [packages, fillMessage]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    sending.mutate(values);
  }

  const bind = (field: keyof EnquiryValues) => ({
    id: `enquiry-${field.replace("_", "-")}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
  });

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={submit}
      aria-labelledby="enquiry-heading"
      className="scroll-mt-24 rounded-3xl border border-lavender-100 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id="enquiry-heading" className="text-3xl font-semibold text-aubergine">
        Send us an enquiry
      </h2>
      <p className="mt-2 text-muted">
        Fields marked <span className="text-rose-700">*</span> are required.
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <EnquiryInput label="Name" required autoComplete="name" {...bind("name")} />
        <EnquiryInput label="Email" type="email" required autoComplete="email" {...bind("email")} />
        <EnquiryInput label="Phone" type="tel" autoComplete="tel" {...bind("phone")} />
        <EnquiryInput
          label="Destination"
          placeholder="Lisbon, or surprise us"
          {...bind("destination")}
        />
        <EnquiryInput label="Travel dates" placeholder="June 2025" {...bind("travel_dates")} />
        <EnquiryInput
          label="Number of travelers"
          type="number"
          min={1}
          max={50}
          step={1}
          inputMode="numeric"
          {...bind("travelers_count")}
        />
        <EnquiryTextarea
          label="Message"
          required
          rows={6}
          placeholder="Tell us who is traveling, what you love and what matters most to you."
          className="sm:col-span-2"
          {...bind("message")}
        />
      </div>
      <button
        type="submit"
        disabled={sending.isPending}
        className={buttonClass("primary", "mt-8 w-full sm:w-auto sm:px-10")}
      >
        {sending.isPending ? "Sending..." : "Send Enquiry"}
      </button>
    </form>
  );
}
