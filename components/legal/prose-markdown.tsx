import Link from "@/components/ui/link";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

/**
 * Long-form editorial markdown (legal documents, the About page) rendered on the server as plain
 * elements, styled by the `prose-legal` rules in app/globals.css rather than a class on each (the
 * classes travelled twice, in the HTML and in the page's React payload). Raw HTML in the source is
 * dropped, never rendered.
 */
const components: Components = {
  a: ({ href = "", children }) => {
    if (href.startsWith("/")) return <Link href={href}>{children}</Link>;
    const external = /^https?:/.test(href);
    return (
      <a href={href} {...(external ? { rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  },
  // Wide tables scroll inside their own box on phones; the box takes focus so keyboards can scroll it.
  table: ({ children }) => (
    <div tabIndex={0} className="table-box">
      <table>{children}</table>
    </div>
  ),
  th: ({ children }) => <th scope="col">{children}</th>,
};

export function ProseMarkdown({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div className={className ? `prose-legal ${className}` : "prose-legal"}>
      <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {markdown}
      </Markdown>
    </div>
  );
}
