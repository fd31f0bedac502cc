/**
 * Measures how long the local engine takes per answer, first call (indexes built) and warm:
 * `npx tsx lib/ai/measure-local.ts`. A measurement, not a test: timings on a shared machine are noisy.
 */
import { loadCatalog } from "../content/catalog";
import { createQueerIntelligence } from "./engine";

async function main() {
  const catalog = loadCatalog();
  const ai = createQueerIntelligence({ catalog: () => catalog });
  const calls: [string, () => Promise<unknown>][] = [
    [
      "recommendations",
      () =>
        ai.recommend({
          preferences: "Beaches and great food in June",
          budget_range: "luxury",
          travel_style: "luxury",
          safety_priority: 5,
        }),
    ],
    [
      "customer_service",
      () => ai.chat({ message: "How does cancellation work?", context: { previous_messages: [] } }),
    ],
    [
      "travel_planning",
      () =>
        ai.planTravel({
          agent_type: "travel_planning",
          data: {
            destination: "Barcelona",
            duration: 7,
            budget: "luxury",
            interests: "architecture and food",
            safety_priority: "high",
          },
        }),
    ],
    [
      "safety_research",
      () => ai.researchSafety({ agent_type: "safety_research", data: { destination: "Tallinn" } }),
    ],
    [
      "price_comparison",
      () =>
        ai.comparePrices({
          agent_type: "price_comparison",
          data: { destination: "Lisbon", dates: "flexible", travelers: 2, budget_range: "luxury" },
        }),
    ],
  ];
  for (const round of ["first", "warm (median of 20)"]) {
    for (const [name, call] of calls) {
      const times: number[] = [];
      for (let i = 0; i < (round === "first" ? 1 : 20); i++) {
        const started = performance.now();
        await call();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${round.padEnd(20)} ${name.padEnd(18)} ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms`,
      );
    }
  }
}

void main();
