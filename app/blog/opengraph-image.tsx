import { journalCard, journalCardSize } from "@/components/journal/journal-og-card";

export const alt =
  "The Lavender Compass Journal: stories, guides and safety notes for queer travelers";
export const size = journalCardSize;
export const contentType = "image/png";

/** The journal's own sharing card for /blog. */
export default function Image() {
  return journalCard({
    title: "Stories, guides and safety notes for queer travelers",
    category: "Journal",
  });
}
