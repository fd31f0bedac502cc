/** Shown while a post renders on demand or during client navigation to it. */
export default function JournalPostLoading() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-32 text-center">
      <p role="status" className="font-display text-2xl text-aubergine">
        Loading post...
      </p>
    </section>
  );
}
