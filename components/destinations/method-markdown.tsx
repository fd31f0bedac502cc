/** The methodology's markdown, rendered on the server in the site's type; raw HTML is never rendered. */
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

const components: Components = {
  h2: ({ children }) => (
    <h2 className="mt-14 text-3xl font-semibold text-aubergine first:mt-0">{children}</h2>
  ),
  h3: ({ children }) => <h3 className="mt-8 text-2xl font-semibold text-aubergine">{children}</h3>,
  p: ({ children }) => (
    <p className="mt-4 text-base leading-relaxed text-ink sm:text-lg">{children}</p>
  ),
  ul: ({ children }) => (
    <ul className="mt-4 list-disc space-y-2 pl-6 text-base leading-relaxed marker:text-gold-700 sm:text-lg">
      {children}
    </ul>
  ),
  ol: ({ children }) => (
    <ol className="mt-4 list-decimal space-y-2 pl-6 text-base leading-relaxed sm:text-lg">
      {children}
    </ol>
  ),
  strong: ({ children }) => <strong className="font-semibold text-aubergine">{children}</strong>,
  a: ({ href, children }) => (
    <a
      href={href}
      className="font-medium text-lavender-700 underline underline-offset-4 hover:text-aubergine"
    >
      {children}
    </a>
  ),
};

export function MethodMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
      {markdown}
    </Markdown>
  );
}

/**
 * Splits the method at the end of the section whose heading matches, so the generated weights
 * table can sit inside the text that explains it. Without a match, everything comes first.
 */
export function splitAfterSection(markdown: string, heading: RegExp): [string, string] {
  const sections = markdown.split(/^(?=## )/m);
  const index = sections.findIndex((section) => heading.test(section.split("\n", 1)[0] ?? ""));
  if (index === -1) return [markdown, ""];
  return [sections.slice(0, index + 1).join(""), sections.slice(index + 1).join("")];
}
