import { Icon } from "@/components/ui/icon";

/** The About page's opening: the page title and its one-line summary on the brand's night sky. */
export function AboutHero({
  title,
  lead,
  town,
  founded,
}: {
  title: string;
  lead: string;
  town: string;
  founded: number;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-midnight text-cream">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(124,92,191,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(216,180,106,0.18),transparent_50%)]"
      />
      <Icon
        name="compass"
        strokeWidth={0.6}
        className="absolute -right-16 -bottom-20 -z-10 h-80 w-80 text-lavender-300/20 sm:h-[28rem] sm:w-[28rem]"
      />
      <div className="mx-auto max-w-7xl px-5 py-24 sm:py-32 lg:px-8">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold uppercase">
          Founded {founded} in {town}
        </p>
        <h1 className="mt-5 max-w-3xl text-5xl leading-[1.05] font-semibold sm:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-lavender-100">{lead}</p>
      </div>
    </section>
  );
}
