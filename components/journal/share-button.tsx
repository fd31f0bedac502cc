"use client";

import { Share2 } from "lucide-react";
import { toast } from "@/components/ui/toast";

/** Shares the post with the device's share sheet, or copies its address where there is none. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if ((error as Error)?.name !== "AbortError") console.error("[journal] share failed", error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied to clipboard!");
    } catch (error) {
      console.error("[journal] copy failed", error);
      toast.error("Could not copy the link. Please copy it from the address bar.");
    }
  }

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex shrink-0 items-center gap-2 self-start rounded-full border border-aubergine px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-aubergine transition-colors hover:bg-aubergine hover:text-cream sm:self-auto"
    >
      <Share2 aria-hidden="true" className="size-4" />
      Share this story
    </button>
  );
}
