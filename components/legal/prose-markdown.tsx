import Link from "next/link";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

/**
 * Long-form editorial markdown (legal documents, the About page) rendered on the server as styled
 * elements. Raw HTML in the source is dropped, never rendered.
 */
const components: Components = {
  h2: ({ children }) => (
    <h2 className="mt-12 font-display text-2xl font-semibold text-aubergine sm:text-3xl">
      {children}
    </h2>
  ),
  h3: ({ children }) => (
    <h3 className="mt-8 font-display text-xl font-semibold text-aubergine">{children}</h3>
  ),
  h4: ({ children }) => <h4 className="mt-6 font-semibold text-aubergine">{children}</h4>,
  p: ({ children }) => <p className="mt-4 leading-relaxed">{children}</p>,
  ul: ({ children }) => (
    <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-lavender-500">{children}</ul>
  ),
  ol: ({ children }) => (
    <ol className="mt-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-lavender-600">
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="pl-1 leading-relaxed">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-aubergine">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="mt-6 border-l-4 border-gold pl-5 text-muted italic">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="my-10 border-lavender-200" />,
  a: ({ href = "", children }) => {
    const className =
      "font-medium text-lavender-700 underline decoration-lavender-300 underline-offset-4 hover:text-aubergine hover:decoration-aubergine";
    if (href.startsWith("/")) {
      return (
        <Link href={href} className={className}>
          {children}
        </Link>
      );
    }
    const external = /^https?:/.test(href);
    return (
      <a
        href={href}
        className={`${className} break-words`}
        {...(external ? { rel: "noopener noreferrer" } : {})}
      >
        {children}
      </a>
    );
  },
  // Wide tables scroll inside their own box on phones; the box takes focus so keyboards can scroll it.
  table: ({ children }) => (
    <div
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-2xl border border-lavender-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">{children}</table>
    </div>
  ),
  thead: ({ children }) => <thead className="bg-lavender-50 text-aubergine">{children}</thead>,
  th: ({ children }) => (
    <th scope="col" className="px-4 py-3 font-semibold">
      {children}
    </th>
  ),
  td: ({ children }) => (
    <td className="border-t border-lavender-100 px-4 py-3 align-top leading-relaxed">{children}</td>
  ),
};

export function ProseMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
      {markdown}
    </Markdown>
  );
}
