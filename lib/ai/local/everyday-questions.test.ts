/**
 * Everyday questions answered with what they ask: the lowest-rated place as well as the highest,
 * a traveler's own partner as a person (not our partner organisations), a travel credit's life, our
 * emergency line, who may book, and a record's own sentence on what was asked (clubs, laws a
 * visitor could break, why a score is capped, the services it names).
 */
import { catalog, chat, compare, plan } from "../../test-support/local-engine";
const notes = (id: string) => catalog.safety.get(id)!.notes;

describe("everyday questions", () => {
  it("names the lowest-rated destinations, lowest first, when asked for the lowest", () => {
    const lowest = [...catalog.destinations].sort((a, b) => a.safety_score - b.safety_score)[0]!;
    expect(chat("which place you cover has the lowest safety rating")).toMatch(
      new RegExp(`^The lowest-rated of our \\d+ destinations .* are ${lowest.name}`),
    );
  });

  it("reads 'my partner' as a person and 'your partners' as the organisations we support", () => {
    expect(chat("my partner is celiac, can you guarantee gluten free meals on the trip")).toContain(
      "We cannot guarantee special requests",
    );
    expect(chat("who are your partners")).toMatch(/^We work with and support /);
  });

  it("answers a travel credit's life, our emergency line and who may book from our terms", () => {
    expect(chat("how long is a travel credit good for")).toContain("within 12 months of its issue");
    expect(chat("can i pay with a credit card")).not.toContain("A credit is worth");
    expect(
      chat("what number do i call if something goes wrong while im on a trip with you"),
    ).toContain(catalog.site.contact.emergency_phone);
    expect(chat("i'm 17 can i book a trip by myself")).toContain("You must be 18 or older");
    expect(chat("how old do you have to be to book?")).toContain("You must be 18 or older");
    // How old a building is asks its age, not our rule on minors.
    const redHouse = chat("how old is the red house in ximending?");
    expect(redHouse).toContain("1908");
    expect(redHouse).not.toContain("You must be 18 or older");
  });

  it("lists the destinations no package reaches yet, counted from the packages' routes", () => {
    const bare = catalog.destinations.filter(
      (d) => !catalog.packages.some((pkg) => pkg.destination_ids.includes(d.id)),
    );
    expect(bare.length).toBeGreaterThan(0);
    for (const question of [
      "which of your destinations don't have a package yet?",
      "which destinations dont have a package yet?",
      "which destinations have no packages yet",
      "Which destinations are without a package?",
      "Are there any places you cover with no packages?",
    ]) {
      const answer = chat(question);
      expect(answer).toMatch(/have no fixed-price package yet|has no fixed-price package yet/);
      for (const d of bare) expect(answer).toContain(d.name);
      expect(answer).not.toContain("fixed-price packages run from");
    }
  });

  it("reads Iberia as Iberia, not Liberia, and 'which city would you start with' as a city to visit", () => {
    expect(
      chat("can we do madrid to lisbon by train like the rest of our iberia trip?"),
    ).not.toMatch(/Liberia/);
    expect(chat("is liberia safe for gay men?")).toMatch(/^Warning: Liberia criminalises/);
    // A slip keeps a word's first letter: Siberia is no misspelt Liberia.
    expect(chat("Is Siberia safe for a gay couple?")).not.toMatch(/Liberia/);
    expect(
      chat("queer woman planning my first ever solo trip - which city would you start with?"),
    ).not.toContain("We're based in");
    expect(chat("which city are you in?")).toMatch(/^We're based in /);
  });

  it("answers whether a credit can be cashed out, and whether the northern lights are guaranteed", () => {
    for (const question of [
      "can my travel credit be paid out as cash instead?",
      "can i cash out a travel credit i got from you?",
    ]) {
      const answer = chat(question);
      expect(answer).toContain("A credit is never paid out as money");
      // "Cash out a credit" outs nobody: no code of conduct.
      expect(answer).not.toContain("Code of Conduct");
    }
    expect(
      chat("if we book the iceland northern lights trip are we guaranteed to actually see them?"),
    ).toContain("the northern lights can never be promised");
  });

  it("answers a place in a month outside its best time with what our journal says of that month", () => {
    expect(chat("is tallinn worth it in december?")).toMatch(
      /December falls outside it\.[\s\S]*the Christmas market on Town Hall Square in December/,
    );
  });

  it("answers whether travel insurance must be bought with the terms' rule that requires it", () => {
    const answer = chat("do i HAVE to buy travel insurance? i'd rather skip it");
    expect(answer).toContain("Travel insurance is required for every international trip");
    expect(answer).toContain("you must sign a waiver");
  });

  it("answers whether our staff are trained in accessibility from our staff code of conduct", () => {
    expect(chat("do your staff get any kind of accessibility training?")).toMatch(
      /^From our Staff Code of Conduct, section \d+ \(Training\): Everyone completes quarterly training, .*accessibility/,
    );
  });

  it("answers how soon PEP must start with the journal's 72 hours, not our emergency line", () => {
    for (const question of [
      "if something goes wrong on holiday, how quickly do i need to start PEP?",
      "if something goes wrong on a hookup abroad, how fast do i need to get PEP?",
    ]) {
      const answer = chat(question);
      expect(answer).toContain("72 hours");
      expect(answer).not.toContain(catalog.site.contact.emergency_phone);
    }
  });

  it("answers when the northern lights can be seen with the months, and how many nights the Iceland report saw them", () => {
    expect(chat("when can you actually see the northern lights in iceland?")).toMatch(
      /September to March/,
    );
    expect(
      chat(
        "in your iceland honeymoon trip report, how many nights did they actually see the northern lights?",
      ),
    ).toContain("three nights out of eleven");
    expect(
      chat("what's the rule of thumb in your rail over air article for when you pick the train?"),
    ).toContain("six hours");
  });

  it("answers a need or a fee mentioned with 'trip' or 'hotels' from our terms, not with the list of our packages", () => {
    for (const question of [
      "i need my medication kept in a fridge the whole trip, is that something you handle?",
      "who's responsible for making sure i'm physically fit enough for a trip?",
      "i'm deaf - who should i tell so guides and hotels can accommodate me?",
    ]) {
      const answer = chat(question);
      expect(answer).toMatch(/^From our Terms of Service, section \d+ \(Health, Accessibility/);
      expect(answer).not.toContain("fixed-price packages run from");
    }
    // A paragraph's middle sentence stays between the two the question asks for.
    const commission = chat("do hotels pay you commission? does that affect what you recommend");
    expect(commission).toContain(
      "Some suppliers pay travel agencies a commission. If a supplier in your trip does, we will tell you, in writing, which one and roughly how much. Commissions never decide which supplier we recommend.",
    );
    expect(commission).not.toMatch(/deposit|fixed-price packages run from/i);
    // Asking for our trips still lists them.
    expect(chat("what trips do you have?")).toContain("fixed-price packages run from");
  });

  it("answers a traveler whose passport says X from the journal's guide, not with every destination's law", () => {
    const answer = chat(
      "my passport says X but the online visa form only has male/female. what do i pick??",
    );
    expect(answer).toContain("ask the consulate which to choose");
    expect(answer).not.toContain("X-marker passports admitted, across our");
    // A dual national's countries are theirs, not where they ask about.
    expect(
      chat(
        "I'm a US/UK dual national and my two passports have different gender markers. Which one do I travel on?",
      ),
    ).toContain(
      "US citizens, for example, must use a US passport to enter and leave the United States",
    );
  });

  it("answers a no-show, how long an enquiry is kept, the check-in call, replies while away and how often records are reviewed", () => {
    expect(chat("what if i just don't show up for a custom trip without telling you")).toMatch(
      /Cancellation by You/,
    );
    expect(chat("if i just send an enquiry and never book, how long do you hang on to it")).toMatch(
      /How Long We Keep/,
    );
    expect(chat("do you call us before the trip to check everything?")).toContain(
      "48 hours before departure, we call you",
    );
    expect(
      chat("if i'm travelling and have a non-urgent question, how fast do you reply?"),
    ).toContain("within 12 hours");
    expect(chat("how often do you update the safety info on each destination")).toContain(
      "reviewed at least twice a year",
    );
  });

  it("answers the cheapest of a kind of trip among that kind, and names the kind", () => {
    expect(chat("cheapest beach/island package you have, and the price?")).toMatch(
      /^Our least expensive Beach & Island package is the Malta and Gozo Island Hop, \$8,600 per person/,
    );
    expect(chat("what pride packages do you have?")).toMatch(
      /^Our 4 Pride Celebrations packages run from/,
    );
    // Every trip of ours is a luxury one.
    expect(chat("what luxury trips do you have?")).toMatch(/^Our 18 fixed-price packages run from/);
  });

  it("adds what the journal says of a country we do not cover, where it answers the question", () => {
    const answer = chat(
      "going to japan after our trip, how much of my prescription meds can i bring in without extra paperwork",
    );
    expect(answer).toMatch(/^We don't cover Japan yet\./);
    expect(answer).toContain("Japan allows visitors to bring up to a one-month supply");
  });

  it("answers a false claim that a country criminalised same-sex relations with the law, not a 'Yes'", () => {
    for (const question of [
      "My friend said Malta recriminalised gay sex in 2026, so it's illegal now right?",
      "Malta criminalised gay sex this year, right?",
    ]) {
      const answer = chat(question);
      expect(answer).toMatch(/^Same-sex relations legal \(Malta\): yes\./);
      expect(answer).not.toMatch(/^Yes:/);
    }
  });

  it("keeps the trip a follow-up points back at, even when it asks a policy ('the carbon offset on that one')", () => {
    expect(
      chat("what's the carbon offset on that one", [
        "tell me about the antarctic expedition cruise",
      ]),
    ).toMatch(/Antarctic Expedition Cruise/);
  });

  it("says a country's law against LGBTQ+ expression whoever asks, an HIV+ traveler too", () => {
    expect(chat("I'm poz and undetectable, can I travel to Russia?")).toContain(
      'Russia bans LGBTQ+ "propaganda" and Pride marches',
    );
  });

  it("says no 'yes' to an act a record warns against, and quotes the warning", () => {
    const answer = chat(
      "staying at a nice hotel in san francisco — ok to leave our luggage in the rental car for an hour while we eat?",
    );
    // The record's own warning answers first, and nothing before it says "yes".
    expect(answer).toMatch(
      /^From San Francisco's safety record \(\/destinations\/san-francisco\): Never leave luggage or shopping visible in a parked car/,
    );
    expect(answer).not.toMatch(/^Yes\b|\bYes:/);
    expect(answer).toContain("San Francisco scores 4.1/5 overall");
  });

  it("reads 'what gets tourists hurt' as asking for the dangers a record names", () => {
    expect(
      chat("first time in amsterdam. what's the thing that actually gets tourists hurt there?"),
    ).toContain("Cyclists, not people's attitudes, are the main hazard");
  });

  it("quotes the record's own sentence on what was asked", () => {
    const clubs = notes("berlin")
      .split(". ")
      .find((s) => s.startsWith("Clubs"))!;
    expect(chat("anything i should know about berlin clubs")).toContain(clubs);
    expect(chat("bangkok - any laws a tourist could break without realising")).toMatch(/monarchy/);
    expect(chat("why is copenhagen only a 4 on the safety index")).toMatch(/caps our rating at 4/);
    expect(chat("where can i get lgbt health support in cape town")).toContain("Triangle Project");
    expect(chat("lgbtq friendly clinic in nyc?")).toContain("Callen-Lorde");
  });

  it("names the services a record names where we hold no checked numbers for the country", () => {
    const answer = chat("lgbt helpline in london if something happens?");
    expect(answer).toContain(
      "We hold no checked emergency or help line numbers for the United Kingdom",
    );
    expect(answer).toMatch(
      /Switchboard runs a confidential LGBT\+ helpline.*\(our London record, \/destinations\/london\)/,
    );
  });

  it("quotes the article about a place on a detail it holds, and reads an inflection as a word", () => {
    // "stairs" is not "corrected" into "stars"; Cape Town's guide holds Clifton's steps.
    expect(chat("are there stairs to get down to clifton beach in cape town")).toMatch(
      /^From our journal, "Cape Town for Queer Travelers[^"]*" \(\/blog\/cape-town-queer-guide\): .*a flight of steps/,
    );
    expect(chat("Why does Reykjavik say 'no data' for social acceptance?")).toContain(
      "not scored (no published survey covers it)",
    );
  });

  it("answers how our staff are trained from the staff code, not with the list of who they are", () => {
    expect(chat("do your travel designers get trained on disability access?")).toMatch(
      /^From our Staff Code of Conduct, section 10 \(Training\):[\s\S]*quarterly training/,
    );
    expect(chat("who is on your team?")).toMatch(/^Our team named on this site: /);
  });

  it("quotes the paragraph of a policy whose run-in heading the question says, with its figures", () => {
    // "Late payment." stands late in its section, under the balance's own line.
    expect(chat("what happens if we pay the balance late?")).toMatch(
      /Late payment\. If a payment is late, .* late payment fee of \$50 applies/,
    );
    // A heading of one word is not named by the word alone: "delete" keeps the rights' section.
    expect(chat("if i ask you to delete my data how long until you respond")).toContain("45 days");
  });

  it("quotes the article section whose heading names the question's rare word, over one sharing common words", () => {
    // "Binders on long journeys", not the Sydney report's "A long way to fly".
    expect(chat("flying 12 hours to sydney, can i keep my binder on all the way?")).toMatch(
      /^From our journal, "Traveling as a Trans or Non-Binary Person[^"]*" .*about eight hours/,
    );
    // The best match holding the word keeps its place: the scanners are airport security's.
    expect(chat("tips for airport body scanners when wearing a binder?")).toContain(
      "Body scanners at many airports",
    );
  });

  it("answers where to find something within a place named from the article that says, not with our places", () => {
    expect(chat("where could we watch whales close to cape town?")).toMatch(
      /^From our journal, "Ethical Wildlife Experiences[^"]*" \(\/blog\/ethical-wildlife-experiences\): .*Hermanus/,
    );
    // Where to see something, with no place named, still asks which of our places to go to.
    expect(chat("where can i see the northern lights?")).toMatch(/^Our destinations that best fit/);
  });

  it("answers a question about our index from the published method", () => {
    expect(
      chat("if a country criminalises gay sex whats the highest score it can get on ur index"),
    ).toMatch(/^From our safety method \(\/destinations\/safety-method\).*capped at 1/);
    expect(chat("how do you calculate your safety score")).toContain("0.4 × legal protection");
    // Asked of a country in general, and by what the law forbids rather than "the highest".
    expect(chat("how would a destination be rated if homosexuality is a crime there?")).toMatch(
      /^From our safety method \(\/destinations\/safety-method\).*capped at 1/,
    );
  });

  it("reads a place's possessive without its apostrophe, and 'ever illegal' as the law", () => {
    const capeTown = chat("whats cape towns safety score and why is it kinda low");
    expect(capeTown).toMatch(/Cape Town scores 3\/5 overall/);
    expect(capeTown).not.toMatch(/Old Towns/);
    expect(chat("was being gay ever illegal in taiwan")).toMatch(
      /^Same-sex relations legal \(Taiwan\)/,
    );
  });

  it("quotes our rule on animal rides before the booking steps", () => {
    expect(chat("do you book elephant rides in thailand")).toMatch(
      /^From our Sustainable Travel Policy.*Animal riding/s,
    );
  });

  it("answers who we are, how to reach us and who does what, from our own records", () => {
    expect(chat("email address to reach you?")).toContain(catalog.site.contact.email);
    // A matter with its own address in our policies is not sent to the general inbox.
    expect(chat("email for privacy questions?")).not.toMatch(/^Write to /);
    const research = catalog.authors.find((author) => /Safety Research/.test(author.role))!;
    expect(chat("who does ur safety research")).toMatch(new RegExp(`^${research.name} is our`));
    expect(chat("what lgbt orgs do you support")).toMatch(/^We work with and support /);
    expect(chat("who are you")).toContain(catalog.site.description);
    // Legal matters have an address of their own; how long we have been around is our founding.
    expect(chat("what is the email of your legal department")).toMatch(
      new RegExp(`^For legal questions, write to ${catalog.site.contact.legal_email}`),
    );
    expect(chat("where should i send a request to erase my personal data?")).toMatch(
      new RegExp(`^For privacy questions, write to ${catalog.site.contact.privacy_email}`),
    );
    const editor = catalog.authors.find((author) => /Editor/.test(author.role))!;
    expect(chat("who edits the journal?")).toMatch(new RegExp(`^${editor.name} is our`));
    expect(chat("if something went really wrong on the trip who do i phone")).toContain(
      catalog.site.contact.emergency_phone,
    );
    expect(chat("how long has lavender compass been in business")).toMatch(
      new RegExp(`^Lavender Compass was founded in ${catalog.site.founded}`),
    );
  });

  it("lists which of our places score a perfect 5, or have no survey, or rate lowest, from the records", () => {
    const perfect = catalog.destinations.filter((d) => d.safety_score >= 5).map((d) => d.name);
    expect(chat("do any of your destinations get a perfect 5 overall?")).toMatch(
      new RegExp(`^${perfect.join(".*")} scores? a perfect 5 overall`),
    );
    expect(chat("which places are not scored on social acceptance")).toMatch(
      /^[A-Z].* of our \d+ destinations (has|have) no social acceptance score/,
    );
    const lowest = [...catalog.destinations].sort((a, b) => a.safety_score - b.safety_score)[0]!;
    expect(chat("what is the lowest rating of all your places?")).toMatch(
      new RegExp(`^The lowest-rated of our \\d+ destinations .* are ${lowest.name}`),
    );
  });

  it("answers who is told of a disability from the privacy policy's rules on sensitive information", () => {
    for (const question of [
      "if i tell you about my disability, who else gets told?",
      // A guide on the trip is a person, not our journal's "Planning a Same-Sex Honeymoon" guide.
      "if i tell you about my disability will you pass that on to every hotel and guide on the trip?",
    ])
      expect(chat(question)).toMatch(
        /^From our Privacy Policy, section 5 \(Sensitive Information\)/,
      );
  });

  it("gives the cheapest or the priciest of our packages, not the whole list, and keeps those words", () => {
    const sorted = [...catalog.packages].sort((a, b) => a.price - b.price);
    expect(chat("whats your cheapest package")).toMatch(
      new RegExp(`^Our least expensive fixed-price package is the ${sorted[0]!.name}`),
    );
    const priciest = chat("what's the priciest trip you sell?");
    expect(priciest).toMatch(
      new RegExp(`^Our most expensive fixed-price package is the ${sorted.at(-1)!.name}`),
    );
    expect(priciest.split("\n- ")).toHaveLength(4);
    // "Priciest" said alone after the cheapest asks for the other end of the list.
    expect(chat("and the priciest one?", ["what's the cheapest package you do?"])).toMatch(
      new RegExp(`^Our most expensive fixed-price package is the ${sorted.at(-1)!.name}`),
    );
  });

  it("answers a season asked in everyday words, and what the record says of the month asked", () => {
    expect(chat("when is mexico city best")).toMatch(/^The best time to visit Mexico City is /);
    expect(chat("is mykonos in august a good idea")).toMatch(/August is crowded and expensive/);
    expect(chat("best month to sail the cyclades")).toMatch(
      /^The best time to visit Mykonos is .*\n\nThe Cyclades Yacht Week departs on /,
    );
  });

  it("quotes a package's own fees, and the privacy policy on a booking link that stopped working", () => {
    expect(chat("is there a planning fee on the fixed price packages")).toMatch(
      /^From our Terms of Service, section 8 \(Cancellation by You\):\nFees on a fixed-price package\. A fixed-price package carries no planning fee\./,
    );
    expect(chat("the link to my booking page stopped working?")).toContain(
      "stops working 90 days after your trip ends",
    );
  });

  it("keeps the earlier messages' law and travelers in a short follow-up", () => {
    expect(chat("since when", ["does thailand have gay marriage"])).toMatch(
      /^Marriage or partnership \(Thailand\): yes\. .*2025/,
    );
    expect(chat("can i go to tallinn with it?", ["i'm trans and my passport has an X"])).toMatch(
      /^X-marker passports admitted \(Estonia\)/,
    );
    expect(
      chat("any entry problems?", [
        "hi! im hiv+ and my partner is on prep",
        "we're thinking mexico city",
      ]),
    ).toMatch(/no HIV-related entry restrictions/);
    // A new law asked is that law, not the earlier one.
    expect(
      chat("what about trans people changing gender there?", [
        "is same sex marriage legal in greece",
      ]),
    ).toMatch(/^Legal gender recognition \(Greece\)/);
  });

  it("suggests the places the journal's family guide names, and the cheapest trips where only the budget misses", () => {
    const family = chat("two moms with 2 little kids, where should we go");
    expect(family).toMatch(
      /^Our destinations .*: .*(Copenhagen|Reykjavik|Lisbon|Montreal|Provincetown)/,
    );
    expect(family).not.toMatch(/Who Can Book/);
    expect(chat("we have about 4k total for the two of us, which package can we do")).toMatch(
      /The nearest: Amsterdam, Berlin/,
    );
    expect(chat("whats the lowest rated destination you sell")).toMatch(/^The lowest-rated/);
  });

  it("gives a trip's own deposit for the party, and the conduct code on outing another traveler", () => {
    const pride = catalog.packages.find((pkg) => pkg.id === "pride-express-rail")!;
    expect(chat("whats the deposit on the pride express for 2 of us")).toContain(
      `the 25% deposit is $${(pride.price * 2 * 0.25).toLocaleString("en-US")}`,
    );
    expect(chat("what happens if someone on the group trip outs another traveler")).toMatch(
      /Outing another traveler/,
    );
    expect(chat("how often do u update the safety ratings")).toMatch(/twice a year/);
    expect(chat("how many people work at lavender compass")).toMatch(
      /^We don't publish a headcount/,
    );
  });

  it("leaves out a place ruled out, and answers a trip asked with constraints with trips", () => {
    const americas = chat(
      "Any trip in the Americas but not the US, for two, in March, under $10,000 each?",
    );
    expect(americas).toMatch(/^Our destinations in the Americas, outside the United States/);
    expect(americas).not.toMatch(/New York|Palm Springs|Provincetown|San Francisco/);
    expect(chat("Beach holiday, not in Mexico, not in Greece")).not.toMatch(/Mexico City|Mykonos/);
    expect(chat("we want a trip in asia under 10000 usd total for two people")).toMatch(
      /^None of our \d+ destinations keeps to all of it \(in Asia, within \$10,000/,
    );
    expect(chat("What can we book in November for under $9,000 per person?")).toMatch(
      /^Our destinations within \$9,000 per person, in November/,
    );
    // "When should I avoid Taipei?" asks when, not where else.
    expect(chat("i struggle with heat - when should i avoid taipei?")).toMatch(/Taipei/);
  });

  it("says which of a place's trips miss the budget or the month asked", () => {
    const capeTown = chat("Cape Town in April, under $20,000 per person");
    expect(capeTown).toContain("None of them keeps to what you asked");
    expect(capeTown).toMatch(/Cape Winelands Honeymoon: .*\(no departure in April\)/);
    expect(chat("is the iceland trip within our $8,000 per person budget?")).toMatch(
      /Iceland Northern Lights: .*\(above the \$8,000 per person you mention\)/,
    );
    expect(chat("any packages to lisbon")).toMatch(/^One of our packages includes Lisbon/);
  });

  it("compares the trips of a region, or of no place at all, that keep to what was asked", () => {
    const europe = compare("Europe", "best value for 2 in september under 10000 each");
    expect(europe).toMatch(
      /^2 packages keep to what you asked \(in Europe, within \$10,000 per person, in September\)/,
    );
    expect(europe).not.toMatch(/don't cover/);
    expect(compare("Asia", "")).toMatch(/Taipei and Bangkok Night Markets/);
    expect(compare("flexible", "for 2 of us in september under 10000 each")).not.toMatch(
      /don't cover/,
    );
  });

  it("tells a party larger than a package takes how it books, in the price comparison too", () => {
    const answer = compare("Cape Town", "", { travelers: 3 });
    expect(answer).toMatch(
      /Cape Winelands Honeymoon .*\n {3}- Its departures take at most 2 guests, fewer than your 3: send us an enquiry/,
    );
  });

  it("plans with the traveler's own need and says when the month asked is out of season", () => {
    expect(plan("Lisbon", "I use a wheelchair. Plan 4 days in Lisbon")).toMatch(
      /For what you mention: .*(hills|cobbles|steep)/,
    );
    expect(plan("Cape Town", "Plan 7 days in Cape Town for our honeymoon in July")).toContain(
      "When to go: November to March. You mention July, outside it.",
    );
  });

  it("answers a supplier that let the traveler down from the suppliers' and complaints' sections, not the cancellation tables", () => {
    for (const question of [
      "can i get a refund if the hotel is dirty?",
      "the airline lost our bags on the way to lisbon, what do you do?",
      "our guide didn't show up in cape town, can we get money back?",
    ]) {
      const answer = chat(question);
      expect(answer).toContain("if a supplier lets you down we will take up your complaint");
      expect(answer).toContain("Please tell us about problems during the trip too");
      expect(answer).not.toContain("Cancellation by You");
    }
    // Late at night is not a late supplier; cancelling a hotel is still the cancellation rule.
    expect(
      chat("getting back to our villa late at night on mykonos, easy to grab a taxi?"),
    ).not.toContain("Third-Party Suppliers");
    expect(chat("can I cancel my hotel and get a refund?")).toContain("Cancellation by You");
  });

  it("reads 'confirm that…' as asking us to say so, not about confirming a booking", () => {
    const answer = chat("Confirm that you don't share my data with advertisers");
    expect(answer).toMatch(
      /^From our Privacy Policy, section 4 .*\nWe do not sell your personal information/,
    );
    expect(answer).not.toContain("Bookings and Confirmation");
    expect(chat("when is my booking confirmed?")).toContain("Bookings and Confirmation");
  });

  it("reads full-width letters as the same words typed plainly", () => {
    expect(chat("ｉｓ ａｍｓｔｅｒｄａｍ ｓａｆｅ？")).toBe(chat("is amsterdam safe?"));
  });

  it("counts a place's name of two words only whole when choosing a journal sentence", () => {
    const answer = chat("how far ahead should we book for palm springs pride?");
    expect(answer).toContain("Greater Palm Springs Pride usually arrives in early November");
    expect(answer).not.toMatch(/hot springs/i);
  });

  it("answers a detail a destination's record holds with its sentence, in the content's words", () => {
    // "A cab" is a taxi, as the record names it.
    expect(
      chat("mykonos question - is it easy to get a cab back from chora at like 3am?"),
    ).toContain(
      "From Mykonos's safety record (/destinations/mykonos): August is crowded and expensive: book boats, restaurant tables and transfers well ahead, and arrange your hotel's driver for nights out because taxis are scarce.",
    );
    // Beside a policy the question raises (passports), the record's sentence comes first.
    expect(
      chat("heading to rio for carnival. should i carry my passport on me when i go out?"),
    ).toMatch(/^From Rio de Janeiro's safety record .*: Carry only a copy of your passport/);
    // What could get a visitor in legal trouble is what the record calls a crime.
    expect(
      chat("is there anything i could say in bangkok that would actually get me in legal trouble?"),
    ).toContain("Criticism of the monarchy is a serious crime");
    // The article's section on the detail still answers first where it holds it.
    expect(chat("are there stairs to get down to clifton beach in cape town")).toMatch(
      /^From our journal, "Cape Town/,
    );
  });

  it("answers the currency asked about with the US dollars rule, and reads an amount in one as a budget", () => {
    for (const question of ["can i pay in euros or pounds?", "what currency are your prices in"]) {
      const answer = chat(question);
      expect(answer).toMatch(
        /^From our Terms of Service, section \d+ \(Prices and Payment\):\n- All prices are in US dollars/,
      );
      expect(answer).not.toContain("25% deposit");
    }
    expect(chat("europe in june under 8000 usd each?")).toMatch(
      /^Our destinations in Europe, within \$8,000 per person, in June/,
    );
  });

  it("answers which name to travel under after a wedding from the terms, not the trip or the marriage law", () => {
    for (const question of [
      "i'm changing my surname after the wedding. which name do i put on the honeymoon flights?",
      "i'm taking my husband's last name after the wedding, what name should the honeymoon flights be in?",
    ]) {
      const answer = chat(question);
      expect(answer).toMatch(
        /^From our Terms of Service, section \d+ \(Travel Documents and Entry Requirements\):\n- the name on your tickets must match the name in your passport/,
      );
      expect(answer).not.toContain("helicopter");
    }
    // Named in full, the trip is still the one asked about.
    expect(chat("what name goes on the cape winelands honeymoon booking?")).toContain(
      "Cape Winelands Honeymoon",
    );
    // The name to book in is the documents rule first, before the booking steps.
    for (const question of [
      "What name should I use when booking?",
      "Whose name goes on the booking?",
    ])
      expect(chat(question)).toMatch(
        /^From our Terms of Service, section \d+ \(Travel Documents and Entry Requirements\):\n- the name on your tickets must match the name in your passport/,
      );
  });

  it("gives the year a thing began, and a place that takes no reservations is no booking question", () => {
    expect(chat("when did the tango queer milonga in buenos aires start?")).toContain(
      "the Tango Queer milonga began in 2005",
    );
    const grill = chat(
      "that little grill on mykonos that doesn't take reservations, what's it called?",
    );
    expect(grill).toContain("Kiki's");
    expect(grill).not.toContain("Bookings and Confirmation");
  });

  it("answers what not to say or post from the record's word on what to avoid comment on", () => {
    expect(
      chat(
        "first time in bangkok, is there anything i really shouldn't say or post while i'm there",
      ),
    ).toMatch(
      /^From Bangkok's safety record \(\/destinations\/bangkok\): Criticism of the monarchy is a serious crime/,
    );
  });

  it("answers whether an enquiry arrived with when we reply, and notice with when to book", () => {
    expect(chat("Can you confirm you received my inquiry?")).toMatch(
      /^From our Terms of Service, section \d+ \(Inquiries and Communication\):\nWe reply to every inquiry within 24 hours/,
    );
    expect(chat("How much notice do you need?")).toMatch(
      /^From our journal, "When to Book: A Timeline for a Luxury Trip"/,
    );
    // A message, email or request asked after is an enquiry: the reply time, not the spam folder.
    for (const question of [
      "did you get my message from yesterday?",
      "have you seen my request? no reply yet",
    ])
      expect(chat(question)).toMatch(/\nWe reply to every inquiry within 24 hours/);
  });

  it("quotes the legal protection's detail that holds what a question about a place asks", () => {
    expect(chat("does malta ban conversion therapy?")).toMatch(
      /^From Valletta's safety record \(\/destinations\/valletta\): .*banned conversion practices in 2016\./,
    );
    expect(chat("when was paragraph 175 finally gone completely in germany")).toContain(
      "Paragraph 175 was repealed entirely in 1994",
    );
    // A record that only shares "banned" with the question does not answer it.
    expect(chat("Is conversion therapy banned in Brazil?")).not.toContain("gender ideology");
  });

  it("names the hazard a place's record warns of when asked what to watch out for", () => {
    expect(
      chat("sf trip in october, any safety tips? heard stuff about cars getting broken into"),
    ).toContain("Never leave luggage or shopping visible in a parked car");
    expect(chat("heading to tel aviv, what practical precautions do you recommend?")).toContain(
      "protected room or nearest shelter",
    );
  });

  it("answers how much to pack from the section that gives a supply, and how old with a century", () => {
    for (const question of [
      "how much prep should i pack for a 2 week trip?",
      "how much extra prep should i pack beyond the trip length",
      "how much PrEP should I pack?",
      "How much HRT do I bring for a 2 week trip?",
    ])
      expect(chat(question)).toContain("the whole trip's supply plus at least a week extra");
    expect(chat("how long is the walk down to sandy bay in cape town?")).toContain(
      "about twenty minutes",
    );
    expect(chat("how old is the pharmacy on tallinn town hall square")).toContain(
      "since at least the fifteenth century",
    );
  });

  it("answers who is told of a disability, and fitness to travel, from the policies", () => {
    expect(chat("if i tell you about my disability, will you pass that on to the hotels?")).toMatch(
      /^From our Privacy Policy, section \d+ \(Sensitive Information\):\n(.*\n)?- We share it with a supplier only when the supplier needs it/,
    );
    expect(
      chat(
        "i have a chronic illness - do i need some kind of medical clearance to travel with you?",
      ),
    ).toContain("You are responsible for being fit to travel");
  });

  it("reads 'this agency' as us, and gives the legal address to one asking for a legal contact", () => {
    for (const question of ["who started this agency?", "how long has this agency been around?"])
      expect(chat(question)).toMatch(/^Lavender Compass was founded in 2025 by /);
    expect(chat("i have a question about your terms, is there a legal contact?")).toMatch(
      /^For legal questions, write to legal@/,
    );
  });

  it("answers whether it is safe to walk or hail a taxi at night with how the record says to get about", () => {
    for (const question of [
      "me and my gf are doing cape town - ok to just walk between neighbourhoods at night?",
      "going to cape town w my bf, is it ok to just walk back to the hotel after dinner at night?",
    ])
      expect(chat(question)).toContain("use pre-booked cars or reputable ride-hailing after dark");
    expect(
      chat(
        "mexico city at night - ok to just flag a taxi on the street after the bars in zona rosa?",
      ),
    ).toContain("Use hotel cars or ride-hailing apps rather than street taxis");
    // Whether a couple may hold hands is answered by where, not by how to get about.
    expect(
      chat("thinking about mexico city for our anniversary, is it ok to hold hands there?"),
    ).toMatch(/Roma|Condesa|Zona Rosa/);
  });

  it("gives no yes that would say there is danger, or a ban, where the question asks the other way round", () => {
    expect(chat("is there anything dangerous in Provincetown?")).toMatch(/^Provincetown scores /);
    expect(chat("does it rain a lot in Amsterdam?")).not.toMatch(/\bYes: Amsterdam/);
    expect(chat("is mexico city safe for gays?")).toMatch(/^Mostly yes, with some care/);
    expect(chat("is there an HIV travel ban for Australia?")).toMatch(
      /^For a visit, no: Australia has no HIV-related entry restrictions/,
    );
    expect(chat("I'm HIV positive, can I travel to Sydney?")).toMatch(/^For a visit, yes: /);
    expect(chat("Does Australia ban travellers with HIV?")).toMatch(/^For a visit, no: /);
  });

  it("answers who is told of a traveler's HIV status or disability from the privacy policy alone", () => {
    const hotel = chat("will the hotel know I'm HIV positive?");
    expect(hotel).toMatch(/^From our Privacy Policy, section \d+ \(Sensitive Information\)/);
    expect(hotel).toContain("it does not need to know why");
    expect(hotel).toContain("You never have to tell us your HIV status");
    expect(chat("Does my tour guide need to know about my disability?")).toContain(
      "We share it with a supplier only when the supplier needs it",
    );
    expect(chat("who gets told about my disability?")).toContain(
      "We share it with a supplier only when the supplier needs it",
    );
  });

  it("tells a visitor asking after a message in this chat that only an enquiry reaches the team", () => {
    expect(chat("did you get my message?", ["I want to book the Malta trip for May"])).toMatch(
      /^This chat is answered by our AI assistants, not by our team/,
    );
    expect(chat("Did u get my mesage?")).toContain("We reply to every inquiry within 24 hours");
    // An email does reach the team.
    expect(chat("I sent you an email yesterday, did you get my message?", ["hello"])).not.toContain(
      "This chat is answered by our AI assistants",
    );
    expect(chat("did my message go through?", ["I want to book Malta in May"])).toMatch(
      /^This chat is answered by our AI assistants/,
    );
  });

  it("knows Vallarta as Puerto Vallarta, in a follow-up too", () => {
    expect(chat("ok but is it actually safe there right now", ["when is vallarta pride?"])).toMatch(
      /^With caution: Puerto Vallarta scores /,
    );
  });

  it("answers a check-in before we leave with the final call, and 'when's best' with the season", () => {
    for (const question of [
      "do you check in with us before we leave?",
      "will someone call us before we leave on our trip?",
    ])
      expect(chat(question)).toContain("Final check-in call: 48 hours before departure");
    expect(chat("tallinn - when's best to go?")).toMatch(/^The best time to visit Tallinn is /);
  });

  it("tells a traveler where to report another traveler's behaviour, first and alone", () => {
    expect(
      chat("someone on my group trip behaved really badly, where do i report it after we're home?"),
    ).toMatch(
      /^From our Traveler Code of Conduct, section \d+ \(Reporting Concerns\):\n[^]*After your trip, email conduct@/,
    );
  });

  it("answers what the chat sends to the AI providers from the privacy policy's list", () => {
    expect(
      chat("when i use the chat on your site, what actually gets sent to the AI companies?"),
    ).toMatch(/^From our Privacy Policy, section \d+ \(AI-Powered[^]*the last five messages/);
  });

  it("answers paying for a trip in installments with the payment terms, not trips under the sum", () => {
    expect(chat("can i pay for a $9k trip in installments?")).toContain(
      "Payment plans are available for packages over $5,000",
    );
  });

  it("answers an extra charge for a late booking with the rush surcharge", () => {
    expect(
      chat("is there an extra charge if i book a custom trip like 3 weeks before i leave?"),
    ).toContain("Rush surcharge: 25% of our planning and booking fees");
  });

  it("knows a quarter written without its apostrophe", () => {
    expect(
      chat("guys get drugged and robbed after hells kitchen bars?? is that a real thing"),
    ).toMatch(/^New York City scores /);
  });

  it("answers a season of storms or rain with what the place's record says of it", () => {
    const answer = chat("when is typhoon season in taipei?");
    expect(answer).toMatch(/^The best time to visit Taipei is October to April\./);
    expect(answer).toContain("typhoons from July to October");
  });

  it("knows one of our places by a quarter or sight its own page names", () => {
    const answer = chat(
      "going out solo to the gay bars in hell's kitchen, anything i should be careful about?",
    );
    expect(answer).toContain("New York City scores 4.1/5 overall");
    expect(answer).toContain("Keep your drink in hand at busy bars");
    // The journal is searched by the sight's own words, and its quote must name it.
    expect(chat("can we get up table mountain without hiking")).toMatch(
      /^From our journal, "Cape Town[^"]*" .*Table Mountain Aerial Cableway/,
    );
    // An event the place hosts is not a quarter of it.
    expect(chat("where is mardi gras fair day held?")).toContain("Victoria Park");
  });

  it("reads 'the apartments you book' and a 'no-reservations grill' as no question about booking", () => {
    const grill = chat("whats the no-reservations grill above agios sostis on mykonos called");
    expect(grill).toContain("the tiny grill called Kiki's");
    expect(grill).not.toContain("Bookings and Confirmation");
    expect(
      chat("my dad can't manage stairs. do the lisbon apartments you book have elevators?"),
    ).not.toContain("Bookings and Confirmation");
    expect(chat("how do i book?")).toContain("Bookings and Confirmation");
  });

  it("answers the outside tester's supplier, privacy, currency and record cases", () => {
    // A supplier's failure in the words travelers use, not our cancellation tables.
    for (const question of [
      "the guide was a no-show, can I get a refund?",
      "The hotel cancelled our room when we arrived",
      "Our luggage never arrived in Berlin",
      "The driver never came to pick us up",
    ])
      expect(chat(question)).toMatch(
        /^From our Terms of Service, section \d+ \(Third-Party Suppliers\)/,
      );
    // "Confirm you…" asks us to say so, not how a booking is confirmed.
    expect(chat("Can you confirm you won't sell my information?")).not.toContain(
      "Bookings and Confirmation",
    );
    // A currency is no place, and its people's name no misspelling.
    for (const question of ["Can I pay in Australian dollars?", "Can I pay in yen?"]) {
      const answer = chat(question);
      expect(answer).toContain("All prices are in US dollars (USD)");
      expect(answer).not.toContain("Sydney");
    }
    // Invisible characters are dropped; a record's detail gets no "Yes" it could be read as answering.
    expect(chat("Is Bang\u200bkok safe?")).toBe(chat("Is Bangkok safe?"));
    const cab = chat("Is it easy to get a cab in Mykonos at night?");
    expect(cab).toContain("taxis are scarce");
    expect(cab).not.toMatch(/\bYes\b/);
    // A nationality's X marker: that country's record.
    expect(
      chat("i'm argentinian and nonbinary — can i still get an X on my argentine passport?"),
    ).toMatch(/announced it would withdraw the option/);
  });

  it("answers the second outside tester's cases", () => {
    // Our cancelling, not the traveler's.
    expect(chat("What happens if you cancel my trip?")).toMatch(
      /^From our Client Agreement, section \d+ \(Cancellation by Us and Events Beyond Control\)/,
    );
    expect(chat("I want to cancel my booking")).toMatch(
      /^From our Terms of Service, section \d+ \(Cancellation by You\)/,
    );
    // No yes-or-no question, no "yes"; the score alone.
    expect(chat("What's a crime to say in Bangkok?")).not.toMatch(/^(Yes|Mostly yes)/m);
    expect(chat("Is Bangkok safe?")).toMatch(/^Mostly yes, with some care: Bangkok scores/);
    // A curly apostrophe is a straight one.
    expect(chat("Is Hell’s Kitchen safe for a gay couple?")).toContain(
      "New York City scores 4.1/5",
    );
  });
});
