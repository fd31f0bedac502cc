/**
 * Held-out questions on the world baseline's law facts as re-checked from stored sources on
 * 2026-11-25 (/work/research/world/<CODE>.json). Written before the change they score, by someone
 * who has not read the engine: every pattern is loose enough for any honest wording and holds only
 * what the research files establish (a penalty, a year, a court, a pending appeal, an expression
 * law, a source, the day a stored copy was read, the "compiled; not yet re-checked" label).
 * None of these countries is one the agency covers; most first questions also check that the answer
 * says the agency plans no trips there.
 */
import type { EvaluationCase } from "./questions";

/** Safety Research gets the destination the chat matched; Barcelona when the message names none. */
const noDestination = "Barcelona";

/** Same-sex relations are a crime, in any honest wording. */
const crime = /criminali[sz]|illegal|a crime|against the law|outlaw|punish/i;

/**
 * What the first two sentences say about a country that criminalises, the warning or the direct
 * answer after it: the crime, its penalty, or the risk; `extra` adds the words a direct answer to
 * that question would use.
 */
const crimeOrRisk = (extra?: string) =>
  new RegExp(
    "criminali[sz]|illegal|not legal|a crime|against the law|outlaw|punish|penalt|prison|jail|unsafe|not (a )?(safe|good|advis|recommend)|risk|danger|discre(et|tion)" +
      (extra ? `|${extra}` : ""),
    "i",
  );

/**
 * The warning comes first: the answer opens (within its first 120 characters) on the crime, and
 * holds the maximum penalty within its first 400, in either order.
 */
const warningFirst = (penalty: string) =>
  new RegExp(
    `^(?=[\\s\\S]{0,120}?(criminali[sz]|illegal|a crime|against the law|outlaw|punish))(?=[\\s\\S]{0,400}?(${penalty}))`,
    "i",
  );

const fiveToTenYears = "\\b(5|five)\\s*(to|-|–|and)\\s*(10|ten) years";
const upToFiveYears = "\\b(5|five)[- ]years?";
/** The law in force in Senegal until the 2026 law is signed (1966: 1 to 5 years). */
const oneToFiveYears = "\\b(1|one)\\s*(to|-|–|and)\\s*(5|five) years";
const life = "\\blife\\b";
const twoYears = "\\b(2|two)[- ]years?";
const death = "\\bdeath\\b";
const twoToFiveYears = "\\b(2|two)\\s*(to|-|–|and)\\s*(5|five) years";
const sevenYears = "\\b(7|seven)[- ]years?";
const pen = (penalty: string) => new RegExp(penalty, "i");

/** The agency says it does not cover the country or plan trips there. */
const notPlanned = new RegExp(
  [
    "\\b(we|agency|lavender compass|our team)\\b[^.]{0,20}?\\b(do not|don['’]?t|does not|doesn['’]?t|cannot|can['’]?t|are unable to|aren['’]?t able to|won['’]?t|will not)\\b[^.]{0,25}\\b(plan|organi[sz]|arrang|offer|book|sell|run|cover|help)",
    "\\b(isn['’]?t|is not|aren['’]?t|are not)\\b[^.]{0,30}\\bwe (currently )?(cover|plan|organi[sz]e|arrange|offer|book|sell)",
    "\\bnot (one of )?(our|the agency['’]?s?) (destinations?|countries)",
    "\\boutside (of )?(our|the agency['’]?s?) (destinations|coverage)",
    "\\bnot (currently )?covered",
    "\\bno (trips|tours|packages|itineraries)\\b",
  ].join("|"),
  "i",
);

/** Same-sex relations are legal (a country that does not criminalise). */
const legalThere =
  /\blegal\b|not (a crime|illegal|criminali[sz]ed)|decriminali[sz]|struck (down|out)|no longer (a crime|illegal|criminali[sz])/i;

/** What an answer about a country that does not criminalise must not say. */
const saysCriminalised = [
  /(?<!(not|longer|never|no) )criminali[sz]es (same-sex|homosexual|gay|lgb)/i,
  /(same-sex|gay|homosexual) (relations|sex|acts|activity|relationships) (are|is) (a crime|illegal|criminali[sz]ed)/i,
];

/** The law reaches women too; a wrong answer says it does not. */
const women = /women|lesbian|female/i;
const onlyMen =
  /(only|just) (applies to |reaches |covers |for |punishes )?(men|males|gay men|sex between men)\b|(does not|doesn['’]?t|not) (apply|cover|reach|extend)[^.]{0,30}\bwomen|\blegal (for|between) women/i;

/** The day the stored copies were read, however it is written. */
const readOn =
  /2026-11-25|25(th)? nov(ember|\.)?,? 2026|nov(ember|\.)? 25(th)?,? 2026|25\/11\/2026|11\/25\/2026/i;

const notLegalInNiger =
  /\blegal in niger\b|(is|are) not a crime|never (been )?criminali[sz]ed(?! (before|until|till|prior))|\bnigeria\b/i;
const trinidad25Years =
  /(up to|maximum[^.]{0,25}|penalty[^.]{0,25}|face|faces|carries)\s*(25|twenty-five) years/i;

export function worldLawCases(): EvaluationCase[] {
  const nigerAsk = "is niger ok for a gay couple and do I need a visa";
  const trinidadAsk = "trinadad carnival as a gay guy - is it illegal there?";
  const burmaAsk = "is mynamar safe for gay men? planning yangon + bagan";
  const ugandaAsk = "uganda gorilla trekking w my partner (we're both guys) - how risky is it";

  return [
    // Niger: the 2026 penal code (the baseline said "never criminalized").
    {
      agent: "chat",
      ask: nigerAsk,
      facts: [warningFirst(fiveToTenYears), crime, pen(fiveToTenYears), /2026/, notPlanned],
      first: [crimeOrRisk()],
      not: [notLegalInNiger],
    },
    {
      agent: "chat",
      ask: "what if its two women tho",
      previous: [nigerAsk],
      facts: [warningFirst(fiveToTenYears), women, pen(fiveToTenYears)],
      first: [crimeOrRisk("women|lesbian|female")],
      not: [notLegalInNiger, onlyMen],
    },
    {
      agent: "safety_research",
      destination: noDestination,
      ask: "Business trip to Niamey next month, I'm a gay man. What should I know?",
      facts: [
        /\bniger\b/i,
        warningFirst(fiveToTenYears),
        pen(fiveToTenYears),
        // Expression: the same code punishes officiating or witnessing a same-sex marriage.
        /officiat|witness/i,
        // Where the claim comes from. Since 28 November 2026 no page that counts states the code's
        // penalty (the only copy of AP's report was a repost on an imageboard, and the Guardian's was
        // read in a blog summary that does not state it), so the record says it is compiled.
        /\bAP\b|associated press|apnews|guardian|not yet re-checked/i,
      ],
      first: [crimeOrRisk()],
      not: [notLegalInNiger],
    },
    {
      agent: "chat",
      ask: "where's that from and when did someone last check it?",
      previous: ["is niger safe for lgbt travellers"],
      // Compiled, not read, since 28 November 2026 (see above); the date is still November 25.
      facts: [/\bAP\b|associated press|apnews|guardian|not yet re-checked/i, readOn],
      not: [notLegalInNiger],
    },

    // Senegal: the law passed on 11 March 2026 (5 to 10 years; "promotion" 3 to 7 years) awaited
    // the president's signature in every report read, so since 28 November 2026 the record gives the
    // law in force (1966: 1 to 5 years) first and the new law in its note.
    {
      agent: "chat",
      ask: "senagal gay laws - did they change in 2026?",
      facts: [
        warningFirst(fiveToTenYears),
        pen(fiveToTenYears),
        /march 2026|11 march|march 11|2026-03/i,
        /cfa|million|fine/i,
        notPlanned,
      ],
      first: [crimeOrRisk("yes|doubl|rais|increas|2026")],
      not: [/maximum (penalty )?(is|of) (up to )?(1 to )?(5|five) years/i],
    },
    {
      agent: "safety_research",
      destination: noDestination,
      ask: "dakar with my boyfriend - can we post couple pics on insta or is that a problem?",
      facts: [
        warningFirst(oneToFiveYears),
        /\b(3|three)\s*(to|-|–|and)\s*(7|seven) years/i,
        /promot|apolog/i,
      ],
      first: [crimeOrRisk("post|photo|pic|promot|avoid")],
    },
    {
      // The first conviction (6 years) was removed on 28 November 2026: it rested only on an undated
      // repost of AP's report on an unrelated site, so an answer can give the law but no conviction.
      agent: "chat",
      ask: "is the new law actually enforced?",
      previous: ["senegal for a gay couple?"],
      facts: [warningFirst(fiveToTenYears)],
      first: [crimeOrRisk()],
    },

    // Trinidad and Tobago: up to 5 years since the Court of Appeal's 2025 ruling; Privy Council appeal pending.
    {
      agent: "chat",
      ask: trinidadAsk,
      facts: [
        warningFirst(upToFiveYears),
        /court of appeal|appeal court|appeals court/i,
        /2025/,
        /privy council/i,
        notPlanned,
      ],
      first: [crimeOrRisk()],
      not: [trinidad25Years, /\blegal in trinidad|(is|are) not (a crime|illegal)/i],
    },
    {
      agent: "chat",
      ask: "wait didnt a court strike that down in 2018? so is it final or not",
      previous: [trinidadAsk],
      facts: [
        crime,
        /2018/,
        /2025/,
        /privy council/i,
        /pending|not (yet )?(final|decided|ruled|settled)|no (final )?(ruling|decision)|awaiting|yet to/i,
        // The page cited first (Global Voices since 28 November 2026, when a reader's letter in Newsday
        // that did not state the claim was removed) or the court reports behind it.
        /global ?voices|guardian|human ?dignity ?trust/i,
      ],
      first: [
        /still|restored|reinstated|in force|overturned|reversed|criminali[sz]|illegal|a crime|not final/i,
      ],
      not: [trinidad25Years],
    },

    // Kazakhstan: the "propaganda" ban signed in December 2025.
    {
      agent: "chat",
      ask: "kazakstan safe for lgbt? thinking almaty in may",
      facts: [/propaganda/i, /2025/, /fine/i, /\b(10|ten) days/i, legalThere, notPlanned],
      not: saysCriminalised,
    },
    {
      agent: "safety_research",
      destination: noDestination,
      ask: "can my boyfriend and I hold hands in Astana, or could we get arrested under the new propaganda law?",
      facts: [
        /propaganda/i,
        /dec(ember|\.)? ((18|30),? )?2025|2025-12|(18|30) dec|(end|late) (of )?2025/i,
        /fine/i,
        /\b(10|ten) days/i,
        /rbc|zakon|out ?in ?perth/i,
      ],
      not: saysCriminalised,
    },

    // Bulgaria: the 2024 ban on LGBTQ+ "propaganda" in schools; Pride is not banned.
    {
      agent: "chat",
      ask: "sofia pride in june - is bulgria ok? heard theres a propaganda law",
      facts: [
        /school/i,
        /2024/,
        /propaganda|promot/i,
        legalThere,
        /politico|gay ?today/i,
        notPlanned,
      ],
      not: [
        ...saysCriminalised,
        /pride (is |are |has been )?(banned|prohibited|illegal)|ban(s|ned)? (on )?pride/i,
      ],
    },

    // Myanmar: Section 377, up to life; it reaches women; "disguise" laws used against trans women.
    {
      agent: "chat",
      ask: burmaAsk,
      facts: [warningFirst(life), /377/, notPlanned],
      first: [crimeOrRisk()],
      not: [/maximum (penalty )?(is|of) (up to )?(10|ten) years/i, /\blegal in (myanmar|burma)/i],
    },
    {
      agent: "chat",
      ask: "and for my girlfriend and me?",
      previous: [burmaAsk],
      facts: [warningFirst(life), women],
      first: [crimeOrRisk("women|lesbian|female")],
      not: [onlyMen],
    },
    {
      agent: "safety_research",
      destination: "Bangkok",
      ask: "Bangkok then a week in Myanmar as a trans woman - any trouble with police?",
      facts: [warningFirst(life), /disguis/i, /harass|target|arrest|police/i],
      first: [crimeOrRisk("police|harass|disguis")],
    },

    // Namibia: decriminalised by the High Court on 21 June 2024; the government's appeal is pending.
    {
      agent: "chat",
      ask: "namibia honeymoon, sossusvlei - is being gay legal there now?",
      facts: [
        /high court/i,
        /2024/,
        /appeal/i,
        /supreme court|pending|not (yet )?final|could (return|come back|be (restored|reinstated))/i,
        notPlanned,
      ],
      first: [legalThere],
      not: saysCriminalised,
    },
    {
      agent: "safety_research",
      destination: "Cape Town",
      ask: "cape town then driving up to windhoek - is namibia safe for two men, and is the sodomy law gone for good?",
      facts: [
        /high court/i,
        /2024/,
        /supreme court/i,
        /pending|not (yet )?(final|decided|settled)|no (supreme court )?(ruling|decision)|awaiting|yet to|could (return|come back|be (restored|reinstated))/i,
        /new ?era|namibian|allafrica/i,
      ],
      not: saysCriminalised,
    },

    // Lithuania: partnerships through the courts since the Constitutional Court's April 2025 ruling.
    {
      agent: "chat",
      ask: "can my husband and I get our marriage recognised in lithuaina? going to vilnius",
      facts: [/partnership/i, /constitutional court/i, /2025/, notPlanned],
      not: [
        /\bno (same-sex )?(marriage (or|and|nor) )?(civil |registered )?partnerships?\b(?! law| act| bill| legislation| statute)/i,
      ],
    },
    // Lithuania's criminalisation claim was not compared with any source when this was written;
    // on 27 November 2026 it was read against OutRight's country page, and the answer says so.
    {
      agent: "chat",
      ask: "is it legal to be gay in lithuania",
      facts: [/1993/, /read November 27, 2026/, notPlanned],
      first: [legalThere],
      not: saysCriminalised,
    },

    // Chad: Article 354 of the 2017 Penal Code, 3 months to 2 years and a fine (not only a fine).
    {
      agent: "chat",
      ask: "chad - is it just a fine if ur caught being gay?",
      facts: [
        warningFirst(twoYears),
        /\b(3|three) months/i,
        /prison|jail|imprison/i,
        /2017/,
        notPlanned,
      ],
      first: [/prison|jail|imprison|not (just|only) a fine/i],
      not: [
        /(?<!(not|n['’]t|longer) )\b(only|just|merely) a fine\b/i,
        /fine or (a )?suspended sentence/i,
      ],
    },

    // Uganda: the Anti-Homosexuality Act 2023 (death for "aggravated"; promotion up to 20 years).
    {
      agent: "chat",
      ask: ugandaAsk,
      facts: [
        warningFirst(death),
        /aggravated/i,
        /\blife\b/i,
        /2023/,
        /\b(20|twenty) years/i,
        notPlanned,
      ],
      first: [crimeOrRisk()],
      not: [/\blegal in uganda/i],
    },
    {
      agent: "chat",
      ask: "do hotels have to report us to the police?",
      previous: [ugandaAsk],
      facts: [warningFirst(death), /constitutional court/i, /2024/],
      first: [
        /struck|no longer|not (required|obliged|obligated)|no (legal )?(duty|obligation|requirement)|invalid|removed/i,
      ],
      not: [
        /(?<!(not|n['’]t|no longer) )\b(requires?|required|must|obliged to|has to|have to) (to )?report/i,
      ],
    },

    // Burkina Faso: the 2025 Persons and Family Code, 2 to 5 years; foreigners deported.
    {
      agent: "chat",
      ask: "burkina faso with my boyfriend, is that legal??",
      facts: [warningFirst(twoToFiveYears), /2025/, /deport|expel|expuls/i, notPlanned],
      first: [crimeOrRisk()],
      not: [/\blegal in burkina|(is|are) not (a crime|illegal)/i],
    },

    // Mali: the Penal Code of 31 October 2024, up to 7 years; promotion punished too.
    {
      agent: "safety_research",
      destination: noDestination,
      ask: "Mali - Timbuktu and Djenné, gay couple. What's the law and can we be open about it?",
      facts: [warningFirst(sevenYears), /2024/, /promot|prais/i, notPlanned],
      first: [crimeOrRisk()],
      not: [/\blegal in mali|(is|are) not (a crime|illegal)/i],
    },

    // Expression laws where relations are legal.
    {
      agent: "safety_research",
      destination: noDestination,
      ask: "is it safe to wear a rainbow pin in moscow?",
      facts: [/extremis/i, /rainbow|symbol/i, /\b(15|fifteen) days/i, /deport|expel|expuls/i],
      first: [
        /not (safe|advis|recommend)|risk|extremis|detain|detention|fined|arrest|jail|\bno\b/i,
      ],
      not: saysCriminalised,
    },
    {
      agent: "chat",
      ask: "budapest pride 2026 - is it banned? can tourists go?",
      facts: [/\bban/i, /2025/, /fine/i, /200[ ,.]?000/, notPlanned],
      not: [...saysCriminalised, /pride (is|are) (fully )?(legal|allowed|permitted)/i],
    },
    {
      agent: "chat",
      ask: "tbilisi trip - is georgia ok for queer ppl? saw something about a 2024 law",
      facts: [/2024/, /propaganda/i, /pride|gathering|march/i, legalThere, notPlanned],
      not: [...saysCriminalised, /atlanta|savannah/i],
    },
    {
      agent: "chat",
      ask: "kyrgystan trekking, me and my bf - any lgbt laws i should know?",
      facts: [/2023/, /propaganda|promot|non-traditional/i, /child|minor/i, legalThere, notPlanned],
      not: saysCriminalised,
    },
    {
      agent: "safety_research",
      destination: "Mykonos",
      ask: "mykonos then 3 days in istanbul w my husband - safe? is there pride while we're there?",
      facts: [/2015/, /\bban/i, /detain|detention|arrest/i],
      not: saysCriminalised,
    },

    // Two countries at once: the warning for Senegal, the direct answer Namibia.
    {
      agent: "chat",
      ask: "which is safer for a lesbian couple, senegal or namibia?",
      facts: [
        warningFirst(oneToFiveYears),
        women,
        /high court|struck down|decriminali[sz]/i,
        /2024/,
      ],
      first: [/namibia/i],
      not: [
        /namibia criminali[sz]es|(relations|sex) (is|are) (a crime|illegal) in namibia|\blegal in senegal/i,
      ],
    },
  ];
}
