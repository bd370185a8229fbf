/**
 * The end of a campaign or flash sale (for its countdown) from the wire's date and optional time
 * ('2026-12-31' + '23:59:00', or '2026-12-31 23:59:00'); a date alone ends at the day's last second.
 * Null when the API sent no readable date.
 */
export function endsAtFromWire(
  date: string | null | undefined,
  time?: string | null,
): number | null {
  if (!date) return null;
  const [day, clock] = date.trim().split(/[ T]/);
  const given = [time?.trim(), clock].find((part) => part !== undefined && part !== "");
  const at = Date.parse(`${day ?? ""}T${given ?? "23:59:59"}`);
  return Number.isNaN(at) ? null : at;
}
