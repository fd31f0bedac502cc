/** The four agents, as GET /agents/list describes them. */
import type { AgentList } from "../contract";

export const agentList: AgentList = {
  agents: [
    {
      id: "customer_service",
      name: "Customer Service",
      description:
        "Answers the question you ask: safety for you in any country, the best time to go, our packages and their prices, and our policies on booking, payment, cancellation, documents and more, with a link to the page that holds each fact.",
    },
    {
      id: "travel_planning",
      name: "Travel Planning",
      description:
        "Drafts a day-by-day plan for a destination we cover, from its highlights, its best season and the packages that go there.",
    },
    {
      id: "safety_research",
      name: "Safety Research",
      description:
        "Reads out a destination's Queer Safety Index: the scores, each legal protection, notes for trans and non-binary travelers, and dated sources; for any other country, the legal baseline, with a warning first where same-sex relations are a crime.",
    },
    {
      id: "price_comparison",
      name: "Price Comparison",
      description:
        "Compares the packages that reach a destination by total, per day and per traveler, with our deposit and cancellation terms.",
    },
  ],
};
