import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

export function CallToAction({
  title,
  text,
  children,
  id,
}: {
  title: string;
  text: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id} className="py-20">
      <Container>
        <div className="rounded-[2rem] bg-gradient-to-br from-aubergine to-lavender-700 px-8 py-14 text-center text-cream sm:px-16">
          <h2 id={id} className="text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-lavender-100">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>
        </div>
      </Container>
    </section>
  );
}
