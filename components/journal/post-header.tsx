/** The top of a journal post: the way back, category, title, byline, excerpt and poster. */
import { Icon } from "@/components/ui/icon";
import Link from "@/components/ui/link";
import type { Post } from "@/lib/contract";
import { CategoryTag, PostMeta } from "./post-card";

export function PostHeader({ post }: { post: Post }) {
  return (
    <header>
      <Link
        href="/blog"
        className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-lavender-700 transition-colors hover:text-aubergine"
      >
        <Icon name="arrow-left" className="size-4" />
        Back to Journal
      </Link>
      <div className="mt-10">
        <CategoryTag name={post.category} />
        <h1 className="mt-4 font-display text-4xl leading-tight font-semibold text-aubergine sm:text-5xl lg:text-[3.4rem]">
          {post.title}
        </h1>
        <PostMeta post={post} className="mt-6 text-base" />
        <p className="mt-8 text-xl leading-relaxed text-muted sm:text-2xl sm:leading-relaxed">
          {post.excerpt}
        </p>
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- SVG art: next/image adds nothing */}
      <img
        src={post.featured_image}
        alt={post.featured_image_alt}
        width={1600}
        height={1000}
        fetchPriority="high"
        className="mt-12 aspect-[16/10] w-full rounded-3xl bg-lavender-100 object-cover shadow-[0_30px_70px_-35px_rgba(42,24,56,0.6)]"
      />
    </header>
  );
}
