/** The journal body: blank lines make paragraphs, **text** is bold, raw HTML never reaches the page. */
import { renderToStaticMarkup } from "react-dom/server";
import { PostBody } from "./post-body";

const render = (markdown: string) => renderToStaticMarkup(<PostBody markdown={markdown} />);

describe("journal post body", () => {
  it("turns blank lines into paragraphs and double asterisks into bold", () => {
    const html = render("First paragraph with **bold words**.\n\nSecond paragraph.");
    expect(html.match(/<p[ >]/g)).toHaveLength(2);
    expect(html).toContain("<strong");
    expect(html).toMatch(/<strong[^>]*>bold words<\/strong>/);
  });

  it("drops raw HTML instead of rendering it", () => {
    const html = render('Hello <script>alert("x")</script> <img src=x onerror="alert(1)"> there');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("onerror");
  });

  it("starts body headings at h2 under the post's h1 and marks outside links", () => {
    const html = render("# Heading\n\n[Outside](https://example.org) and [inside](/destinations)");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<h2");
    expect(html).toContain('target="_blank"');
    expect(html).toContain("(opens in a new tab)");
    expect(html).toContain('href="/destinations"');
  });
});
