/**
 * The held-out evaluation (./held-out.ts): written apart from the engine, scored apart from the
 * development set. The scores below are floors, not the goal: a change may only raise them. The goal is at least 90% of questions on topic, every lens keeping every hard constraint and
 * two lenses of three meeting the soft wishes; a new score counts only on a set written after the
 * fixes it measures.
 */
import { loadCatalog } from "../../../content/catalog";
import {
  answersQuestion,
  describeQuestion,
  describeRequest,
  heldOutSets,
  respectsRequest,
  runHeldOutChat,
  runHeldOutRecommendations,
  type HeldOutSet,
} from "./held-out";

const catalog = loadCatalog();

interface Floors {
  questions: number;
  lensesKeepingHardConstraints: number;
  requestsMeetingSoftWishes: number;
}

/**
 * The first set, before any fix for its failures (27 November 2026): 133 questions, 30 lenses, 26
 * requests. After the first round (law questions answered with the law; the traveler's papers, body
 * and health from the journal's guides; region, budget, dates and a safety score asked for filtering
 * every lens; the chat's "what do you have in ...?" read the same way): 164 questions, 99 of 111
 * lenses, 33 of 37 requests. Those figures are floors, not claimed scores: this set found the
 * classes they measure.
 *
 * The second set (240 questions, 46 requests), written on 28 November 2026 after that round by a
 * reviewer who saw neither the engine nor its answers: its first score is the claimed one, 132 of
 * 240 questions (55%; law 30 of 36, journal 5 of 20, privacy 2 of 11, out of scope 0 of 6), 110 of
 * 138 lenses keeping every hard constraint, 39 of 46 requests meeting the soft wishes in two lenses
 * of three. After the second round (what the chat cannot do from here; the agency's own facts;
 * privacy from the whole policy; an article's detail quoted; a destination's notes chosen by the
 * question): 155 of 240 on this set and 180 of 227 on the first, floors again, not claims.
 *
 * The third set (241 questions, 43 requests), written on 28 November 2026 after the second round by
 * a third reviewer with only the public pages: its first score is the claimed one, 144 of 241
 * questions (59.8%; laws 20 of 23, company 11 of 13, journal 1 of 23, accessibility 2 of 10), 112
 * of 129 lenses keeping every hard constraint (34 of 43 requests kept in every lens), 41 of 43
 * requests meeting the soft wishes in two lenses of three.
 *
 * The fourth set (240 questions, 45 requests), written on 28 November 2026 after the third round
 * (a country's expression law kept in a short answer, the law of a country we do not cover said
 * first in the recommendation box) by a fourth reviewer with only the public pages and read APIs:
 * its first score is the claimed one, 146 of 240 questions (60.8%; laws 22 of 24, safety 20 of 22,
 * journal 5 of 22, accessibility 4 of 18, company 11 of 20, documents 10 of 22), 75 of 135 lenses
 * keeping every hard constraint (19 of 45 requests kept in every lens; its reviewer reads a month
 * as within the destination's best time and a budget as a package at or under it), 38 of 45
 * requests meeting the soft wishes in two lenses of three. After the fourth round (a safety score
 * asked for in everyday words, "safety 4.5+", "at least a 4 on your safety score"; a budget in
 * "grand"; a trip's length asked for, "at least 10 days", "a week or less"): 109 of 135 lenses and
 * 41 of 45 requests, floors again, not claims.
 *
 * The fifth set (240 questions, 45 requests), written on 28 November 2026 after the fourth round
 * by a fifth reviewer with only the public pages and read APIs: its first score is the claimed
 * one, 140 of 240 questions (58.3%; laws 18 of 23, packages 11 of 22, policies 18 of 22, safety
 * 11 of 22, journal 9 of 22, accessibility 9 of 22, company 15 of 20), 112 of 135 lenses keeping
 * every hard constraint (34 of 45 requests kept in every lens), 44 of 45 requests meeting the soft
 * wishes in two lenses of three. After the fifth round (a package's own details answered from the
 * package first: its departures, the price for the party named, its flights' carbon offset, the
 * itinerary day or inclusion that holds the detail asked; who to call in a country a package
 * passes through): 151 of 240 on this set (packages 11 to 19 of 22), and on the others 186, 160,
 * 150 and 151, floors again, not claims. Then the content changed under one request: the Pride
 * Express's departures were corrected to its group size (16 seats to 12), so its booking form
 * takes 6 at most and nothing takes s21's party of 8 by its reviewer's rule (one online booking);
 * the engine still offers the Pride Express there (a group that size books by enquiry), so this
 * set's lenses fall to 109 of 135 by the content, not the engine. Then an article is quoted for
 * a word of the question that only it holds and no policy, trip or destination uses ("when was
 * the Homomonument unveiled?"): 153 on this set, 162 on the second. Then such a word counts in a
 * question that also names a place, the place's own name excepted ("what is <a shipyard> in
 * <a city>?" had been answered with the city's scores): 154 on this set, the others unchanged.
 *
 * The sixth set (183 questions, 33 requests), written on 28 November 2026 after the fifth round by
 * a sixth reviewer with only the public pages and list APIs, before that last fix: its first score
 * is the claimed one, 112 of 183 questions (61.2%; the fix changed none of its answers), 79 of 99
 * lenses keeping every hard constraint (22 of 33 requests kept in every lens), 32 of 33 requests
 * meeting the soft wishes in two lenses of three. After the sixth round (a question about one of
 * our articles, named as a reader names it, answered from that article: the sentences that hold
 * the detail, its author, a shelf of the journal; a traveler's own need answered from the notes;
 * a named document answered from its section; "the us" read as the United States): 124 of 183 on
 * this set (journal 3 to 11 of 15), and on the others 186, 165, 162, 159 and 158, floors again,
 * not claims.
 *
 * The seventh set (237 questions, 34 requests, 9 with nothing that fits), commissioned on
 * 28 November 2026 before the sixth round's first fix and written by a seventh reviewer with only
 * the public pages and list APIs, blind to the engine, its answers and the fixes: its first score,
 * taken after that round, is the claimed one: 168 of 237 questions (70.9%; laws 18 of 21, safety
 * 16 of 18, packages 17 of 20, policies 19 of 23, events 14 of 21, planning 8 of 16, follow-ups 17
 * of 25, company 13 of 17, documents 9 of 16, journal 17 of 24, accessibility 5 of 16, health 15
 * of 20), 94 of 102 lenses keeping every hard constraint (30 of 34 requests kept in every lens), 32
 * of 34 requests meeting the soft wishes in two lenses of three. The engine before that round
 * scored 154 of 237 on it (journal 6, accessibility 3). Then a hormones question naming a place
 * ("testosterone in the us?") is answered from the journal's guide and the place's own sentence on
 * medication, not its HIV entry rules: 169. Then the seventh round (from this set's failures, so
 * floors, not claims): "grandma" and "grandad" no longer corrected into Granada; "what months are
 * best" asks the season, and a season's answer carries the record's own word on the heat; how far
 * ahead to book answered from the record ("the best rooms go a year ahead") and the journal's
 * timeline under its heading ("Eighteen to twelve months out"); a nephew or a grandchild asks the
 * age policy; "while I'm on the trip" the support section: 176 on this set, and on the others 186,
 * 166, 164, 163, 160 and 128. Then when an event happens ("what month is Vallarta Pride?", "when
 * is Modernism Week?", "when and where is EuroPride 2027?") is answered with the line that dates
 * it (a listed event with its source, a destination's highlight or record, a journal section):
 * 182 on this set, and on the others 190, 170, 169, 168, 166 and 133. Then how many destinations,
 * packages and articles we have, counted from the content; the year we started however it is
 * asked; the currency of our prices; the animal encounters we never book: 187, and 191, 171, 171,
 * 170, 167 and 135. Then a country or region ruled out ("not in the US this time", "outside
 * Europe") keeps every lens out of it, "UK only" limits to the United Kingdom as its full name
 * would, and where no package keeps to everything, the value lens offers the place that does as a
 * custom trip instead of nothing: 102 of 102 lenses on this set keep every hard constraint (34 of
 * 34 requests in every lens, 34 meeting the soft wishes); on the others 102, 116, 115, 115, 114
 * and 91 lenses.
 *
 * The eighth set (219 questions, 36 requests, 7 with nothing that fits), written on 29 November
 * 2026 from pages read at 01:11 UTC, after the seventh round, by an eighth reviewer with only the
 * public pages and list APIs: its first score is the claimed one, 149 of 219 questions (68.0%;
 * events 19 of 19, laws 16 of 18, packages 16 of 19, company 14 of 16, health 13 of 19, safety 12
 * of 16, planning 12 of 18, policies 14 of 20, follow-ups 14 of 24, accessibility 7 of 16, journal
 * 6 of 19, documents 6 of 15), 93 of 108 lenses keeping every hard constraint (30 of 36 requests
 * kept in every lens), 34 of 36 requests meeting the soft wishes in two lenses of three. The
 * engine of the start of 29 November (before the sixth and seventh rounds) scores 130 of 219 and
 * 90 lenses on it.
 *
 * Then, after an outside tester's findings: a package whose departures do not fall in the months
 * asked no longer counts as meeting them ("a Pride trip in June" had been offered a week that
 * leaves in August, under "every pick keeps to what you asked"); "anywhere but South Africa" no
 * longer reads as "in Africa", and a place ruled out is not kept in as "named"; "not in America"
 * rules out the United States. Lenses keeping every hard constraint rose on four sets (second 116
 * to 118, fifth 114 to 115, sixth 91 to 93, eighth 93 to 94); requests meeting the soft wishes fell
 * by one on the first set (r18, July: the Provincetown week leaves in August) and the fifth (s27,
 * April: the Pride Express does not run then), whose reviewers read a month against the
 * destination's best time, not the trip's departures; their floors follow the stricter reading.
 *
 * On 29 November the Provincetown Carnival Week's four departures on consecutive days (each
 * putting "the parade" on its Day 4, so on four different dates) became one, whose Day 4 is
 * Carnival's Thursday: the fifth set's v036, which asks for the 2027 departures and was written
 * when there were four, can no longer be answered as written, so its question floor is one lower.
 *
 * The ninth set (212 questions in 12 classes, 36 requests, 6 with nothing that fits), written on
 * 29 November 2026 by a ninth reviewer from pages read at 02:46 UTC, commissioned before the
 * eighth round (what to call from every assistant; a law asked across our destinations; an X on a
 * passport; a trip's region, group and budget kept in the chat; an itinerary day dated; a journal
 * quote dated; no article about a place we never wrote of) and blind to it. Its first score, the
 * claimed one, taken after that round: 150 of 212 on topic (70.8%; events 17/17, laws 16/18,
 * policies 15/18, company 15/18, planning 15/17, follow-ups 14/19, packages 13/20, health 12/17,
 * safety 10/17, documents 9/17, journal 8/17, accessibility 6/17), 74 of 108 lenses keeping every
 * hard constraint (21 of 36 requests in every lens), 34 of 36 requests meeting the soft wishes in
 * two lenses of three. The engine of the session's start scores 151 of 212 and 72 lenses on it:
 * the round lost two law questions and gained one on planning.
 *
 * Then a destination with a budget or a length asked keeps to them only through one trip that
 * keeps to both and, with a month asked, is under way then (a place in season whose only trip
 * leaves in another month is not "within $10,000 in May"); where nothing does, the lenses offer
 * the places that miss the fewest constraints. Lenses keeping every hard constraint rose on the
 * second (118 to 126), fourth (115 to 118), eighth (94 to 98) and ninth (74 to 87) sets and fell
 * on the third (115 to 105), fifth (115 to 108) and sixth (93 to 92), whose reviewers read a budget
 * against any trip and a month against the place's best time apart (Palm Springs "in May, under
 * $10,000", where our one trip leaves in September), and requests meeting the soft wishes fell by
 * one on the third (41 to 40); their floors follow the one-trip reading. The question floors are
 * the scores after the round (29 November, 03:20 UTC), so a later change may only raise them.
 *
 * The tenth set (258 questions in 12 classes, 36 requests, 6 with nothing that fits), written on
 * 29 November 2026 by a tenth reviewer from pages read at 03:08 UTC, commissioned after the ninth
 * set's claim and before the ninth round (packages named as people say them, a nationality's law,
 * a record's own sentence, one trip for a budget and a month, the Americas and places ruled out,
 * an article's detail about a place, follow-ups on departures and itineraries) and blind to it.
 * Its first score, the claimed one, taken after that round: 191 of 258 on topic (74.0%; packages
 * 23/24, laws 20/22, events 19/21, safety 16/20, accessibility 16/21, follow-ups 16/21, health
 * 15/21, company 15/20, planning 15/21, policies 14/23, documents 12/21, journal 10/23), 77 of 108
 * lenses keeping every hard constraint (25 of 36 requests in every lens), 34 of 36 requests
 * meeting the soft wishes. The engine of the round's start (the ninth set's claim) scores 175 of
 * 258, 65 lenses and 33 requests on it.
 *
 * The eleventh set (231 questions in 12 classes, 37 requests, 6 with nothing that fits), written on
 * 29 November 2026 by an eleventh reviewer from pages read at 03:29 UTC, commissioned after the
 * tenth set's claim and before the tenth round (regions said as adjectives, a safety floor said
 * after safety, a length said plainly, our index from the method, who does what, seasons in
 * everyday words, a package's own fees, a booking link's life) and blind to it. Its first score,
 * the claimed one, taken after that round: 192 of 231 on topic (83.1%; laws 19/19, packages 20/20,
 * events 18/19, health 17/19, safety 17/20, company 17/19, planning 16/19, documents 15/19,
 * policies 15/19, follow-ups 14/19, journal 13/20, accessibility 11/19), 99 of 111 lenses keeping
 * every hard constraint (32 of 37 requests in every lens), 36 of 37 requests meeting the soft
 * wishes. The engine of the round's start (the tenth set's claim) scores 189 of 231, 98 lenses
 * and 36 on it.
 *
 * The twelfth set (219 questions in 12 classes, 40 requests, 11 with nothing that fits), written on
 * 29 November 2026 by a twelfth reviewer from pages read at 05:44 UTC, commissioned after the
 * eleventh round and before any later change to the engine. Its first score, the claimed one, on
 * the engine as the eleventh round left it: 161 of 219 on topic (73.5%; laws 17/19, policies
 * 16/18, packages 16/19, safety 15/19, company 15/18, follow-ups 15/19, events 14/18, planning
 * 14/18, health 12/18, documents 10/17, accessibility 9/18, journal 8/18), 111 of 120 lenses
 * keeping every hard constraint (35 of 40 requests in every lens), 38 of 40 requests meeting the
 * soft wishes. Where nothing fits, the reviewer's nearest places are named in the soft wishes'
 * description (a lens that says nothing fits meets them whatever it names).
 *
 * The floors are the scores after the rounds since (29 November, 06:59 UTC: the days a traveler has
 * as a limit, "pp" and "all in" after a sum, where an event is held, the hate-crime and
 * anti-discrimination laws in everyday words, entry permits, the journal read list item by list
 * item, a section named by its heading, a place's access detail before the terms, and the thirteenth
 * and fourteenth rounds below; and on 29 November at 09:40 UTC, one of our destinations named as
 * where to go kept by every lens, the nearest shown where nothing fits under the safety floor, and
 * where to find something within a place named answered from the article that says, a policy's
 * paragraph quoted where the question says its run-in heading, and the journal's section whose
 * heading holds the question's rare word where the best match lacks it, how our staff are trained
 * answered from the staff code, and a figure asked of an article from the item that gives it),
 * so a later change may only raise them.
 *
 * The thirteenth set (206 questions in 12 classes, 38 requests, 11 with nothing that fits), written
 * on 29 November 2026 by a thirteenth reviewer from pages read at 06:11 UTC on a site built before
 * that round, commissioned before its first change and blind to it. Its first score, the claimed
 * one, taken after the round: 151 of 206 on topic (73.3%; laws 16/17, packages 15/17, safety
 * 14/17, company 14/17, follow-ups 14/18, events 13/17, policies 13/18, planning 12/17, health
 * 10/17, documents 10/17, accessibility 10/17, journal 10/17), 111 of 114 lenses keeping every hard
 * constraint (36 of 38 requests in every lens), 37 of 38 requests meeting the soft wishes. The
 * engine of the round's start scores 143 of 206, 111 lenses and 37 on it.
 *
 * The fourteenth set (217 questions in 12 classes, 36 requests, 10 with nothing that fits), written
 * on 29 November 2026 by a fourteenth reviewer from pages read at 06:28 UTC, commissioned after the
 * thirteenth claim and before that round's first change, and blind to it. Its first score, the
 * claimed one, taken after the round: 163 of 217 on topic (75.1%; events 17/18, laws 15/18, safety
 * 15/18, packages 15/18, planning 15/18, accessibility 14/18, health 13/18, policies 13/19,
 * follow-ups 13/18, documents 12/18, company 12/18, journal 9/18), 102 of 108 lenses keeping every
 * hard constraint (33 of 36 requests in every lens), 35 of 36 requests meeting the soft wishes. The
 * engine of the round's start scores 157 of 217 on it, and the engine of the session's start 151.
 *
 * The fifteenth set (224 questions in 12 classes, 40 requests, 11 with nothing that fits), written
 * on 29 November 2026 by a fifteenth reviewer from pages read at 06:44 UTC, commissioned after the
 * fourteenth claim and before that round's first change, and blind to it. Its first score, the
 * claimed one, taken after the round: 171 of 224 on topic (76.3%; packages 18/19, events 17/19,
 * laws 16/18, safety 15/19, health 15/18, company 15/18, documents 14/18, policies 14/19,
 * accessibility 13/19, planning 13/19, follow-ups 13/19, journal 8/19), 109 of 120 lenses keeping
 * every hard constraint (34 of 40 requests in every lens), 37 of 40 requests meeting the soft
 * wishes. The engine of the round's start scores the same 171 on it (that round's changes moved
 * none of its questions); the engine of the session's start 159, 106 lenses and 36.
 *
 * The sixteenth set (216 questions in 12 classes, 39 requests, 10 with nothing that fits), written
 * on 29 November 2026 by a sixteenth reviewer from pages read at 08:50 UTC, commissioned after the
 * fifteenth claim and before any change of the session that followed, and blind to it. Its first
 * score, the claimed one, taken on the engine as the fifteenth round left it: 165 of 216 on topic
 * (76.4%; packages 18/18, policies 16/18, events 15/18, company 15/18, planning 15/18, follow-ups
 * 15/18, laws 14/18, documents 14/18, safety 13/18, journal 11/18, health 10/18, accessibility
 * 9/18), 91 of 117 lenses keeping every hard constraint (27 of 39 requests in every lens), 33 of 39
 * requests meeting the soft wishes.
 *
 * The seventeenth set (216 questions in 12 classes, 39 requests, 9 with nothing that fits), written
 * on 29 November 2026 by a seventeenth reviewer from pages read at 08:50 UTC, apart from the
 * sixteenth and at the same time, commissioned before the round that followed the sixteenth's
 * claim, and blind to it. Its first score, the claimed one, taken after that round: 169 of 216 on
 * topic (78.2%; packages 18/18, company 17/18, laws 16/18, policies 16/18, safety 15/18, events
 * 14/18, health 13/18, accessibility 13/18, documents 12/18, journal 12/18, planning 12/18,
 * follow-ups 11/18), 102 of 117 lenses keeping every hard constraint (31 of 39 requests in every
 * lens), 36 of 39 requests meeting the soft wishes. The engine of the round's start scores 166 of
 * 216, 96 lenses and 35 on it.
 *
 * The eighteenth set (216 questions in 12 classes, 37 requests, 9 with nothing that fits), written
 * on 29 November 2026 by an eighteenth reviewer from pages read at 09:16 UTC, commissioned after
 * the seventeenth claim and before the next round, and blind to it. Its first score, the claimed
 * one, taken after that round: 167 of 216 on topic (77.3%; packages 18/18, follow-ups 17/18, events
 * 16/18, laws 15/18, planning 15/18, company 14/18, policies 13/18, safety 12/18, documents 12/18,
 * accessibility 12/18, journal 12/18, health 11/18), 104 of 111 lenses keeping every hard
 * constraint (30 of 37 requests in every lens), 33 of 37 requests meeting the soft wishes. The
 * engine of the round's start scores the same (that round moved none of its questions).
 *
 * The nineteenth set (216 questions in 12 classes, 40 requests, 9 with nothing that fits), written
 * on 29 November 2026 by a nineteenth reviewer from pages read at 09:16 UTC, apart from the
 * eighteenth and at the same time, and blind to the same round. Its first score, the claimed one,
 * taken after that round: 170 of 216 on topic (78.7%; packages 18/18, health 16/18, company 16/18,
 * safety 15/18, policies 15/18, follow-ups 15/18, laws 14/18, documents 13/18, events 13/18,
 * journal 13/18, planning 13/18, accessibility 9/18), 108 of 120 lenses keeping every hard
 * constraint (34 of 40 requests in every lens), 38 of 40 requests meeting the soft wishes. The
 * engine of the round's start scores the same.
 *
 * The twentieth set (216 questions in 12 classes, 38 requests, 9 with nothing that fits), written
 * on 29 November 2026 by a twentieth reviewer from pages read at 09:51 UTC, commissioned after the
 * nineteenth claim and before the next round, and blind to it. Its first score, the claimed one,
 * taken after that round: 156 of 216 on topic (72.2%; policies 16/18, packages 16/18, laws 15/18,
 * follow-ups 15/18, health 14/18, company 14/18, events 12/18, journal 12/18, documents 11/18,
 * planning 11/18, safety 10/18, accessibility 10/18), 99 of 114 lenses keeping every hard
 * constraint (28 of 38 requests in every lens), 31 of 38 requests meeting the soft wishes. The
 * engine of the round's start scores 155 of 216 on it.
 *
 * The twenty-first set (216 questions in 12 classes, 40 requests, 9 with nothing that fits), written
 * on 29 November 2026 by a twenty-first reviewer from pages read at 11:44 UTC, commissioned after the
 * twentieth claim and before any change of the next session, and blind to it. Its first score, the
 * claimed one, on the engine that session started from: 186 of 216 on topic (86.1%; laws 18/18,
 * packages 18/18, safety 17/18, events 17/18, planning 17/18, documents 16/18, policies 16/18,
 * company 16/18, health 14/18, accessibility 13/18, follow-ups 13/18, journal 11/18), 90 of 120
 * lenses keeping every hard constraint (30 of 40 requests in every lens), 39 of 40 requests meeting
 * the soft wishes.
 *
 * The twenty-second set (216 questions in 12 classes, 41 requests, 10 with nothing that fits),
 * written at the same time by a twenty-second reviewer from the same site, apart from the
 * twenty-first. Its first score, the claimed one, on the same engine: 174 of 216 on topic (80.6%;
 * packages 17/18, laws 16/18, accessibility 16/18, company 16/18, follow-ups 16/18, safety 15/18,
 * health 15/18, events 15/18, policies 15/18, planning 12/18, journal 11/18, documents 10/18), 109
 * of 123 lenses keeping every hard constraint (34 of 41 requests in every lens), 38 of 41 requests
 * meeting the soft wishes.
 *
 * The twenty-third set (216 questions in 12 classes, 41 requests, 9 with nothing that fits), written
 * on 29 November 2026 by a twenty-third reviewer from pages read at 11:51 UTC, commissioned before
 * that session's first round of changes (places by region or adjective, the nearest inside the
 * place asked, English words left to the speller, policy questions that say "trip", X markers,
 * lead times) and blind to it. Its first score, the claimed one, taken after that round: 171 of 216
 * on topic (79.2%; laws 17/18, packages 17/18, policies 16/18, documents 15/18, events 15/18,
 * company 15/18, follow-ups 15/18, safety 14/18, health 13/18, journal 13/18, planning 12/18,
 * accessibility 9/18), 118 of 123 lenses keeping every hard constraint (37 of 41 requests in every
 * lens), 39 of 41 requests meeting the soft wishes. The engine of the round's start scores 171 of
 * 216, 117 lenses and 38 requests on it: the round moved none of its questions on balance (two
 * gained, two lost).
 *
 * The twenty-fourth set (216 questions in 12 classes, 38 requests, 10 with nothing that fits),
 * written at the same time by a twenty-fourth reviewer from the same site, apart from the
 * twenty-third, and blind to the same round. Its first score, the claimed one, after that round:
 * 175 of 216 on topic (81.0%; laws 18/18, packages 18/18, policies 16/18, company 16/18, safety
 * 15/18, documents 15/18, events 15/18, planning 14/18, follow-ups 13/18, health 12/18, journal
 * 12/18, accessibility 11/18), 114 of 114 lenses keeping every hard constraint (34 of 38 requests
 * in every lens with the soft wishes), 34 of 38 requests meeting the soft wishes. The engine of the
 * round's start scores 170 of 216, 108 lenses and 34 requests on it.
 *
 * The twenty-fifth set (216 questions in 12 classes, 42 requests, 9 with nothing that fits), written
 * on 29 November 2026 by a twenty-fifth reviewer from pages read at 12:12 UTC, commissioned after
 * the twenty-third and twenty-fourth claims and before the session's second round (policy words,
 * the cheapest of a kind of trip, insurance and the journal wherever the trip goes, countries we
 * do not cover) and blind to it. Its first score, the claimed one, after that round: 182 of 216 on
 * topic (84.3%; laws 17/18, documents 17/18, packages 17/18, company 17/18, planning 17/18, events
 * 16/18, health 15/18, policies 15/18, follow-ups 14/18, journal 13/18, safety 12/18,
 * accessibility 12/18), 112 of 126 lenses keeping every hard constraint (30 of 42 requests in
 * every lens with the soft wishes), 35 of 42 requests meeting the soft wishes. The engine of the
 * round's start scores 180 of 216, 112 lenses and 35 requests on it.
 *
 * The twenty-sixth set (216 questions in 12 classes, 38 requests, 9 with nothing that fits),
 * written at the same time by a twenty-sixth reviewer from the same site, apart from the
 * twenty-fifth, and blind to the same round. Its first score, the claimed one, after that round:
 * 169 of 216 on topic (78.2%; packages 17/18, company 16/18, follow-ups 16/18, health 15/18,
 * journal 15/18, laws 14/18, accessibility 14/18, documents 13/18, planning 13/18, safety 12/18,
 * events 12/18, policies 12/18), 108 of 114 lenses keeping every hard constraint (34 of 38
 * requests in every lens), 35 of 38 requests meeting the soft wishes. The engine of the round's
 * start scores 168 of 216, 108 lenses and 35 requests on it.
 *
 * The twenty-seventh set (216 questions in 12 classes, 38 requests, 10 with nothing that fits),
 * written on 29 November 2026 by a twenty-seventh reviewer from pages read at 13:10 UTC, after the
 * twenty-fifth and twenty-sixth claims and the outside testers' fixes, commissioned before the
 * session's third round and blind to it. Its first score, the claimed one, after that round: 187 of
 * 216 on topic (86.6%; health 18/18, packages 18/18, laws 17/18, events 17/18, policies 17/18,
 * documents 16/18, company 16/18, follow-ups 16/18, safety 14/18, planning 14/18, accessibility
 * 13/18, journal 11/18), 109 of 114 lenses keeping every hard constraint (34 of 38 requests in
 * every lens with the soft wishes), 36 of 38 requests meeting the soft wishes. The engine of the
 * round's start scores the same.
 *
 * The twenty-eighth set (216 questions in 12 classes, 39 requests, 10 with nothing that fits),
 * written at the same time by a twenty-eighth reviewer from the same site, apart from the
 * twenty-seventh, and blind to the same round. Its first score, the claimed one, after that round:
 * 186 of 216 on topic (86.1%; laws 18/18, health 17/18, events 17/18, packages 17/18, policies
 * 17/18, company 17/18, planning 16/18, safety 15/18, follow-ups 15/18, documents 14/18,
 * accessibility 12/18, journal 11/18), 105 of 117 lenses keeping every hard constraint (35 of 39
 * requests in every lens with the soft wishes), 37 of 39 requests meeting the soft wishes. The
 * engine of the round's start scores the same.
 *
 * The twenty-ninth set (216 questions in 12 classes, 48 requests, 10 with nothing that fits),
 * written on 29 November 2026 by a twenty-ninth reviewer from pages read at 14:31 UTC, commissioned
 * at the start of the next session, before its changes (a listed event's trip, a supplier's
 * failure, "confirm that…", full-width letters, two-word place names in journal sentences), and
 * blind to them. Its first score, the claimed one, after them: 180 of 216 on topic (83.3%;
 * packages 18/18, events 17/18, company 17/18, policies 16/18, laws 15/18, health 15/18, planning
 * 15/18, safety 14/18, documents 14/18, journal 14/18, follow-ups 14/18, accessibility 11/18), 138
 * of 144 lenses keeping every hard constraint (41 of 48 requests in every lens with the soft
 * wishes), 42 of 48 requests meeting the soft wishes. The session's starting engine scores the
 * same.
 *
 * The thirtieth set (216 questions in 12 classes, 39 requests, 10 with nothing that fits), written
 * at the same time by a thirtieth reviewer from the same site, apart from the twenty-ninth, and
 * blind to the same changes. Its first score, the claimed one, after them: 183 of 216 on topic
 * (84.7%; packages 18/18, events 17/18, policies 17/18, laws 16/18, documents 16/18, follow-ups
 * 16/18, company 15/18, health 14/18, accessibility 14/18, planning 14/18, safety 13/18, journal
 * 13/18), 109 of 117 lenses keeping every hard constraint (31 of 39 requests in every lens with the
 * soft wishes), 33 of 39 requests meeting the soft wishes. The session's starting engine scores
 * the same.
 *
 * The thirty-first set (216 questions in 12 classes, 41 requests, 9 with nothing that fits),
 * written on 29 November 2026 by a thirty-first reviewer from pages read at 14:51 UTC, commissioned
 * before the round drawn from the twenty-ninth and thirtieth sets' failures and blind to it. Its
 * first score, the claimed one, after that round: 184 of 216 on topic (85.2%; laws 18/18, planning
 * 18/18, events 17/18, packages 17/18, policies 17/18, safety 16/18, company 16/18, health 15/18,
 * documents 15/18, follow-ups 13/18, accessibility 12/18, journal 10/18), 121 of 123 lenses
 * keeping every hard constraint (40 of 41 requests in every lens with the soft wishes), 41 of 41
 * requests meeting the soft wishes. The engine of the round's start scores 184 of 216, 121 lenses
 * and 40 requests on it.
 *
 * The thirty-second set (216 questions in 12 classes, 41 requests, 10 with nothing that fits),
 * written at the same time by a thirty-second reviewer from the same site, apart from the
 * thirty-first, and blind to the same round. Its first score, the claimed one, after it: 185 of
 * 216 on topic (85.6%; laws 18/18, health 17/18, company 17/18, packages 17/18, safety 16/18,
 * planning 16/18, documents 15/18, policies 15/18, follow-ups 15/18, events 14/18, journal 13/18,
 * accessibility 12/18), 104 of 123 lenses keeping every hard constraint (32 of 41 requests in
 * every lens with the soft wishes), 37 of 41 requests meeting the soft wishes. The engine of the
 * round's start scores 181 of 216, 104 lenses and 37 requests on it.
 *
 * The thirty-third set (216 questions in 12 classes, 40 requests, 10 with nothing that fits),
 * written on 29 November 2026 by a thirty-third reviewer from pages read at 17:20 UTC, commissioned
 * at the start of the evening session, before its changes, and blind to them. Its first score, the
 * claimed one, on the engine that session started from: 184 of 216 on topic (85.2%; packages
 * 18/18, policies 18/18, company 17/18, safety 16/18, events 16/18, laws 15/18, health 15/18,
 * accessibility 15/18, planning 15/18, follow-ups 14/18, documents 13/18, journal 12/18), 99 of
 * 120 lenses keeping every hard constraint (29 of 40 requests in every lens with the soft wishes),
 * 38 of 40 requests meeting the soft wishes.
 *
 * The thirty-fourth set (216 questions in 12 classes, 50 requests, 10 with nothing that fits),
 * written at the same time by a thirty-fourth reviewer from the same site, apart from the
 * thirty-third, and blind to the same changes. Its claimed score, on the same engine: 182 of 216 on
 * topic (84.3%; events 18/18, packages 18/18, policies 18/18, laws 16/18, planning 16/18, company
 * 16/18, documents 15/18, follow-ups 15/18, safety 14/18, health 14/18, accessibility 11/18,
 * journal 11/18), 133 of 150 lenses keeping every hard constraint (40 of 50 requests in every lens
 * with the soft wishes), 46 of 50 requests meeting the soft wishes.
 *
 * The thirty-fifth set (216 questions in 12 classes, 38 requests, 9 with nothing that fits),
 * written on 29 November 2026 by a thirty-fifth reviewer from pages read at 20:09 UTC,
 * commissioned at the start of the night session, before its changes to the assistants, and blind
 * to them. Its claimed score, on the engine that session started from: 185 of 216 on topic (85.6%;
 * events 18/18, packages 18/18, policies 17/18, safety 16/18, laws 16/18, follow-ups 16/18,
 * documents 15/18, company 15/18, planning 15/18, health 14/18, accessibility 13/18, journal
 * 12/18), 114 of 114 lenses keeping every hard constraint, 37 of 38 requests meeting the soft
 * wishes.
 *
 * The thirty-sixth set (216 questions in 12 classes, 40 requests, 10 with nothing that fits),
 * written at the same time by a thirty-sixth reviewer from the same site, apart from the
 * thirty-fifth, and blind to the same changes. Its claimed score, on the same engine: 179 of 216 on
 * topic (82.9%; events 17/18, company 17/18, laws 16/18, health 16/18, documents 16/18, packages
 * 16/18, policies 16/18, planning 16/18, follow-ups 16/18, safety 14/18, journal 10/18,
 * accessibility 9/18), 120 of 120 lenses keeping every hard constraint, 40 of 40 requests meeting
 * the soft wishes.
 *
 * The thirty-seventh set (216 questions in 12 classes, 40 requests, 14 with nothing that fits),
 * written on 29 November 2026 by a thirty-seventh reviewer from pages read at 22:33 UTC,
 * commissioned at the start of the late-night session, before any change to the assistants, and
 * blind to them. Its claimed score, on the engine that session started from (4b39872): 175 of 216
 * on topic (81.0%; health 17/18, packages 17/18, policies 17/18, laws 16/18, company 16/18,
 * documents 15/18, safety 14/18, events 14/18, planning 14/18, follow-ups 14/18, accessibility
 * 11/18, journal 10/18), 117 of 120 lenses keeping every hard constraint, 38 of 40 requests meeting
 * the soft wishes.
 *
 * The thirty-eighth set (216 questions in 12 classes, 40 requests, 14 with nothing that fits),
 * written at the same time by a thirty-eighth reviewer from the same site, apart from the
 * thirty-seventh, and blind to the same changes. Its claimed score, on the same engine: 173 of 216
 * on topic (80.1%; health 18/18, packages 18/18, events 17/18, planning 17/18, policies 16/18,
 * company 16/18, laws 15/18, follow-ups 15/18, documents 14/18, safety 11/18, journal 9/18,
 * accessibility 7/18), 120 of 120 lenses keeping every hard constraint, 40 of 40 requests meeting
 * the soft wishes.
 *
 * The thirty-ninth set (216 questions in 12 classes, 40 requests, 14 with nothing that fits),
 * written on 30 November by a thirty-ninth reviewer from the site as it stood (pages read from
 * 02:03 UTC), commissioned at the start of that session, before any change to the assistants, and
 * blind to them. Its claimed score, on the engine that session started from (e6dfe4f): 163 of 216
 * on topic (75.5%; packages 18/18, laws 17/18, health 17/18, safety 16/18, events 15/18, company
 * 15/18, planning 14/18, journal 11/18, policies 11/18, follow-ups 11/18, documents 10/18,
 * accessibility 8/18), 116 of 120 lenses keeping every hard constraint, 38 of 40 requests meeting
 * the soft wishes.
 *
 * The fortieth set (216 questions, 40 requests, 14 with nothing that fits), written at the same
 * time by a fortieth reviewer, apart from the thirty-ninth, and blind to the same changes. Its
 * claimed score, on the same engine: 175 of 216 on topic (81.0%; policies 18/18, safety 16/18,
 * laws 16/18, health 16/18, documents 16/18, packages 16/18, company 15/18, planning 15/18, events
 * 14/18, follow-ups 13/18, accessibility 10/18, journal 10/18), 113 of 120 lenses keeping every
 * hard constraint, 38 of 40 requests meeting the soft wishes.
 *
 * The forty-first set (216 questions in 12 classes, 40 requests, 15 with nothing that fits),
 * written on 30 November by a forty-first reviewer from the site as it stood (pages read from
 * 05:40 UTC), commissioned at the start of that session, before any change to the assistants, and
 * blind to them. Its claimed score, on the engine that session started from (59f7c80): 166 of 216
 * on topic (76.9%; laws 17/18, events 17/18, follow-ups 17/18, policies 16/18, company 16/18,
 * packages 15/18, health 14/18, documents 14/18, safety 12/18, planning 12/18, accessibility
 * 10/18, journal 6/18), 115 of 120 lenses keeping every hard constraint, 38 of 40 requests meeting
 * the soft wishes.
 *
 * The forty-second set (216 questions, 40 requests, 13 with nothing that fits), written at the
 * same time by a forty-second reviewer, apart from the forty-first, and blind to the same changes.
 * Its claimed score, on the same engine: 169 of 216 on topic (78.2%; laws 18/18, packages 18/18,
 * policies 17/18, documents 16/18, company 16/18, safety 15/18, events 15/18, health 14/18,
 * planning 12/18, accessibility 10/18, follow-ups 10/18, journal 8/18), 108 of 120 lenses keeping
 * every hard constraint, 39 of 40 requests meeting the soft wishes.
 */
/*
 * Floors lowered on 29 November 2026 (evening), with the reason: the recommendation box now counts a
 * month by a place's best time and a budget by any of its trips, separately, the rule the reviewers'
 * brief has stated since the sixteenth set; before, a budget and a month had to be kept by one trip
 * that departs in that month, the rule the ninth to fifteenth sets' brief stated. The two rules
 * contradict each other, so those seven sets lose 112 lenses keeping every hard constraint (ninth
 * 105 to 88, tenth 108 to 97, eleventh 100 to 84, twelfth 120 to 90, thirteenth 114 to 101,
 * fourteenth 105 to 93, fifteenth 118 to 105) and five requests meeting soft wishes, while the
 * other sets gain 82 lenses (the twentieth loses 3 and the twenty-ninth 2, the latter with a
 * "mid-to-late October" against an "early October" best time). Where a place fits by its
 * best time and its trip within the budget leaves in another month, the safety lens says when it
 * departs and that we would plan the trip to order then. Soft wishes lost elsewhere (twenty-second,
 * twenty-third, twenty-sixth, thirty-third: one or two each) are requests where a place now allowed
 * outranks the one the reviewer named.
 */
const floors: Record<keyof typeof heldOutSets, Floors> = {
  first: { questions: 211, lensesKeepingHardConstraints: 102, requestsMeetingSoftWishes: 32 },
  second: { questions: 199, lensesKeepingHardConstraints: 132, requestsMeetingSoftWishes: 42 },
  // 196, not 197: e192 ("lesbian couple going to cape town, what should we watch out for") had
  // passed on "care" holding "car" in "Mostly yes, with some care"; the answer now gives no
  // "yes" to a question that asks none, and the notes' sentence on pre-booked cars is not chosen.
  // 198, not 199: a question about a named article now weighs the words of the article's name it
  // did not use to name it at half ("your Mykonos beyond the party article: which quiet
  // beaches?"), where they counted nothing; so "which winter pride in your ski article has the
  // pride descent" (e141) finds Whistler's winter Pride, and the Beitou question (e128) the
  // museum's sentence; 17 questions gained across the sets.
  third: { questions: 198, lensesKeepingHardConstraints: 126, requestsMeetingSoftWishes: 42 },
  fourth: { questions: 210, lensesKeepingHardConstraints: 129, requestsMeetingSoftWishes: 45 },
  fifth: { questions: 199, lensesKeepingHardConstraints: 125, requestsMeetingSoftWishes: 45 },
  sixth: { questions: 159, lensesKeepingHardConstraints: 97, requestsMeetingSoftWishes: 32 },
  // 217, not 218: "areas" now meets "area" (a short word's plural "s" is read off), and in s188
  // the Taipei guide's sentence on the MRT's paid areas takes the place of the Red House.
  seventh: { questions: 220, lensesKeepingHardConstraints: 102, requestsMeetingSoftWishes: 34 },
  eighth: { questions: 182, lensesKeepingHardConstraints: 101, requestsMeetingSoftWishes: 35 },
  ninth: { questions: 190, lensesKeepingHardConstraints: 88, requestsMeetingSoftWishes: 36 },
  tenth: { questions: 231, lensesKeepingHardConstraints: 97, requestsMeetingSoftWishes: 36 },
  eleventh: { questions: 214, lensesKeepingHardConstraints: 84, requestsMeetingSoftWishes: 36 },
  twelfth: { questions: 200, lensesKeepingHardConstraints: 92, requestsMeetingSoftWishes: 36 },
  thirteenth: { questions: 179, lensesKeepingHardConstraints: 101, requestsMeetingSoftWishes: 36 },
  fourteenth: { questions: 187, lensesKeepingHardConstraints: 93, requestsMeetingSoftWishes: 35 },
  fifteenth: { questions: 186, lensesKeepingHardConstraints: 107, requestsMeetingSoftWishes: 38 },
  sixteenth: { questions: 184, lensesKeepingHardConstraints: 114, requestsMeetingSoftWishes: 38 },
  seventeenth: { questions: 190, lensesKeepingHardConstraints: 109, requestsMeetingSoftWishes: 39 },
  eighteenth: { questions: 187, lensesKeepingHardConstraints: 111, requestsMeetingSoftWishes: 33 },
  nineteenth: { questions: 187, lensesKeepingHardConstraints: 115, requestsMeetingSoftWishes: 39 },
  twentieth: { questions: 178, lensesKeepingHardConstraints: 107, requestsMeetingSoftWishes: 36 },
  twentyFirst: { questions: 200, lensesKeepingHardConstraints: 109, requestsMeetingSoftWishes: 40 },
  twentySecond: {
    questions: 192,
    lensesKeepingHardConstraints: 115,
    requestsMeetingSoftWishes: 39,
  },
  twentyThird: { questions: 188, lensesKeepingHardConstraints: 123, requestsMeetingSoftWishes: 40 },
  twentyFourth: {
    questions: 189,
    lensesKeepingHardConstraints: 114,
    requestsMeetingSoftWishes: 36,
  },
  twentyFifth: { questions: 191, lensesKeepingHardConstraints: 117, requestsMeetingSoftWishes: 39 },
  twentySixth: { questions: 184, lensesKeepingHardConstraints: 108, requestsMeetingSoftWishes: 34 },
  twentySeventh: {
    questions: 199,
    lensesKeepingHardConstraints: 109,
    requestsMeetingSoftWishes: 36,
  },
  twentyEighth: {
    questions: 191,
    lensesKeepingHardConstraints: 105,
    requestsMeetingSoftWishes: 37,
  },
  twentyNinth: { questions: 194, lensesKeepingHardConstraints: 139, requestsMeetingSoftWishes: 46 },
  thirtieth: { questions: 198, lensesKeepingHardConstraints: 109, requestsMeetingSoftWishes: 36 },
  thirtyFirst: { questions: 188, lensesKeepingHardConstraints: 121, requestsMeetingSoftWishes: 41 },
  // 189, not 190: "when's the window for northern lights in iceland" (q192) now finds the ski
  // weeks' article, whose sentence on our Iceland trip names the aurora, the journal's word that
  // "northern lights" is now read with (which answers "how many nights did they see the northern
  // lights?" in the Iceland report, and gained 24 questions across the sets).
  thirtySecond: {
    questions: 190,
    lensesKeepingHardConstraints: 109,
    requestsMeetingSoftWishes: 37,
  },
  thirtyThird: { questions: 192, lensesKeepingHardConstraints: 110, requestsMeetingSoftWishes: 37 },
  thirtyFifth: { questions: 193, lensesKeepingHardConstraints: 114, requestsMeetingSoftWishes: 37 },
  thirtySixth: { questions: 193, lensesKeepingHardConstraints: 120, requestsMeetingSoftWishes: 40 },
  thirtySeventh: {
    questions: 182,
    lensesKeepingHardConstraints: 117,
    requestsMeetingSoftWishes: 38,
  },
  thirtyEighth: {
    questions: 175,
    lensesKeepingHardConstraints: 120,
    requestsMeetingSoftWishes: 40,
  },
  thirtyNinth: {
    questions: 173,
    lensesKeepingHardConstraints: 116,
    requestsMeetingSoftWishes: 39,
  },
  fortieth: {
    questions: 180,
    lensesKeepingHardConstraints: 113,
    requestsMeetingSoftWishes: 38,
  },
  fortyFirst: {
    questions: 172,
    lensesKeepingHardConstraints: 115,
    requestsMeetingSoftWishes: 38,
  },
  fortySecond: {
    questions: 173,
    lensesKeepingHardConstraints: 108,
    requestsMeetingSoftWishes: 39,
  },
  thirtyFourth: {
    questions: 191,
    lensesKeepingHardConstraints: 145,
    requestsMeetingSoftWishes: 48,
  },
};

describe.each(Object.entries(heldOutSets) as [keyof typeof heldOutSets, HeldOutSet][])(
  "the held-out evaluation, %s set",
  (name, set) => {
    const chat = runHeldOutChat(catalog, set.questions);
    const requests = runHeldOutRecommendations(catalog, set.requests);
    const floor = floors[name];

    it("holds at least 150 questions and 30 requests, each checkable against our own data", () => {
      expect(set.questions.length).toBeGreaterThanOrEqual(150);
      expect(set.requests.length).toBeGreaterThanOrEqual(30);
      expect(new Set(set.questions.map((q) => q.id)).size).toBe(set.questions.length);
      for (const question of set.questions) {
        expect(question.must.length).toBeGreaterThan(0);
        for (const group of question.must) expect(group.length).toBeGreaterThan(0);
      }
      const ids = new Set(catalog.destinations.map((d) => d.id));
      for (const request of set.requests) {
        expect(request.none_fit).toBe(request.hard.allowed.length === 0);
        for (const place of [...request.hard.allowed, ...request.soft.best]) {
          expect(ids.has(place) ? place : `${request.id}: unknown ${place}`).toBe(place);
        }
        for (const place of request.soft.best) expect(request.hard.allowed).toContain(place);
      }
    });

    it(`answers at least ${floor.questions} of the questions on topic`, () => {
      const answered = chat.filter(answersQuestion);
      const byClass = new Map<string, [number, number]>();
      for (const result of chat) {
        const counts = byClass.get(result.question.class) ?? [0, 0];
        byClass.set(result.question.class, [
          counts[0] + Number(answersQuestion(result)),
          counts[1] + 1,
        ]);
      }
      const report = [
        `held-out chat (${name} set): ${answered.length} of ${chat.length} on topic`,
        [...byClass].map(([kind, [yes, all]]) => `${kind} ${yes}/${all}`).join(", "),
        ...chat.filter((result) => !answersQuestion(result)).map(describeQuestion),
      ].join("\n");
      expect({ answered: answered.length >= floor.questions, report }).toEqual({
        answered: true,
        report,
      });
    });

    it("keeps hard constraints and meets soft wishes at least as often as before", () => {
      const lenses = requests.flatMap((result) => result.lenses);
      const keeping = lenses.filter((lens) => lens.hard).length;
      const meeting = requests.filter(
        (result) =>
          result.lenses.filter((lens) => lens.soft).length * 3 >= result.lenses.length * 2,
      ).length;
      const report = [
        `held-out recommendations (${name} set): ${requests.filter(respectsRequest).length} of ${requests.length} respected in every lens; ` +
          `${keeping} of ${lenses.length} lenses keep every hard constraint; ` +
          `${meeting} of ${requests.length} requests have two lenses of three meeting the soft wishes`,
        ...requests.filter((result) => !respectsRequest(result)).map(describeRequest),
      ].join("\n");
      expect({
        keeping: keeping >= floor.lensesKeepingHardConstraints,
        meeting: meeting >= floor.requestsMeetingSoftWishes,
        report,
      }).toEqual({ keeping: true, meeting: true, report });
    });
  },
);
