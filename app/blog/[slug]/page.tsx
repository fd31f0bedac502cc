import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AuthorCard } from "@/components/journal/author-card";
import { MoreStories } from "@/components/journal/more-stories";
import { PostBody } from "@/components/journal/post-body";
import { PostHeader } from "@/components/journal/post-header";
import { postStructuredData } from "@/components/journal/post-structured-data";
import { PostTags } from "@/components/journal/post-tags";
import { ShareButton } from "@/components/journal/share-button";
import { Container } from "@/components/ui/container";
import { FailureNotice } from "@/components/ui/failure-notice";
import { JsonLd } from "@/components/ui/json-ld";
import { isNotFound } from "@/lib/api/errors";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { slugSchema } from "@/lib/contract";
import { getShellContent } from "@/lib/content/shell";
import { loadSection } from "@/lib/load-section";
import { pageMetadata } from "@/lib/seo";

export const revalidate = 300;

type Props = { params: Promise<{ slug: string }> };

/** The post, null when no post has this slug; cached so metadata and page share one read. */
const readPost = cache((slug: string) =>
  loadSection("journal post", async () => {
    if (!slugSchema.safeParse(slug).success) return null;
    try {
      return await getBackend().getPost(slug);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }),
);

export async function generateStaticParams() {
  const posts = await loadSection("journal static params", () =>
    getBackend().getPosts({ limit: 100 }),
  );
  // Without the list every post is still rendered on its first request.
  return posts.ok ? posts.data.map(({ slug }) => ({ slug })) : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await readPost(slug);
  if (!post.ok) return { title: "Journal" };
  if (!post.data) return { title: "Post not found" };
  const { seo_title, seo_description, seo_keywords, created_at, author } = post.data;
  const metadata = pageMetadata({
    image: "segment",
    title: seo_title,
    description: seo_description,
    path: `/blog/${slug}`,
    type: "article",
    keywords: seo_keywords,
    publishedTime: created_at,
    authors: [author],
  });
  // seo_title is written as the whole title, so the site's "| Lavender Compass" suffix is left off.
  return { ...metadata, title: { absolute: seo_title } };
}

export default async function JournalPostPage({ params }: Props) {
  const { slug } = await params;
  const result = await readPost(slug);
  if (result.ok && result.data === null) notFound();
  if (!result.ok || !result.data) {
    return (
      <Container className="py-24">
        <h1 className="sr-only">Journal post</h1>
        <FailureNotice message="Failed to load blog post" />
      </Container>
    );
  }
  const post = result.data;
  const related = await loadSection("journal related", () => getBackend().getPosts({ limit: 4 }));
  const moreStories = related.ok
    ? related.data.filter((other) => other.slug !== post.slug).slice(0, 3)
    : [];

  return (
    <>
      <JsonLd data={postStructuredData(post, getConfig().SITE_URL, getShellContent().site.brand)} />
      <article className="pt-12 pb-20 sm:pt-16">
        <div className="mx-auto w-full max-w-5xl px-5 lg:px-8">
          <PostHeader post={post} />
        </div>
        <div className="mx-auto w-full max-w-3xl px-5 pt-14 sm:pt-16">
          <PostBody markdown={post.content} />
          <footer className="mt-14 flex flex-col gap-6 border-t border-lavender-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
            <PostTags tags={post.tags} />
            <ShareButton
              title={post.title}
              text={post.excerpt}
              url={`${getConfig().SITE_URL}/blog/${post.slug}`}
            />
          </footer>
          <div className="mt-14">
            <AuthorCard author={post.author_profile} />
          </div>
        </div>
      </article>
      {moreStories.length > 0 && (
        <div className="bg-lavender-50 py-20 sm:py-24">
          <Container>
            <MoreStories posts={moreStories} />
          </Container>
        </div>
      )}
    </>
  );
}
