/**
 * The server's clock: the real one, or (with `DEMO_CLOCK=HH:MM`) one that starts today at that UTC time
 * of day and runs on at the real pace, so that a demo or a bench sees open stores at any hour.
 */
export function clockFrom(
  timeOfDay: string | undefined,
  real: () => number = Date.now,
): () => Date {
  if (timeOfDay === undefined) return () => new Date(real());
  const [hours = 0, minutes = 0] = timeOfDay.split(":").map(Number);
  const startedAt = real();
  const start = new Date(startedAt);
  start.setUTCHours(hours, minutes, 0, 0);
  const offset = start.getTime() - startedAt;
  return () => new Date(real() + offset);
}
