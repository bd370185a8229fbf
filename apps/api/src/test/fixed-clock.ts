/**
 * Tests seed and run the app at this instant: Saturday 21 November 2026, 12:00 UTC
 * (the demo city's schedules are in UTC). Stores seeded as "closed now" are closed at this time.
 */
export const testNow = new Date("2026-11-21T12:00:00.000Z");
