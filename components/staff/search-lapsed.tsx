/** Said where a list's address held a search that can no longer be opened. */
export function SearchLapsed() {
  return (
    <p role="status" className="text-sm font-semibold text-rose-800">
      That search has ended: searches stay in a page&rsquo;s address for 12 hours, and only for
      whoever made them. The whole list is shown; search again to narrow it.
    </p>
  );
}
