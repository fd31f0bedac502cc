import Link from "next/link";
import { formatLongDate } from "@/lib/format";
import { agencyOptions, safetyWatchPromise, telHref } from "@/lib/safety/agency-options";
import type {
  BeforeYouGo as Brief,
  BriefSource,
  CountryBrief,
  HelpNumber,
} from "@/lib/safety/before-you-go";

const linkClass =
  "font-medium text-lavender-700 underline decoration-lavender-300 underline-offset-4 hover:text-aubergine print:text-black print:no-underline";

/** "Source: RBC (published ...; read ...)"; several sources one after another. */
function Sources({ sources }: { sources: BriefSource[] }) {
  return (
    <span className="block text-sm text-muted print:text-black">
      {sources.length > 1 ? "Sources: " : "Source: "}
      {sources.map((source, index) => (
        <span key={source.url + index}>
          {index > 0 && "; "}
          <a href={source.url} rel="noopener noreferrer" className={linkClass}>
            {source.label}
          </a>{" "}
          ({source.dated})
        </span>
      ))}
    </span>
  );
}

function Phone({ phone }: { phone: string }) {
  return (
    <a
      href={telHref(phone)}
      className="font-semibold whitespace-nowrap text-aubergine underline print:text-black print:no-underline"
    >
      {phone}
    </a>
  );
}

function HelpList({ entries }: { entries: HelpNumber[] }) {
  return (
    <ul className="mt-2 space-y-3">
      {entries.map((entry) => (
        <li key={entry.name}>
          {entry.phone && entry.phone !== entry.name ? (
            <>
              {entry.name}: <Phone phone={entry.phone} />
            </>
          ) : entry.phone ? (
            <Phone phone={entry.phone} />
          ) : (
            <span className="font-semibold">{entry.name}</span>
          )}
          , {entry.what}.
          <Sources sources={entry.sources} />
        </li>
      ))}
    </ul>
  );
}

function Country({ country }: { country: CountryBrief }) {
  const id = `before-you-go-${country.code.toLowerCase()}`;
  return (
    <article
      aria-labelledby={id}
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-lavender-100 sm:p-8 print:break-inside-auto print:rounded-none print:p-0 print:shadow-none print:ring-0"
    >
      <h3 id={id} className="text-2xl font-semibold text-aubergine print:text-black">
        {country.name}
      </h3>
      {country.warning && (
        <p className="mt-3 border-l-4 border-rose-700 pl-4 font-semibold text-ink print:border-black">
          {country.warning}
        </p>
      )}
      <dl className="mt-4 space-y-4">
        {country.facts.map((fact) => (
          <div key={fact.title}>
            <dt className="font-semibold text-aubergine print:text-black">{fact.title}</dt>
            <dd className="mt-1 text-ink">
              {fact.text}
              <Sources sources={fact.sources} />
            </dd>
          </div>
        ))}
      </dl>
      {country.destinations.map((destination) => (
        <section key={destination.id} aria-labelledby={`${id}-${destination.id}`} className="mt-6">
          <h4
            id={`${id}-${destination.id}`}
            className="text-lg font-semibold text-aubergine print:text-black"
          >
            Our notes on {destination.name}
          </h4>
          <p className="mt-1 text-ink">{destination.notes}</p>
          <p className="mt-2 text-ink">
            <span className="font-semibold">For trans and non-binary travelers: </span>
            {destination.transNotes}
          </p>
          <p className="mt-1 text-sm text-muted print:text-black">
            From our safety record, last reviewed {formatLongDate(destination.lastReviewed)}; its
            sources are on{" "}
            <Link href={`/destinations/${destination.id}`} className={linkClass}>
              the {destination.name} page
            </Link>
            .
          </p>
        </section>
      ))}
      <section aria-labelledby={`${id}-help`} className="mt-6">
        <h4 id={`${id}-help`} className="text-lg font-semibold text-aubergine print:text-black">
          Help in {country.name}
        </h4>
        <p className="mt-1 font-semibold text-ink">Emergency numbers</p>
        <HelpList entries={country.emergency} />
        {country.lgbtqHelp.length > 0 && (
          <>
            <p className="mt-4 font-semibold text-ink">LGBTQ+ help</p>
            <HelpList entries={country.lgbtqHelp} />
          </>
        )}
        {country.noVerifiedLgbtqLine && (
          <p className="mt-4 text-ink">
            We have no verified LGBTQ+ help line number for {country.name} yet: in an emergency,
            call the number above, then our 24/7 line.
          </p>
        )}
        {country.otherHelp.length > 0 && (
          <>
            <p className="mt-4 font-semibold text-ink">Other help for visitors</p>
            <HelpList entries={country.otherHelp} />
          </>
        )}
        {country.helpNote && (
          <p className="mt-4 text-ink">
            {country.helpNote.text}
            <Sources sources={country.helpNote.sources} />
          </p>
        )}
      </section>
    </article>
  );
}

/**
 * The traveler's pre-departure safety brief for the booked package's route: what the law says in
 * each country, our notes, and whom to call, each fact with its source and date. A route through
 * a country that criminalises same-sex relations opens with that, plainly. Prints on its own.
 */
export function BeforeYouGo({ brief }: { brief: Brief | undefined }) {
  if (!brief) return null;
  const names = brief.countries.map((country) => country.name);
  const route =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  return (
    <section
      id="before-you-go"
      aria-labelledby="before-you-go-heading"
      className="mt-16 space-y-8 print:mt-8 print:space-y-6 print:**:text-black"
    >
      <div>
        <h2
          id="before-you-go-heading"
          className="text-3xl font-semibold text-aubergine print:text-black"
        >
          Before you go
        </h2>
        <p className="mt-3 leading-relaxed text-ink">
          What the law says on your route ({route}), our own notes, and whom to call there. Every
          fact gives its source and the date of that source; we last compared the law with its
          sources on {formatLongDate(brief.lawReviewedOn)}. Print this page to carry it with you.
        </p>
      </div>
      {brief.criminalising.length > 0 && (
        <div
          role="note"
          aria-labelledby="before-you-go-crime"
          className="rounded-2xl border-2 border-rose-700 bg-rose-50 p-6 print:border-black print:bg-white"
        >
          <h3 id="before-you-go-crime" className="text-xl font-semibold text-ink">
            Same-sex relations are against the law in{" "}
            {brief.criminalising.map((country) => country.name).join(" and ")}
          </h3>
          <ul className="mt-3 space-y-2 text-ink">
            {brief.criminalising.map((country) => (
              <li key={country.code}>{country.warning}</li>
            ))}
          </ul>
          <p className="mt-3 text-ink">
            We plan every part of your trip there with this in mind. Keep affection private in
            public, and call our 24/7 line, <Phone phone={brief.emergencyPhone} />, at once if
            anything worries you.
          </p>
        </div>
      )}
      {brief.routeNote && <p className="text-ink">{brief.routeNote}</p>}
      {brief.countries.map((country) => (
        <Country key={country.code} country={country} />
      ))}
      <section aria-labelledby="before-you-go-changes">
        <h3
          id="before-you-go-changes"
          className="text-2xl font-semibold text-aubergine print:text-black"
        >
          If things change before you travel
        </h3>
        <p className="mt-3 text-ink">{safetyWatchPromise}</p>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
          {agencyOptions.map((option) => (
            <li key={option.href}>
              {option.text} (
              <Link href={option.href} className={linkClass}>
                {option.clause}
              </Link>
              )
            </li>
          ))}
        </ul>
        <p className="mt-3 text-ink">
          Our emergency line, <Phone phone={brief.emergencyPhone} />, is answered 24 hours a day, 7
          days a week, for anything urgent, including feeling unsafe anywhere.
        </p>
      </section>
    </section>
  );
}
