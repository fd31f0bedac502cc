import type { CSSProperties, ReactNode } from "react";
import Link from "@/components/ui/link";
import { nameHoldsNumber } from "@/lib/content/local-help";
import { publisherOf } from "@/lib/content/world-baseline";
import { formatLongDate } from "@/lib/format";
import { agencyOptions, safetyWatchPromise, telHref } from "@/lib/safety/agency-options";
import {
  TOLL_FREE_NOTE,
  type BeforeYouGo as Brief,
  type BriefSource,
  type CountryBrief,
  type HelpNumber,
  unverifiedLgbtqLine,
} from "@/lib/safety/before-you-go";
import { lawCheckSentence } from "@/lib/safety/law-check";

// A five-country route renders this brief twice (the HTML and the RSC payload) and the page must
// stay under the HTML budget, so links and sources are styled once, on the section, and in print
// the section makes everything black.
const subheading = "text-lg font-semibold text-aubergine";

/**
 * "Source: RBC (published ...; read ...)", named by its publisher as the chat cites it; several
 * sources one after another. The booking page sends no referrer, so the links need no `rel`.
 */
function Sources({ sources }: { sources: BriefSource[] }) {
  return (
    <small>
      {sources.length > 1 ? "Sources: " : "Source: "}
      {sources.map((source, index) => (
        <span key={index}>
          {index > 0 && "; "}
          <a href={source.url}>{publisherOf(source.label)}</a> ({source.dated})
        </span>
      ))}
    </small>
  );
}

function Phone({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className="font-semibold whitespace-nowrap">
      {phone}
    </a>
  );
}

function HelpList({ entries }: { entries: HelpNumber[] }) {
  return (
    <ul className="mt-2 space-y-3">
      {entries.map((entry, index) => (
        <li key={index}>
          {entry.phone && nameHoldsNumber(entry) ? (
            // The number inside the name is the link: "<988> Suicide & Crisis Lifeline".
            entry.name
              .split(entry.phone)
              .flatMap((part, at) =>
                at === 0 ? [part] : [<Phone key={at} phone={entry.phone!} />, part],
              )
          ) : entry.phone ? (
            <>
              {entry.name}: <Phone phone={entry.phone} />
            </>
          ) : (
            <span className="font-semibold">{entry.name}</span>
          )}
          , {entry.what}.{entry.tollFree && ` ${TOLL_FREE_NOTE}`}
          <Sources sources={entry.sources} />
        </li>
      ))}
    </ul>
  );
}

function Country({ country }: { country: CountryBrief }) {
  const id = `byg-${country.code.toLowerCase()}`;
  return (
    <article
      aria-labelledby={id}
      className="rounded-3xl bg-white p-6 ring-1 ring-lavender-100 sm:p-8 print:p-0 print:ring-0"
    >
      <h3 id={id} className="text-2xl font-semibold text-aubergine">
        {country.name}
      </h3>
      {country.warning && (
        <p className="mt-3 border-l-4 border-rose-700 pl-4 font-semibold">{country.warning}</p>
      )}
      {/* Paragraphs, not a <dl>: the booking's own facts are the page's description list. */}
      {country.facts.map((fact, index) => (
        <p key={index} className="mt-4">
          <strong className="block text-aubergine">{fact.title}</strong>
          {fact.text}
          <Sources sources={fact.sources} />
        </p>
      ))}
      {country.destinations.map((destination) => (
        <section key={destination.id} aria-labelledby={`${id}-${destination.id}`} className="mt-6">
          <h4 id={`${id}-${destination.id}`} className={subheading}>
            Our notes on {destination.name}
          </h4>
          <p className="mt-1">{destination.notes}</p>
          <p className="mt-2">
            <span className="font-semibold">For trans and non-binary travelers: </span>
            {destination.transNotes}
          </p>
          <p className="mt-1 text-sm text-muted">
            Our safety record, reviewed {formatLongDate(destination.lastReviewed)}; sources on{" "}
            <Link href={`/destinations/${destination.id}`}>the {destination.name} page</Link>.
          </p>
        </section>
      ))}
      <section aria-labelledby={`${id}-help`} className="mt-6">
        <h4 id={`${id}-help`} className={subheading}>
          Help in {country.nameInProse}
        </h4>
        <p className="mt-1 font-semibold">Emergency numbers</p>
        <HelpList entries={country.emergency} />
        {country.lgbtqHelp.length > 0 && (
          <>
            <p className="mt-4 font-semibold">LGBTQ+ help</p>
            <HelpList entries={country.lgbtqHelp} />
          </>
        )}
        {country.noVerifiedLgbtqLine && (
          <p className="mt-4">
            {unverifiedLgbtqLine(country)}: in an emergency, call{" "}
            {country.emergency.length > 1 ? "an emergency number" : "the number"} above, then our
            24/7 line.
          </p>
        )}
        {country.otherHelp.length > 0 && (
          <>
            <p className="mt-4 font-semibold">Other help for visitors</p>
            <HelpList entries={country.otherHelp} />
          </>
        )}
        {country.helpNote && (
          <p className="mt-4">
            {country.helpNote.text}
            <Sources sources={country.helpNote.sources} />
          </p>
        )}
      </section>
    </article>
  );
}

/** Each criminalising country's criminal law, with its source, as the brief opens with it. */
const crimeLines = (brief: Brief) =>
  brief.criminalising.map((country) => ({
    text: country.facts[0]!.text,
    sources: country.facts[0]!.sources,
  }));

const namesOf = (countries: CountryBrief[]) =>
  countries.map((country) => country.name).join(" and ");

/** A law the traveler must read before the countries: what it is, each line of it, what to do. */
function LawCallout({
  id,
  tone,
  heading,
  lines,
  children,
}: {
  id: string;
  /** Its border and background on screen; in print it is black on white like the rest. */
  tone: string;
  heading: string;
  /** Each line with its source linked (printed with its address), or a line that names its own. */
  lines: { text: string; sources?: BriefSource[] }[];
  children: ReactNode;
}) {
  return (
    <div
      role="note"
      aria-labelledby={id}
      className={`rounded-2xl border-2 p-6 print:border-black print:bg-white ${tone}`}
    >
      <h3 id={id} className="text-xl font-semibold">
        {heading}
      </h3>
      <ul className="mt-3 space-y-2">
        {lines.map((line, index) => (
          <li key={index}>
            {line.text} {line.sources && <Sources sources={line.sources} />}
          </li>
        ))}
      </ul>
      <p className="mt-3">{children}</p>
    </div>
  );
}

/**
 * What a traveler on a route through a country that criminalises same-sex relations reads first
 * on the booking page, above the payments: the fact, plainly, and where the brief says the rest.
 */
export function RouteLawFirst({ brief }: { brief: Brief | undefined }) {
  if (!brief || brief.criminalising.length === 0) return null;
  return (
    <p
      role="note"
      className="mt-6 border-l-4 border-rose-700 pl-4 font-semibold print:border-black"
    >
      Same-sex relations are against the law in {namesOf(brief.criminalising)}, on your route.{" "}
      <a href="#before-you-go" className="text-lavender-700 underline">
        Before you go
      </a>
      , below, says what the law says there and whom to call.
    </p>
  );
}

/**
 * What a buyer reads on Book Now's step, before paying, where the route passes through a country
 * that criminalises same-sex relations: the law there with its source, and what we do about it.
 */
export function RouteLawBeforePaying({ brief }: { brief: Brief | undefined }) {
  if (!brief || brief.criminalising.length === 0) return null;
  return (
    <LawCallout
      id="route-law-before-paying"
      tone="border-rose-700 bg-rose-50"
      heading={`Before you book: same-sex relations are against the law in ${namesOf(brief.criminalising)}, on this route`}
      lines={crimeLines(brief)}
    >
      We plan every part of the trip there with this in mind, and your booking page carries a full
      brief on the law along the route and whom to call. Questions before you book? Call our 24/7
      line, <Phone phone={brief.emergencyPhone} />, or{" "}
      <Link href="/contact" className="text-lavender-700 underline">
        send us an enquiry
      </Link>
      .
    </LawCallout>
  );
}

/**
 * The traveler's pre-departure safety brief for the booked package's route: what the law says in
 * each country, our notes, and whom to call, each fact with its source and date. A route through
 * a country that criminalises same-sex relations opens with that, plainly. Prints on its own.
 */
export function BeforeYouGo({
  brief,
  origin,
  watching = true,
}: {
  brief: Brief | undefined;
  /** The site's address, printed before the site's own links: "https://…/legal/terms#9-…". */
  origin: string;
  /** False for a cancelled booking: nobody is alerted about it, so its page promises nothing. */
  watching?: boolean;
}) {
  if (!brief) return null;
  const names = brief.countries.map((country) => country.name);
  const route =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  return (
    <section
      id="before-you-go"
      aria-labelledby="byg"
      style={{ "--site": JSON.stringify(origin) } as CSSProperties}
      className="mt-16 space-y-8 text-ink print:mt-8 print:space-y-6 print:**:text-black! [&_a]:text-lavender-700 [&_a]:underline [&_small]:block [&_small]:text-sm [&_small]:text-muted"
    >
      <div>
        <h2 id="byg" className="text-3xl font-semibold text-aubergine">
          Before you go
        </h2>
        <p className="mt-3 leading-relaxed">
          What the law says on your route ({route}), our own notes, and whom to call there. Every
          fact gives its source and the date that goes with it. {lawCheckSentence(brief.lawCheck)}{" "}
          Print this page to carry it with you.
        </p>
      </div>
      {brief.criminalising.length > 0 && (
        <LawCallout
          id="byg-crime"
          tone="border-rose-700 bg-rose-50"
          heading={`Same-sex relations are against the law in ${namesOf(brief.criminalising)}`}
          lines={crimeLines(brief)}
        >
          We plan every part of your trip there with this in mind. Keep affection private in public,
          and call our 24/7 line, <Phone phone={brief.emergencyPhone} />, at once if anything
          worries you.
        </LawCallout>
      )}
      {brief.restricting.length > 0 && (
        <LawCallout
          id="byg-limits"
          tone="border-amber-700 bg-amber-50"
          heading={`Laws that can reach visitors in ${namesOf(brief.restricting)}`}
          lines={brief.restricting.flatMap((country) =>
            country.restrictions.map(({ plain, sources }) => ({ text: plain, sources })),
          )}
        >
          These laws apply to visitors too. We plan your time there with them in mind; call our 24/7
          line, <Phone phone={brief.emergencyPhone} />, if anything worries you.
        </LawCallout>
      )}
      {brief.routeNote && <p>{brief.routeNote}</p>}
      {brief.countries.map((country) => (
        <Country key={country.code} country={country} />
      ))}
      {watching && (
        <section aria-labelledby="byg-changes">
          <h3 id="byg-changes" className="text-2xl font-semibold text-aubergine">
            If things change before you travel
          </h3>
          <p className="mt-3">{safetyWatchPromise}</p>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            {agencyOptions.map((option) => (
              <li key={option.text}>
                {option.text} (<Link href={option.href}>{option.clause}</Link>)
              </li>
            ))}
          </ul>
          <p className="mt-3">
            Our emergency line, <Phone phone={brief.emergencyPhone} />, is answered 24 hours a day,
            7 days a week, for anything urgent, including feeling unsafe anywhere.
          </p>
        </section>
      )}
    </section>
  );
}
