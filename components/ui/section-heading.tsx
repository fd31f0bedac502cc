/** An eyebrow, a serif heading and an optional lead paragraph, as every section opens. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  as: Heading = "h2",
  align = "left",
  id,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  as?: "h1" | "h2";
  align?: "left" | "center";
  id?: string;
}) {
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${centered}`}>
      {eyebrow && (
        <p className="text-xs font-semibold tracking-[0.25em] text-lavender-600 uppercase">
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={`mt-3 font-display font-semibold text-aubergine ${Heading === "h1" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl"}`}
      >
        {title}
      </Heading>
      {lead && <p className="mt-4 text-lg leading-relaxed text-muted">{lead}</p>}
    </div>
  );
}
