/** Dates on the desk, in the agency's own time (Exeter, New Hampshire). */
const formatter = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  dateStyle: "medium",
  timeStyle: "short",
});

export function deskTime(value: Date | string): string {
  return `${formatter.format(new Date(value))} ET`;
}

const dayFormatter = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "medium" });

/** A calendar day ("2027-03-01") as "Mar 1, 2027". */
export function deskDay(isoDay: string): string {
  return dayFormatter.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}
