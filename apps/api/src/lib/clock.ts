/**
 * The server's clock: the real one, or (with `DEMO_CLOCK=HH:MM`) one that starts today at that UTC time
 * of day and runs on at the real pace, so that a demo or a bench sees open stores at any hour.
 *
 * The demo clock reads HH:MM at `from` (`DEMO_CLOCK_FROM`), by default when the process starts. Instances
 * sharing one database must share one clock (order steps, sessions and throttle windows compare their
 * times), so they are all given the same `DEMO_CLOCK_FROM`.
 */
export function clockFrom(
  timeOfDay: string | undefined,
  real: () => number = Date.now,
  from?: Date,
): () => Date {
  if (timeOfDay === undefined) return () => new Date(real());
  const [hours = 0, minutes = 0] = timeOfDay.split(":").map(Number);
  const startedAt = from?.getTime() ?? real();
  const start = new Date(startedAt);
  start.setUTCHours(hours, minutes, 0, 0);
  const offset = start.getTime() - startedAt;
  return () => new Date(real() + offset);
}
