/**
 * A visitor's everyday words for what our content names otherwise, put in the content's words once,
 * before the chat reads the question: "a cab" is a taxi, to "give out" a document is to issue it (Mykonos: "taxis are scarce"), "X
 * passports", "X gender marker passports" and "non-binary passports" are X-marker passports, and "a
 * non-binary marker" an X marker, as the journal and the records name them; what not to "say or
 * post" is what a record says to avoid comment on, online or in person; the message or form a
 * visitor asks whether we received is an inquiry, as our terms call it ("We reply to every inquiry
 * within 24 hours"); what a visitor does at night, the records say of "after dark"; how much
 * medication to pack is a supply and its refills.
 */
const contentWords: [RegExp, string][] = [
  [/\b(give|gives|giving|hand|hands|handing) out\b/gi, "issue"],
  [
    /\b(give|gives|giving)(?= (x|non-?binary|gender[- ]neutral)[- ](gender |sex )?passports?\b)/gi,
    "issue",
  ],
  [
    /\b(x|non-?binary|gender[- ]neutral)[- ](gender |sex )?(marker )?passport(s?)\b/gi,
    "X-marker passport$4",
  ],
  [/\b(non-?binary|gender[- ]neutral) (gender |sex )?markers?\b/gi, "X marker"],
  // What a traveler should not say or post is what the records say to avoid comment on.
  [
    /\b(shouldn'?t|should not|not|can'?t|cannot|never|careful (about )?what (i|we|to)) (say|post|write|tweet)( or (say|post|write))?\b/gi,
    "$& (comment online)",
  ],
  [
    /\b(get|got|gotten|receive[ds]?|receiving|see|seen|saw) (my|our) (mes+a?ge|msg|e-?mail|form|note|request)s?\b/gi,
    "$& (inquiry)",
  ],
  // What the visitor does "at night" the records say of "after dark".
  [/\b(at|late at|in the|walking at|out at) night\b/gi, "$& (after dark)"],
  // How much medication to pack is the supply and the refills, as the journal says it.
  [
    /\bhow much (extra |more |spare )?(prep|pep|hrt|meds|medications?|medicines?|hormones|pills|testosterone|estrogen|oestrogen)\b[^.?!]{0,40}\b(pack|bring|take|carry)\w*\b/gi,
    "$& (supply, refills)",
  ],
  // The journal's word for the northern lights (not in our trip's name, "the Iceland Northern Lights").
  [
    /(?<!\biceland )\b(northern|southern) lights\b(?! (trip|package|tour|journey|holiday))/gi,
    "$& (aurora)",
  ],
  // Cash is what our terms call money ("A credit is never paid out as money"), and a sight we
  // cannot guarantee is one that "can never be promised".
  [/\b(in |as |for )?cash\b(?! out)/gi, "$& (money)"],
  [/\bguarantee(d|s)?\b/gi, "$& (promised)"],
  // "Do I have to buy insurance?": whether our terms require it.
  [
    /\b(do|does|must|will) (i|we|you|they) (really |actually |still )?(have|need) to (buy|get|take out|purchase)\b/gi,
    "$& (required)",
  ],
  [/\bcabs\b/gi, "taxis"],
  [/\bcab\b/gi, "taxi"],
];

export function inContentWords(text: string): string {
  return contentWords.reduce((rest, [pattern, words]) => rest.replace(pattern, words), text);
}
