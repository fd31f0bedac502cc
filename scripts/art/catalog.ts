// What to draw: destination scenes, package compositions and journal posters.
import { Scene } from "./compose";
import { Time, hashStr } from "./core";
import { FlatTopic } from "./flatlay";
import { Motif } from "./motifs";
import { PosterTopic } from "./posters";
import { barcelona, mykonos } from "./scenes/barcelona-mykonos";
import { berlin, copenhagen } from "./scenes/berlin-copenhagen";
import { antarctica, capeTown } from "./scenes/cape-antarctica";
import { coast } from "./scenes/coast";
import { lisbon, london } from "./scenes/lisbon-london";
import { buenosAires, mexicoCity } from "./scenes/mexico-buenosaires";
import { montreal, puertoVallarta } from "./scenes/montreal-vallarta";
import { newYork, palmSprings } from "./scenes/newyork-palmsprings";
import { reykjavik, valletta } from "./scenes/reykjavik-valletta";
import { rio, telAviv } from "./scenes/rio-telaviv";
import { provincetown, sanFrancisco } from "./scenes/sf-provincetown";
import { auckland, sydney } from "./scenes/sydney-auckland";
import { bangkok, taipei } from "./scenes/taipei-bangkok";
import { amsterdam, tallinn } from "./scenes/tallinn-amsterdam";

export const SCENES: Record<string, Scene> = {
  tallinn,
  barcelona,
  mykonos,
  amsterdam,
  berlin,
  lisbon,
  copenhagen,
  reykjavik,
  london,
  valletta,
  "san-francisco": sanFrancisco,
  provincetown,
  "new-york": newYork,
  "palm-springs": palmSprings,
  montreal,
  "puerto-vallarta": puertoVallarta,
  "mexico-city": mexicoCity,
  "buenos-aires": buenosAires,
  "rio-de-janeiro": rio,
  "tel-aviv": telAviv,
  taipei,
  bangkok,
  sydney,
  auckland,
  "cape-town": capeTown,
};

export const EXTRA_SCENES: Record<string, Scene> = { antarctica, coast };

export const sceneFor = (slug: string): Scene => SCENES[slug] ?? EXTRA_SCENES[slug] ?? coast;

export interface SceneSpec {
  scene: string;
  time?: Time;
  motifs?: Motif[];
  flip?: boolean;
}

export type JournalSpec = SceneSpec | { flat: FlatTopic } | { poster: PosterTopic };

export const PACKAGES: Record<string, SceneSpec> = {
  "private-jet-pride-circuit": { scene: "sydney", time: "dawn", motifs: ["jet", "ribbons"] },
  "grand-tour-by-charter-jet": { scene: "buenos-aires", time: "sunset", motifs: ["jet"] },
  "cyclades-private-yacht": { scene: "mykonos", time: "sunset", motifs: ["yacht"] },
  "pride-express-rail": { scene: "amsterdam", time: "dawn", motifs: ["train", "ribbons"] },
  "amsterdam-pride-canal-week": {
    scene: "amsterdam",
    time: "noon",
    motifs: ["bunting", "confetti"],
  },
  "sydney-mardi-gras-week": { scene: "sydney", time: "night", motifs: ["confetti", "ribbons"] },
  "provincetown-carnival-week": {
    scene: "provincetown",
    time: "sunset",
    motifs: ["bunting", "confetti"],
  },
  "nordic-design-baltic-old-towns": { scene: "copenhagen", time: "sunset" },
  "iberian-rail-journey": { scene: "lisbon", time: "noon", motifs: ["train"] },
  "taipei-bangkok-night-markets": { scene: "taipei", time: "night", motifs: ["lanterns"] },
  "mexico-city-art-and-design": { scene: "mexico-city", time: "noon", motifs: ["picado"] },
  "puerto-vallarta-villa-week": { scene: "puerto-vallarta", time: "noon", motifs: ["pool"] },
  "malta-gozo-island-hop": { scene: "valletta", time: "sunset", motifs: ["yacht"] },
  "antarctic-expedition-cruise": { scene: "antarctica", time: "sunset" },
  "iceland-northern-lights": { scene: "reykjavik", time: "night", motifs: ["aurora"] },
  "cape-winelands-honeymoon": { scene: "cape-town", time: "sunset", motifs: ["vines"] },
  "california-coast-to-desert": { scene: "palm-springs", time: "sunset", motifs: ["car"] },
  "montreal-new-york-autumn": { scene: "montreal", time: "dawn", motifs: ["leaves"] },
};

export const JOURNAL: Record<string, JournalSpec> = {
  "tallinn-queer-weekend-guide": { scene: "tallinn" },
  "barcelona-gaixample-guide": { scene: "barcelona" },
  "mykonos-beyond-the-party": { scene: "mykonos", time: "night" },
  "provincetown-in-september": { scene: "provincetown" },
  "lisbon-principe-real-guide": { scene: "lisbon", time: "night" },
  "taipei-night-markets-and-pride": {
    scene: "taipei",
    time: "night",
    motifs: ["lanterns", "ribbons"],
  },
  "cape-town-queer-guide": { scene: "cape-town" },
  "antarctic-expedition-report": { scene: "antarctica" },
  "sailing-the-cyclades-report": { scene: "mykonos", time: "dawn", motifs: ["yacht"] },
  "iceland-ring-road-honeymoon": { scene: "reykjavik", time: "sunset", motifs: ["car"] },
  "sydney-mardi-gras-report": { scene: "sydney", time: "sunset", motifs: ["confetti"] },
  "buenos-aires-queer-tango": { scene: "buenos-aires", time: "night" },
  "worldpride-amsterdam-2026": {
    scene: "amsterdam",
    time: "night",
    motifs: ["ribbons", "confetti"],
  },
  "palm-springs-in-autumn": { scene: "palm-springs" },
  "how-we-rate-destination-safety": { flat: "safety" },
  "trans-nonbinary-travel-safety-guide": { flat: "trans" },
  "passports-gender-markers-2026": { flat: "passports" },
  "dating-apps-abroad-safety": { flat: "dating" },
  "travel-insurance-lgbtq-travelers": { flat: "insurance" },
  "traveling-with-prep-and-hrt": { flat: "meds" },
  "planning-a-same-sex-honeymoon": { poster: "honeymoon" },
  "your-first-consultation": { flat: "consult" },
  "when-to-book-a-luxury-trip": { flat: "booking" },
  "group-travel-with-friends": { poster: "group" },
  "rainbow-families-travel": { poster: "kite" },
  "going-solo-queer-travel": { poster: "solo" },
  "pride-calendar-by-month": { flat: "calendar" },
  "winter-prides-ski-weeks": { poster: "ski" },
  "community-prides-worth-the-trip": { poster: "community" },
  "rail-over-air-europe": { poster: "rail" },
  "carbon-offsets-honestly": { poster: "globe" },
  "ethical-wildlife-experiences": { poster: "whale" },
};

const ALIASES: Record<string, string> = {
  gaixample: "barcelona",
  cyclades: "mykonos",
  ptown: "provincetown",
  nyc: "new-york",
  cdmx: "mexico-city",
  vallarta: "puerto-vallarta",
  rio: "rio-de-janeiro",
  malta: "valletta",
  gozo: "valletta",
  iceland: "reykjavik",
  "mardi-gras": "sydney",
  antarctic: "antarctica",
  antarctica: "antarctica",
  "san-francisco": "san-francisco",
};

const KEYWORDS: [RegExp, JournalSpec][] = [
  [/honeymoon|wedding|elope|anniversar/, { poster: "honeymoon" }],
  [/trans|nonbinary|non-binary/, { flat: "trans" }],
  [/passport|visa|gender-marker|document/, { flat: "passports" }],
  [/dating|apps?-|hookup/, { flat: "dating" }],
  [/insurance|cover/, { flat: "insurance" }],
  [/prep|hrt|health|medic|pharma/, { flat: "meds" }],
  [/ski|winter|snow/, { poster: "ski" }],
  [/rail|train/, { poster: "rail" }],
  [/carbon|climate|sustainab|green|eco-/, { poster: "globe" }],
  [/wildlife|whale|safari|nature/, { poster: "whale" }],
  [/famil|kids|children/, { poster: "kite" }],
  [/solo/, { poster: "solo" }],
  [/group|friends/, { poster: "group" }],
  [/community/, { poster: "community" }],
  [/pride|calendar|festival|event/, { flat: "calendar" }],
  [/safety|safe|law|legal|rating|index/, { flat: "safety" }],
  [/consult|planning|plan-/, { flat: "consult" }],
  [/book|when|season|timing/, { flat: "booking" }],
];

/** Journal spec for a slug: the fixed table, then a city in the slug, then topic keywords. */
export function journalSpec(slug: string): JournalSpec {
  const known = JOURNAL[slug];
  if (known) return known;
  const cities = [...Object.keys(SCENES), ...Object.keys(ALIASES)].sort(
    (a, b) => b.length - a.length,
  );
  for (const city of cities) {
    if (new RegExp(`(^|-)${city}(-|$)`).test(slug)) return { scene: ALIASES[city] ?? city };
  }
  for (const [re, spec] of KEYWORDS) if (re.test(slug)) return spec;
  const fallback: FlatTopic[] = ["safety", "consult", "booking"];
  return { flat: fallback[hashStr(slug) % fallback.length] as FlatTopic };
}
