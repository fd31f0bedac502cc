/**
 * A destination's record and its country's entry in the world baseline are shown side by side
 * (the booking page's brief, the chat on a package's route), so they never disagree on the law
 * that alerts travelers: criminalisation, "propaganda" and Pride bans, legal gender recognition,
 * HIV entry, whether the country issues a non-binary (X) marker, and whether there is any protection
 * from discrimination at all.
 */
import { loadCatalog } from "./catalog";
import { findCountryBaseline } from "./world-baseline";

const catalog = loadCatalog();

describe("each destination's record and its country's baseline", () => {
  for (const destination of catalog.destinations) {
    it(`agree on the law for ${destination.name}`, () => {
      const country = findCountryBaseline(destination.country)!;
      const status = Object.fromEntries(
        catalog.safety.get(destination.id)!.indicators.map((i) => [i.key, i.status]),
      );
      const law = {
        decriminalised: country.criminalised.status === "no" ? "yes" : "no",
        propaganda: country.expression.propaganda,
        prideBanned: country.expression.pride_banned,
        genderRecognition: ["none", "criminalised"].includes(country.gender_recognition.status)
          ? "no"
          : "some",
        xMarker: country.gender_recognition.x_marker,
        hiv: { none: "yes", restrictions: "partial", deportation: "no" }[country.hiv_entry.status],
        discrimination: country.discrimination.status === "none" ? "no" : "some",
      };
      expect({
        decriminalised: status.decriminalised,
        propaganda: status.no_propaganda_law === "no",
        prideBanned: status.no_assembly_restrictions === "no",
        genderRecognition: status.gender_recognition === "no" ? "no" : "some",
        // "yes" only where the record says the country issues X markers itself.
        xMarker: status.x_marker_entry === "yes",
        hiv: status.no_hiv_entry_restrictions,
        discrimination: status.anti_discrimination === "no" ? "no" : "some",
      }).toEqual(law);
    });
  }
});
