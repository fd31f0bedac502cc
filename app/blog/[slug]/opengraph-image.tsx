import { journalCard, journalCardSize } from "@/components/journal/journal-og-card";
import { getBackend } from "@/lib/backend";
import { loadSection } from "@/lib/load-section";

export const alt = "A Lavender Compass Journal story";
export const size = journalCardSize;
export const contentType = "image/png";
export const revalidate = 300;

export async function generateStaticParams() {
  const posts = await loadSection("journal image params", () =>
    getBackend().getPosts({ limit: 100 }),
  );
  return posts.ok ? posts.data.map(({ slug }) => ({ slug })) : [];
}

/** The post's sharing card; an unknown or unreadable post still gets the journal's card. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const post = await loadSection("journal image", () => getBackend().getPost(slug));
  return journalCard(
    post.ok
      ? { title: post.data.title, category: post.data.category }
      : { title: "Stories for queer travelers", category: "Journal" },
  );
}
