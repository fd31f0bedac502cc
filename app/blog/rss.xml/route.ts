/** The journal's RSS 2.0 feed: the latest 20 posts, with absolute links from SITE_URL. */
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { journalFeed } from "@/lib/seo";
import type { PostSummary } from "@/lib/contract";
import { getShellContent } from "@/lib/content/shell";

export const revalidate = 300;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/** RFC 822 dates, as RSS 2.0 requires. */
const rfc822 = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toUTCString();

function item(post: PostSummary, siteUrl: string) {
  const link = `${siteUrl}/blog/${post.slug}`;
  return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${rfc822(post.created_at)}</pubDate>
      <description>${escapeXml(post.excerpt)}</description>
      <category>${escapeXml(post.category)}</category>
      <dc:creator>${escapeXml(post.author)}</dc:creator>
    </item>`;
}

export async function GET() {
  let posts: PostSummary[];
  try {
    posts = await getBackend().getPosts({ limit: 20 });
  } catch (error) {
    console.error(`[rss] journal feed failed: ${(error as Error)?.message ?? "unknown error"}`);
    return new Response("The journal feed is unavailable right now.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
  const siteUrl = getConfig().SITE_URL;
  const { brand } = getShellContent().site;
  const newest = posts[0];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${brand} Journal`)}</title>
    <link>${siteUrl}/blog</link>
    <atom:link href="${siteUrl}${journalFeed}" rel="self" type="application/rss+xml"/>
    <description>Trip reports, planning advice, pride events and safety guidance for LGBTQ+ travelers.</description>
    <language>en-us</language>
${newest ? `    <lastBuildDate>${rfc822(newest.created_at)}</lastBuildDate>\n` : ""}${posts.map((post) => item(post, siteUrl)).join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
