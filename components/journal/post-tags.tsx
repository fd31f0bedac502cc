/** A post's tags as quiet chips. */
export function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return <div />;
  return (
    <div>
      <h2 className="sr-only">Tags</h2>
      <ul className="flex flex-wrap gap-2" data-testid="post-tags">
        {tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-lavender-100 px-3.5 py-1.5 text-sm font-medium text-lavender-700"
          >
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}
