"use client";

import { Icon } from "@/components/ui/icon";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-link";
import { useEnquiry } from "./enquiry-provider";

export const consultationRequest =
  "I'd like to book a free consultation (30-60 minutes, virtual or phone). Times that suit me: ";

/**
 * With a scheduling link configured, the widget loads in a frame only once asked for, so its
 * scripts cost nothing until then. Without one, the request goes through the enquiry form.
 */
export function ConsultationAction({ schedulingUrl }: { schedulingUrl?: string }) {
  const { fillMessage } = useEnquiry();
  const [showScheduler, setShowScheduler] = useState(false);

  if (!schedulingUrl) {
    return (
      <button
        type="button"
        onClick={() => fillMessage(consultationRequest, { focus: true })}
        className={buttonClass("gold")}
      >
        <Icon name="message-square-text" className="h-4 w-4" />
        Request a consultation
      </button>
    );
  }
  if (!showScheduler) {
    return (
      <button type="button" onClick={() => setShowScheduler(true)} className={buttonClass("gold")}>
        <Icon name="calendar-clock" className="h-4 w-4" />
        Choose a time
      </button>
    );
  }
  return (
    <iframe
      src={schedulingUrl}
      title="Schedule a free consultation"
      loading="lazy"
      className="h-[44rem] w-full rounded-2xl border-0 bg-white"
    />
  );
}
