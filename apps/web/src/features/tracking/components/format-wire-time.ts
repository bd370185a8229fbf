/** A wire timestamp ("2026-11-24T12:00:00.000Z" or "2026-11-24 12:00:00") as a Date, or null. */
export function wireDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.includes("T") ? value : value.replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The spec's hh:mm a clock (12-hour, two-digit hour) for `useFormatter().dateTime`. */
export const CLOCK_FORMAT = { hour: "2-digit", minute: "2-digit", hour12: true } as const;
