/**
 * A journal post's markdown body, rendered on the server as plain elements styled by app/globals.css. Raw HTML in the source is dropped, never
 * rendered; links leaving the site open in a new tab, links inside it use client navigation.
 */
import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

function PostLink({ href = "", children }: { href?: string; children?: ReactNode }) {
  if (href.startsWith("http")) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (href.startsWith("/")) return <Link href={href}>{children}</Link>;
  return <a href={href}>{children}</a>;
}

// The post title is the page's h1, so headings in the body start at h2. Elements carry no classes:
// the `prose-journal` rules in app/globals.css style them.
const components: Components = {
  h1: ({ children }) => <h2 className="title">{children}</h2>,
  a: ({ href, children }) => <PostLink href={href}>{children}</PostLink>,
  table: ({ children }) => (
    <div className="table-box">
      <table>{children}</table>
    </div>
  ),
  img: ({ src, alt }) =>
    typeof src === "string" ? (
      // eslint-disable-next-line @next/next/no-img-element -- sizes of body images are unknown
      <img src={src} alt={alt ?? ""} loading="lazy" />
    ) : null,
};

export function PostBody({ markdown }: { markdown: string }) {
  return (
    <div
      data-testid="post-body"
      className="prose-journal text-lg leading-8 text-ink [&>*:first-child]:mt-0"
    >
      <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {markdown}
      </Markdown>
    </div>
  );
}
