/**
 * A journal post's markdown body, rendered on the server. Raw HTML in the source is dropped, never
 * rendered; links leaving the site open in a new tab, links inside it use client navigation.
 */
import Link from "next/link";
import type { ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

function PostLink({ href = "", children }: { href?: string; children?: ReactNode }) {
  const style =
    "font-medium text-lavender-700 underline decoration-lavender-300 decoration-2 underline-offset-4 transition-colors hover:text-aubergine hover:decoration-gold";
  if (href.startsWith("http")) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={style}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (href.startsWith("/")) {
    return (
      <Link href={href} className={style}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={style}>
      {children}
    </a>
  );
}

// The post title is the page's h1, so headings in the body start at h2.
const components: Components = {
  h1: ({ children }) => <h2 className="mt-14 text-3xl font-semibold text-aubergine">{children}</h2>,
  h2: ({ children }) => (
    <h2 className="mt-14 text-[1.9rem] leading-tight font-semibold text-aubergine">{children}</h2>
  ),
  h3: ({ children }) => (
    <h3 className="mt-10 text-2xl leading-snug font-semibold text-aubergine">{children}</h3>
  ),
  h4: ({ children }) => <h4 className="mt-8 text-lg font-semibold text-aubergine">{children}</h4>,
  p: ({ children }) => <p className="mt-6">{children}</p>,
  a: ({ href, children }) => <PostLink href={href}>{children}</PostLink>,
  strong: ({ children }) => <strong className="font-semibold text-aubergine">{children}</strong>,
  ul: ({ children }) => (
    <ul className="mt-6 list-disc space-y-3 pl-6 marker:text-lavender-500">{children}</ul>
  ),
  ol: ({ children }) => (
    <ol className="mt-6 list-decimal space-y-3 pl-6 marker:font-semibold marker:text-lavender-700">
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="pl-1.5">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="mt-8 border-l-4 border-gold pl-6 font-display text-xl text-aubergine italic">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="mx-auto mt-12 w-24 border-gold" />,
  table: ({ children }) => (
    <div className="mt-8 overflow-x-auto rounded-2xl ring-1 ring-lavender-200">
      <table className="w-full text-left text-base">{children}</table>
    </div>
  ),
  th: ({ children }) => (
    <th className="bg-lavender-50 px-4 py-3 font-semibold text-aubergine">{children}</th>
  ),
  td: ({ children }) => <td className="border-t border-lavender-100 px-4 py-3">{children}</td>,
  img: ({ src, alt }) =>
    typeof src === "string" ? (
      // eslint-disable-next-line @next/next/no-img-element -- sizes of body images are unknown
      <img src={src} alt={alt ?? ""} loading="lazy" className="mt-8 w-full rounded-2xl" />
    ) : null,
};

export function PostBody({ markdown }: { markdown: string }) {
  return (
    <div data-testid="post-body" className="text-lg leading-8 text-ink [&>*:first-child]:mt-0">
      <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {markdown}
      </Markdown>
    </div>
  );
}
