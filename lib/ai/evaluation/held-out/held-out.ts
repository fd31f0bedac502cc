/**
 * The held-out evaluation: questions and recommendation requests written on 27 November 2026 by a
 * reviewer who had read none of the engine and none of its answers, only the site's public pages
 * and read APIs, before any fix they measure. The engine is never tuned on them: a failure here is
 * fixed as a class (what kind of question fails, and why), and a new score is claimed only on a set
 * written after that fix.
 *
 * chat.json: what a visitor types in the chat (with earlier messages for follow-ups) and what a
 * right answer must contain: every group of `must` by at least one of its alternatives (case does
 * not matter), and nothing of `must_not`.
 * recommendations.json: what a visitor writes in the recommendation box, the destinations that meet
 * every hard constraint (region, budget, dates), and those that best fit the soft wishes
 * (activities, setting, events). Where nothing meets a hard constraint, `none_fit` says so.
 */
import type { Catalog } from "../../../content/catalog";
import { createLocalEngine } from "../../local/engine";
import { asPreviousMessages } from "../run";
import chatQuestions from "./chat.json";
import recommendationRequests from "./recommendations.json";
import secondChatQuestions from "./second/chat.json";
import secondRecommendationRequests from "./second/recommendations.json";
import thirdChatQuestions from "./third/chat.json";
import thirdRecommendationRequests from "./third/recommendations.json";
import fourthChatQuestions from "./fourth/chat.json";
import fourthRecommendationRequests from "./fourth/recommendations.json";
import fifthChatQuestions from "./fifth/chat.json";
import fifthRecommendationRequests from "./fifth/recommendations.json";
import sixthChatQuestions from "./sixth/chat.json";
import sixthRecommendationRequests from "./sixth/recommendations.json";
import seventhChatQuestions from "./seventh/chat.json";
import seventhRecommendationRequests from "./seventh/recommendations.json";
import eighthChatQuestions from "./eighth/chat.json";
import eighthRecommendationRequests from "./eighth/recommendations.json";
import ninthChatQuestions from "./ninth/chat.json";
import ninthRecommendationRequests from "./ninth/recommendations.json";
import tenthChatQuestions from "./tenth/chat.json";
import tenthRecommendationRequests from "./tenth/recommendations.json";
import eleventhChatQuestions from "./eleventh/chat.json";
import eleventhRecommendationRequests from "./eleventh/recommendations.json";
import twelfthChatQuestions from "./twelfth/chat.json";
import twelfthRecommendationRequests from "./twelfth/recommendations.json";
import thirteenthChatQuestions from "./thirteenth/chat.json";
import thirteenthRecommendationRequests from "./thirteenth/recommendations.json";
import fourteenthChatQuestions from "./fourteenth/chat.json";
import fourteenthRecommendationRequests from "./fourteenth/recommendations.json";
import fifteenthChatQuestions from "./fifteenth/chat.json";
import fifteenthRecommendationRequests from "./fifteenth/recommendations.json";
import sixteenthChatQuestions from "./sixteenth/chat.json";
import sixteenthRecommendationRequests from "./sixteenth/recommendations.json";
import seventeenthChatQuestions from "./seventeenth/chat.json";
import seventeenthRecommendationRequests from "./seventeenth/recommendations.json";
import eighteenthChatQuestions from "./eighteenth/chat.json";
import eighteenthRecommendationRequests from "./eighteenth/recommendations.json";
import nineteenthChatQuestions from "./nineteenth/chat.json";
import nineteenthRecommendationRequests from "./nineteenth/recommendations.json";
import twentiethChatQuestions from "./twentieth/chat.json";
import twentiethRecommendationRequests from "./twentieth/recommendations.json";
import twentyFirstChatQuestions from "./twenty-first/chat.json";
import twentyFirstRecommendationRequests from "./twenty-first/recommendations.json";
import twentySecondChatQuestions from "./twenty-second/chat.json";
import twentySecondRecommendationRequests from "./twenty-second/recommendations.json";
import twentyThirdChatQuestions from "./twenty-third/chat.json";
import twentyThirdRecommendationRequests from "./twenty-third/recommendations.json";
import twentyFourthChatQuestions from "./twenty-fourth/chat.json";
import twentyFourthRecommendationRequests from "./twenty-fourth/recommendations.json";
import twentyFifthChatQuestions from "./twenty-fifth/chat.json";
import twentyFifthRecommendationRequests from "./twenty-fifth/recommendations.json";
import twentySixthChatQuestions from "./twenty-sixth/chat.json";
import twentySixthRecommendationRequests from "./twenty-sixth/recommendations.json";
import twentySeventhChatQuestions from "./twenty-seventh/chat.json";
import twentySeventhRecommendationRequests from "./twenty-seventh/recommendations.json";
import twentyEighthChatQuestions from "./twenty-eighth/chat.json";
import twentyEighthRecommendationRequests from "./twenty-eighth/recommendations.json";
import twentyNinthChatQuestions from "./twenty-ninth/chat.json";
import twentyNinthRecommendationRequests from "./twenty-ninth/recommendations.json";
import thirtiethChatQuestions from "./thirtieth/chat.json";
import thirtiethRecommendationRequests from "./thirtieth/recommendations.json";
import thirtyFirstChatQuestions from "./thirty-first/chat.json";
import thirtyFirstRecommendationRequests from "./thirty-first/recommendations.json";
import thirtySecondChatQuestions from "./thirty-second/chat.json";
import thirtySecondRecommendationRequests from "./thirty-second/recommendations.json";
import thirtyThirdChatQuestions from "./thirty-third/chat.json";
import thirtyThirdRecommendationRequests from "./thirty-third/recommendations.json";
import thirtyFourthChatQuestions from "./thirty-fourth/chat.json";
import thirtyFourthRecommendationRequests from "./thirty-fourth/recommendations.json";
import thirtyFifthChatQuestions from "./thirty-fifth/chat.json";
import thirtyFifthRecommendationRequests from "./thirty-fifth/recommendations.json";
import thirtySixthChatQuestions from "./thirty-sixth/chat.json";
import thirtySixthRecommendationRequests from "./thirty-sixth/recommendations.json";
import thirtySeventhChatQuestions from "./thirty-seventh/chat.json";
import thirtySeventhRecommendationRequests from "./thirty-seventh/recommendations.json";
import thirtyEighthChatQuestions from "./thirty-eighth/chat.json";
import thirtyEighthRecommendationRequests from "./thirty-eighth/recommendations.json";
import thirtyNinthChatQuestions from "./thirty-ninth/chat.json";
import thirtyNinthRecommendationRequests from "./thirty-ninth/recommendations.json";
import fortiethChatQuestions from "./fortieth/chat.json";
import fortiethRecommendationRequests from "./fortieth/recommendations.json";
import fortyFirstChatQuestions from "./forty-first/chat.json";
import fortyFirstRecommendationRequests from "./forty-first/recommendations.json";
import fortySecondChatQuestions from "./forty-second/chat.json";
import fortySecondRecommendationRequests from "./forty-second/recommendations.json";

export interface HeldOutQuestion {
  id: string;
  class: string;
  ask: string;
  previous?: string[];
  must: string[][];
  must_not?: string[];
  source: string;
}

export interface HeldOutRequest {
  id: string;
  preferences: string;
  hard: { description: string; allowed: string[] };
  soft: { description: string; best: string[] };
  none_fit: boolean;
  source: string;
}

export interface HeldOutSet {
  /** When it was written, and what it was written after. */
  written: string;
  questions: HeldOutQuestion[];
  requests: HeldOutRequest[];
}

/**
 * The first set, written on 27 November 2026 before any fix it measures; the second, written on
 * 28 November 2026 by another reviewer after the first round of fixes (in ./second); the third,
 * by a third reviewer the same day after the second round (in ./third); the fourth, by a fourth
 * reviewer the same day after the third round (in ./fourth); the fifth, by a fifth reviewer the
 * same day after the fourth round (in ./fifth); the sixth, by a sixth reviewer the same day after
 * the fifth round and before the sixth (in ./sixth); the seventh, by a seventh reviewer on
 * 28 November 2026, commissioned before the sixth round's first fix and written without the
 * engine, its answers or the fixes (in ./seventh); the eighth, by an eighth reviewer on
 * 29 November 2026 from pages read at 01:11 UTC, after the seventh round (in ./eighth); the ninth,
 * by a ninth reviewer on 29 November 2026 from pages read at 02:46 UTC, commissioned before the
 * eighth round's first change and blind to it (in ./ninth); the tenth, by a tenth reviewer on
 * 29 November 2026 from pages read at 03:08 UTC, commissioned after the ninth set's claimed score
 * and before the ninth round's first change, and blind to it (in ./tenth); the eleventh, by an
 * eleventh reviewer on 29 November 2026 from pages read at 03:29 UTC, commissioned after the tenth
 * set's claimed score and before the tenth round's first change, and blind to it (in ./eleventh);
 * the twelfth, by a twelfth reviewer on 29 November 2026 from pages read at 05:44 UTC, commissioned
 * after the eleventh set's claimed score and the eleventh round, before any change of the next
 * session, and blind to it (in ./twelfth); the thirteenth, by a thirteenth reviewer the same day
 * from pages read at 06:11 UTC, commissioned after the twelfth set's claimed score and before the
 * twelfth round's first change, from a site built before it, and blind to it (in ./thirteenth);
 * the fourteenth, by a fourteenth reviewer the same day from pages read at 06:28 UTC, commissioned
 * after the thirteenth set's claimed score and before the thirteenth round's first change, and
 * blind to it (in ./fourteenth); the fifteenth, by a fifteenth reviewer the same day from pages
 * read at 06:44 UTC, commissioned after the fourteenth claim and before the fourteenth round's
 * first change, and blind to it (in ./fifteenth); the sixteenth, by a sixteenth reviewer the same
 * day from pages read at 08:50 UTC, commissioned after the fifteenth claim and before any change
 * of the next session, and blind to it (in ./sixteenth); the seventeenth, by a seventeenth reviewer
 * at the same time and from the same site, written apart from the sixteenth, before the round that
 * followed the sixteenth's claim, and blind to it (in ./seventeenth); the eighteenth, by an
 * eighteenth reviewer the same day from pages read at 09:16 UTC, commissioned after the
 * seventeenth claim and before the next round, and blind to it (in ./eighteenth); the nineteenth,
 * by a nineteenth reviewer at the same time and from the same site, written apart from the
 * eighteenth, and blind to the same round (in ./nineteenth); the twentieth, by a twentieth
 * reviewer the same day from pages read at 09:51 UTC, commissioned after the nineteenth claim and
 * before the next round, and blind to it (in ./twentieth); the twenty-first and twenty-second, by
 * two more reviewers the same day from pages read at 11:44 UTC, written apart from each other,
 * commissioned after the twentieth claim and before any change of the next session, and blind to
 * it (in ./twenty-first and ./twenty-second); the twenty-third and twenty-fourth, by two more
 * reviewers the same day from pages read at 11:51 UTC, written apart from each other, commissioned
 * before that session's first round of changes, and blind to it (in ./twenty-third and
 * ./twenty-fourth); the twenty-fifth and twenty-sixth, by two more reviewers the same day from
 * pages read at 12:12 UTC, written apart from each other, commissioned after the twenty-third and
 * twenty-fourth claims and before the next round, and blind to it (in ./twenty-fifth and
 * ./twenty-sixth); the twenty-seventh and twenty-eighth, by two more reviewers the same day from
 * pages read at 13:10 UTC, written apart from each other, commissioned before that session's third
 * round, and blind to it (in ./twenty-seventh and ./twenty-eighth); the twenty-ninth and thirtieth,
 * by two more reviewers the same day from pages read at 14:31 UTC, written apart from each other,
 * commissioned at the start of the next session, before its changes, and blind to them (in
 * ./twenty-ninth and ./thirtieth); the thirty-first and thirty-second, by two more reviewers the
 * same day from pages read at 14:51 UTC, written apart from each other, commissioned after those
 * changes and before the session's round drawn from the twenty-ninth and thirtieth sets' failures,
 * and blind to it (in ./thirty-first and ./thirty-second); the thirty-third and thirty-fourth, by
 * two more reviewers the same day from pages read at 17:20 UTC, written apart from each other,
 * commissioned at the start of the next session, before its changes, and blind to them (in
 * ./thirty-third and ./thirty-fourth); the thirty-fifth and thirty-sixth, by two more reviewers the
 * same day from pages read at 20:09 UTC, written apart from each other, commissioned at the start
 * of the next session, before its changes to the assistants, and blind to them (in ./thirty-fifth
 * and ./thirty-sixth); the thirty-seventh and thirty-eighth, by two more reviewers the same day from
 * pages read at 22:33 UTC, written apart from each other, commissioned at the start of the next
 * session, before any change to the assistants, and blind to them (in ./thirty-seventh and
 * ./thirty-eighth); the thirty-ninth and fortieth, by two more reviewers on 30 November from pages
 * read at 02:03 UTC, written apart from each other, commissioned at the start of the next session,
 * before any change to the assistants, and blind to them (in ./thirty-ninth and ./fortieth); the
 * forty-first and forty-second, by two more reviewers the same day from pages read at 05:40 UTC,
 * written apart from each other, commissioned at the start of the next session, before any change
 * to the assistants, and blind to them (in ./forty-first and ./forty-second).
 */
export const heldOutSets = {
  first: {
    written: "27 November 2026, before the first round of fixes",
    questions: chatQuestions,
    requests: recommendationRequests,
  },
  second: {
    written: "28 November 2026, after the first round of fixes and before any other",
    questions: secondChatQuestions,
    requests: secondRecommendationRequests,
  },
  third: {
    written: "28 November 2026, after the second round of fixes",
    questions: thirdChatQuestions,
    requests: thirdRecommendationRequests,
  },
  fourth: {
    written: "28 November 2026, after the third round of fixes and the safety facts' corrections",
    questions: fourthChatQuestions,
    requests: fourthRecommendationRequests,
  },
  fifth: {
    written:
      "28 November 2026, after the fourth round of fixes, the sources' re-check of Argentina, Bulgaria and Equatorial Guinea, and before any other",
    questions: fifthChatQuestions,
    requests: fifthRecommendationRequests,
  },
  sixth: {
    written:
      "28 November 2026, after the fifth round of fixes and before the sixth (a detail one article holds, asked with a place named)",
    questions: sixthChatQuestions,
    requests: sixthRecommendationRequests,
  },
  seventh: {
    written:
      "28-29 November 2026, by a reviewer with only the public pages and list APIs, commissioned before the sixth round of fixes (articles and documents named, a traveler’s own need, help lines) and blind to it",
    questions: seventhChatQuestions,
    requests: seventhRecommendationRequests,
  },
  eighth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 01:11 UTC), after the seventh round (events dated, how far ahead to book, a country ruled out, the value lens's custom trip)",
    questions: eighthChatQuestions,
    requests: eighthRecommendationRequests,
  },
  ninth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 02:46 UTC), commissioned before the eighth round (help lines from every assistant, laws across our destinations, a trip's region, group and budget in the chat) and blind to it",
    questions: ninthChatQuestions,
    requests: ninthRecommendationRequests,
  },
  tenth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 03:08 UTC), commissioned before the ninth round (packages named as people say them, a nationality's law, a record's own sentence, one trip for a budget and a month, an article's detail about a place, follow-ups on departures) and blind to it",
    questions: tenthChatQuestions,
    requests: tenthRecommendationRequests,
  },
  eleventh: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 03:29 UTC), commissioned before the tenth round (regions said as adjectives, a safety floor said after safety, a length said plainly, our index from the method, who does what, seasons in everyday words, a package's own fees) and blind to it",
    questions: eleventhChatQuestions,
    requests: eleventhRecommendationRequests,
  },
  twelfth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 05:44 UTC), after the eleventh round (one trip for a budget, a length and a month; laws across our destinations; the refusal reading shared by the chat and the box) and before any later change",
    questions: twelfthChatQuestions,
    requests: twelfthRecommendationRequests,
  },
  thirteenth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 06:11 UTC on a site built before the twelfth round), commissioned before the twelfth round (the days a traveler has, 'pp' and 'all in', where an event is held, hate-crime and anti-discrimination laws in everyday words, entry permits, the journal read item by item) and blind to it",
    questions: thirteenthChatQuestions,
    requests: thirteenthRecommendationRequests,
  },
  fourteenth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 06:28 UTC), commissioned after the thirteenth claim and before the thirteenth round (departures asked by month in a follow-up, insurance from the journal's guide, a US passport's marker, a family's papers, sextortion, our places ranked, trips known by the places they join) and blind to it",
    questions: fourteenthChatQuestions,
    requests: fourteenthRecommendationRequests,
  },
  fifteenth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 06:44 UTC), commissioned after the fourteenth claim and before the fourteenth round (who sees sensitive information, the privacy and terms addresses, a cancellation's one tier, the cheapest or priciest package, decriminalisation in everyday words) and blind to it",
    questions: fifteenthChatQuestions,
    requests: fifteenthRecommendationRequests,
  },
  sixteenth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 08:50 UTC), commissioned after the fifteenth claim and before any change of the session that followed, and blind to it",
    questions: sixteenthChatQuestions,
    requests: sixteenthRecommendationRequests,
  },
  seventeenth: {
    written:
      "29 November 2026, by another reviewer with only the public pages and list APIs (read from 08:50 UTC), commissioned with the sixteenth and before any change of the session's first round (a destination named as where to go, where to find something within a place, a policy paragraph named by its heading), and blind to it",
    questions: seventeenthChatQuestions,
    requests: seventeenthRecommendationRequests,
  },
  eighteenth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 09:16 UTC), commissioned after the seventeenth claim and before the session's second round (a journal section whose heading holds the question's rare word), and blind to it",
    questions: eighteenthChatQuestions,
    requests: eighteenthRecommendationRequests,
  },
  nineteenth: {
    written:
      "29 November 2026, by another reviewer with only the public pages and list APIs (read from 09:16 UTC), commissioned with the eighteenth and before the session's second round, and blind to it",
    questions: nineteenthChatQuestions,
    requests: nineteenthRecommendationRequests,
  },
  twentieth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 09:51 UTC), commissioned after the nineteenth claim and before the session's third round (how our staff are trained, a figure asked of an article), and blind to it",
    questions: twentiethChatQuestions,
    requests: twentiethRecommendationRequests,
  },
  twentyFirst: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 11:44 UTC), commissioned after the twentieth claim and before any change of the next session, and blind to it",
    questions: twentyFirstChatQuestions,
    requests: twentyFirstRecommendationRequests,
  },
  twentySecond: {
    written:
      "29 November 2026, by another reviewer with only the public pages and list APIs (read from 11:44 UTC), commissioned with the twenty-first and written apart from it, before any change of the next session, and blind to it",
    questions: twentySecondChatQuestions,
    requests: twentySecondRecommendationRequests,
  },
  twentyThird: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 11:51 UTC), commissioned after the twenty-first and twenty-second were written and before the session's first round (places said by region or adjective, the nearest inside the place asked, the speller's English words, policy questions that say 'trip', X markers, lead times), and blind to it",
    questions: twentyThirdChatQuestions,
    requests: twentyThirdRecommendationRequests,
  },
  twentyFourth: {
    written:
      "29 November 2026, by another reviewer with only the public pages and list APIs (read from 11:51 UTC), commissioned with the twenty-third and written apart from it, before the same round, and blind to it",
    questions: twentyFourthChatQuestions,
    requests: twentyFourthRecommendationRequests,
  },
  twentyFifth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 12:12 UTC), commissioned after the twenty-third and twenty-fourth claims and before the session's second round (policy words, the cheapest of a kind, insurance and the journal wherever the trip goes, countries we do not cover), and blind to it",
    questions: twentyFifthChatQuestions,
    requests: twentyFifthRecommendationRequests,
  },
  twentySixth: {
    written:
      "29 November 2026, by another reviewer with only the public pages and list APIs (read from 12:12 UTC), commissioned with the twenty-fifth and written apart from it, before the same round, and blind to it",
    questions: twentySixthChatQuestions,
    requests: twentySixthRecommendationRequests,
  },
  twentySeventh: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 13:10 UTC), commissioned after the twenty-fifth and twenty-sixth claims and the outside testers' fixes, before the session's third round (the dangers a record names, no 'yes' to an act it warns against), and blind to it",
    questions: twentySeventhChatQuestions,
    requests: twentySeventhRecommendationRequests,
  },
  twentyEighth: {
    written:
      "29 November 2026, by another reviewer with only the public pages and list APIs (read from 13:10 UTC), commissioned with the twenty-seventh and written apart from it, before the same round, and blind to it",
    questions: twentyEighthChatQuestions,
    requests: twentyEighthRecommendationRequests,
  },
  twentyNinth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 14:31 UTC), commissioned at the start of the session after the twenty-eighth claim, before its changes (an event we list as a trip we plan, a supplier's failure, full-width letters), and blind to them",
    questions: twentyNinthChatQuestions,
    requests: twentyNinthRecommendationRequests,
  },
  thirtieth: {
    written:
      "29 November 2026, by another reviewer with only the public pages and list APIs (read from 14:31 UTC), commissioned with the twenty-ninth and written apart from it, before the same changes, and blind to them",
    questions: thirtiethChatQuestions,
    requests: thirtiethRecommendationRequests,
  },
  thirtyFirst: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 14:51 UTC), commissioned after the twenty-ninth and thirtieth sets were written, before the round drawn from their failures (wishes outranking the safety floor, a record's own detail, quarters of a place, how far ahead to book, the currency, the name on a ticket), and blind to it",
    questions: thirtyFirstChatQuestions,
    requests: thirtyFirstRecommendationRequests,
  },
  thirtySecond: {
    written:
      "29 November 2026, by another reviewer with only the public pages and list APIs (read from 14:51 UTC), commissioned with the thirty-first and written apart from it, before the same round, and blind to it",
    questions: thirtySecondChatQuestions,
    requests: thirtySecondRecommendationRequests,
  },
  thirtyThird: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 17:20 UTC), commissioned at the start of the session after the thirty-second claim, before its changes, and blind to them",
    questions: thirtyThirdChatQuestions,
    requests: thirtyThirdRecommendationRequests,
  },
  thirtyFourth: {
    written:
      "29 November 2026, by another reviewer with only the public pages and list APIs (read from 17:20 UTC), commissioned with the thirty-third and written apart from it, before the same changes, and blind to them",
    questions: thirtyFourthChatQuestions,
    requests: thirtyFourthRecommendationRequests,
  },
  thirtyFifth: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 20:09 UTC), commissioned at the start of the session after the thirty-fourth claim, before its changes to the assistants, and blind to them",
    questions: thirtyFifthChatQuestions,
    requests: thirtyFifthRecommendationRequests,
  },
  thirtySixth: {
    written:
      "29 November 2026, by another reviewer with only the public pages and list APIs (read from 20:09 UTC), commissioned with the thirty-fifth and written apart from it, before the same changes, and blind to them",
    questions: thirtySixthChatQuestions,
    requests: thirtySixthRecommendationRequests,
  },
  thirtySeventh: {
    written:
      "29 November 2026, by a reviewer with only the public pages and list APIs (read from 22:33 UTC), commissioned at the start of the session after the thirty-sixth claim, before any change to the assistants, and blind to them",
    questions: thirtySeventhChatQuestions,
    requests: thirtySeventhRecommendationRequests,
  },
  thirtyEighth: {
    written:
      "29 November 2026, by another reviewer with only the public pages and list APIs (read from 22:33 UTC), commissioned with the thirty-seventh and written apart from it, before the same changes, and blind to them",
    questions: thirtyEighthChatQuestions,
    requests: thirtyEighthRecommendationRequests,
  },
  thirtyNinth: {
    written:
      "30 November 2026, by a reviewer with only the public pages and list APIs (read from 02:03 UTC), commissioned at the start of the session after the thirty-eighth claim, before any change to the assistants, and blind to them",
    questions: thirtyNinthChatQuestions,
    requests: thirtyNinthRecommendationRequests,
  },
  fortieth: {
    written:
      "30 November 2026, by another reviewer with only the public pages and list APIs (read from 02:03 UTC), commissioned with the thirty-ninth and written apart from it, before the same changes, and blind to them",
    questions: fortiethChatQuestions,
    requests: fortiethRecommendationRequests,
  },
  fortyFirst: {
    written:
      "30 November 2026, by a reviewer with only the public pages and list APIs (read from 05:40 UTC), commissioned at the start of the session after the fortieth claim, before any change to the assistants, and blind to them",
    questions: fortyFirstChatQuestions,
    requests: fortyFirstRecommendationRequests,
  },
  fortySecond: {
    written:
      "30 November 2026, by another reviewer with only the public pages and list APIs (read from 05:40 UTC), commissioned with the forty-first and written apart from it, before the same changes, and blind to them",
    questions: fortySecondChatQuestions,
    requests: fortySecondRecommendationRequests,
  },
} satisfies Record<string, HeldOutSet>;

export interface QuestionResult {
  question: HeldOutQuestion;
  answer: string;
  /** The `must` groups of which the answer holds no alternative. */
  missing: string[][];
  /** What the answer says that it must not. */
  strayed: string[];
}

const contains = (text: string, what: string) => text.toLowerCase().includes(what.toLowerCase());

export function runHeldOutChat(catalog: Catalog, questions: HeldOutQuestion[]): QuestionResult[] {
  const engine = createLocalEngine(() => catalog);
  return questions.map((question) => {
    const answer = engine.chat({
      message: question.ask,
      context: { previous_messages: asPreviousMessages(question.previous) },
    }).text;
    return {
      question,
      answer,
      missing: question.must.filter((group) => !group.some((what) => contains(answer, what))),
      strayed: (question.must_not ?? []).filter((what) => contains(answer, what)),
    };
  });
}

export const answersQuestion = (result: QuestionResult) =>
  result.missing.length === 0 && result.strayed.length === 0;

export interface LensResult {
  lens: string;
  /** The destinations the lens's picks take the visitor to. */
  places: string[];
  /** It names nothing outside what every hard constraint allows (or says nothing fits). */
  hard: boolean;
  /** One of its picks is among the best fits of the soft wishes. */
  soft: boolean;
}

export interface RequestResult {
  request: HeldOutRequest;
  lenses: LensResult[];
}

/** "Nothing we offer fits", in the words a lens would use. */
const saysNothingFits =
  /\b(no|none|nothing|not one)\b[^.]{0,80}\b(fits?|match(es)?|meets?|within|under|in (that|your|this))\b/i;

export function runHeldOutRecommendations(
  catalog: Catalog,
  requests: HeldOutRequest[],
): RequestResult[] {
  const engine = createLocalEngine(() => catalog);
  return requests.map((request) => {
    const { lenses } = engine.recommend({
      preferences: request.preferences,
      budget_range: "luxury",
      travel_style: "luxury",
      safety_priority: 5,
    });
    return {
      request,
      lenses: lenses.map((lens) => {
        const places = [...new Set(lens.picks.flatMap((pick) => pick.places))];
        const hard = request.none_fit
          ? saysNothingFits.test(lens.response)
          : places.length > 0 && places.every((place) => request.hard.allowed.includes(place));
        const soft = request.none_fit || places.some((place) => request.soft.best.includes(place));
        return { lens: lens.model, places, hard, soft };
      }),
    };
  });
}

/** Every lens keeps every hard constraint, and at least two of three meet a soft wish. */
export const respectsRequest = (result: RequestResult) =>
  result.lenses.every((lens) => lens.hard) &&
  result.lenses.filter((lens) => lens.soft).length * 3 >= result.lenses.length * 2;

export function describeQuestion(result: QuestionResult): string {
  const { question } = result;
  return [
    `✗ ${question.id} [${question.class}] ${JSON.stringify(question.ask)}${question.previous ? ` after ${JSON.stringify(question.previous)}` : ""}`,
    ...result.missing.map((group) => `    missing one of: ${group.join(" | ")}`),
    ...result.strayed.map((what) => `    must not say: ${what}`),
    `    answer: ${result.answer.slice(0, 300).replace(/\n+/g, " ⏎ ")}${result.answer.length > 300 ? "…" : ""}`,
  ].join("\n");
}

export function describeRequest(result: RequestResult): string {
  const { request } = result;
  return [
    `✗ ${request.id} ${JSON.stringify(request.preferences)}`,
    `    hard: ${request.hard.description}`,
    `    soft: ${request.soft.description}`,
    ...result.lenses.map(
      (lens) =>
        `    ${lens.hard ? "" : "breaks a hard constraint, "}${lens.soft ? "" : "misses the soft wishes, "}${lens.lens}: ${lens.places.join(", ") || "no pick"}`,
    ),
  ].join("\n");
}
