/** Turns an agent's answer into the text the chat shows . */

const labelledFields = [
  ["itinerary", "Travel Plan:"],
  ["safety_report", "Safety Report:"],
  ["analysis", "Price Analysis:"],
] as const;

function textField(response: object, field: string): string | undefined {
  const value: unknown = (response as Record<string, unknown>)[field];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * The answer if there is one; else the first of itinerary, safety report and analysis under its
 * label; else the whole response as indented JSON, so nothing the agent said is hidden.
 */
export function formatAgentReply(response: unknown): string {
  if (typeof response === "object" && response !== null && !Array.isArray(response)) {
    const answer = textField(response, "answer");
    if (answer) return answer;
    for (const [field, label] of labelledFields) {
      const text = textField(response, field);
      if (text) return `${label}\n\n${text}`;
    }
  }
  return JSON.stringify(response, null, 2) ?? "";
}
