"use client";

import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";

const shareClass =
  "inline-flex shrink-0 items-center gap-2 self-start rounded-full border border-aubergine px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-aubergine transition-colors hover:bg-aubergine hover:text-cream sm:self-auto";

/**
 * Shares the post with the device's share sheet, or copies its address where there is none. Until
 * its script runs (or without JavaScript) it is an e-mail link carrying the post's address.
 */
export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const hydrated = useHydrated();
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

  if (!hydrated) {
    const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`;
    return (
      <a href={mail} className={shareClass}>
        <Icon name="share-2" className="size-4" />
        Share this story
      </a>
    );
  }

  return (
    <button type="button" onClick={share} className={shareClass}>
      <Icon name="share-2" className="size-4" />
      Share this story
    </button>
  );
}
