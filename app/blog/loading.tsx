/** Shown while the journal list renders on demand (for example after revalidation in remote mode). */
export default function JournalLoading() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-32 text-center">
      <p role="status" className="font-display text-2xl text-aubergine">
        Loading stories...
      </p>
    </section>
  );
}
