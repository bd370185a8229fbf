/**
 * A placed order's time as the spec shows times: hh:mm a (12-hour clock, two-digit hour), in the
 * visitor's language and time zone. A wire timestamp ("2026-11-25T12:05:00.000Z" or
 * "2026-11-25 12:05:00"); "" when it is missing or not a time. No time zone: the runtime's.
 */
export function placedClock(
  createdAt: string,
  locale: string,
  timeZone: string | undefined,
): string {
  if (createdAt.trim() === "") return "";
  const date = new Date(createdAt.includes("T") ? createdAt : createdAt.replace(" ", "T"));
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    hour12: true,
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(date);
}
