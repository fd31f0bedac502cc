/** Dates on the desk, in the agency's own time (Exeter, New Hampshire). */
const formatter = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  dateStyle: "medium",
  timeStyle: "short",
});

export function deskTime(value: Date | string): string {
  return `${formatter.format(new Date(value))} ET`;
}
