/** The safety index rubric of method 1.0 (content/safety/methodology.md), level by level. */
export const safetyRubric: Record<number, string> = {
  0: "State persecution of LGBTQ+ people",
  1: "Criminalized or officially hostile; advisories warn LGBTQ+ travelers",
  2: "Serious general security risk or frequent violence against LGBTQ+ people",
  3: "Notable incidents or an elevated advisory; discretion advised outside queer districts",
  4: "Occasional incidents; ordinary precautions; advisory at the lowest or second-lowest level",
  5: "No recent notable incidents targeting LGBTQ+ visitors; lowest advisory level",
};

export function describeSafetyLevel(level: number): string {
  return safetyRubric[Math.round(level)] ?? "";
}
