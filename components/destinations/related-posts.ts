/** Journal posts that mention a destination by name: in the title, a tag or the body. */
import "server-only";
import type { Backend } from "@/lib/backend";
import type { PostSummary } from "@/lib/contract";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export async function findRelatedPosts(
  backend: Backend,
  name: string,
  limit = 3,
): Promise<PostSummary[]> {
  const mentions = new RegExp(`\\b${escapeRegExp(name)}\\b`, "i");
  // Search narrows the field (it indexes bodies); the exact-name test drops its fuzzy matches.
  const candidates = await backend.searchPosts(name);
  const related: PostSummary[] = [];
  for (const candidate of candidates) {
    if (related.length === limit) break;
    const named =
      mentions.test(candidate.title) || candidate.tags.some((tag) => mentions.test(tag));
    if (named || mentions.test((await backend.getPost(candidate.slug)).content)) {
      related.push(candidate);
    }
  }
  return related;
}
