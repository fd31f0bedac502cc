/**
 * The package's itinerary on its booking step, so what a visitor pays for is stated before the
 * card: one line per day, folded into a native disclosure that opens without scripts.
 */
import type { TravelPackage } from "@/lib/contract";

export function DayByDay({ itinerary }: { itinerary: TravelPackage["itinerary"] }) {
  if (itinerary.length === 0) return null;
  return (
    <details className="day-by-day" data-testid="day-by-day">
      <summary>The trip day by day</summary>
      <ol>
        {itinerary.map((day) => (
          <li key={day.day}>
            <b>
              <span>{day.day}</span> {day.title}
            </b>
            <p>{day.description}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
