import { writeFileSync } from "node:fs";
import { loadCatalog } from "../../../content/catalog";
import { answersQuestion, describeQuestion, describeRequest, heldOutSets, respectsRequest, runHeldOutChat, runHeldOutRecommendations } from "./held-out";
it("scores", () => {
  const catalog = loadCatalog();
  const out: string[] = [];
  for (const [name, set] of Object.entries(heldOutSets)) {
    const chat = runHeldOutChat(catalog, set.questions);
    const recs = runHeldOutRecommendations(catalog, set.requests);
    const lenses = recs.flatMap((r) => r.lenses);
    out.push(`${name}: chat ${chat.filter(answersQuestion).length}/${chat.length}; lenses hard ${lenses.filter((l) => l.hard).length}/${lenses.length}; soft ${recs.filter((r) => r.lenses.filter((l) => l.soft).length * 3 >= r.lenses.length * 2).length}/${recs.length}`);
    if (name === "second") writeFileSync("/tmp/ho2-fail.txt", [...chat.filter((r) => !answersQuestion(r)).map((r) => describeQuestion(r).replace(/answer: (.{0,400}).*/, "answer: $1")), ...recs.filter((r) => !respectsRequest(r)).map(describeRequest)].join("\n"));
  }
  writeFileSync("/tmp/ho-score.txt", out.join("\n"));
});
