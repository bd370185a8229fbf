import type { OpeningHours } from "./schedule-slots";
import { scheduleSlots } from "./schedule-slots";

/**
 * The checkout's slots: every half hour within the store's hours, today and tomorrow, 30 minutes ahead
 * (none when the store takes no scheduled orders).
 * @example checkoutSlots({ scheduleOrder: true, hours: [{ day: 2, opening_time: "09:00", closing_time: "10:00" }] }, new Date("2026-11-24T08:50:00Z")) // ["2026-11-24T09:30:00.000Z", "2026-11-24T10:00:00.000Z"]
 */
export function checkoutSlots(
  store: { scheduleOrder: boolean; hours: readonly OpeningHours[] },
  now: Date,
): string[] {
  return store.scheduleOrder
    ? scheduleSlots(store.hours, now, { days: 2, stepMinutes: 30, leadMinutes: 30 })
    : [];
}

/**
 * When the order is for: what the customer chose ("now" or a slot), except that a closed store cannot
 * take an order for now, so its first slot is chosen (never a disabled "now"; "now" when it has none).
 * @example chosenTime("now", false, ["2026-11-24T09:30:00.000Z"]) // "2026-11-24T09:30:00.000Z"
 */
export function chosenTime(when: string, storeOpen: boolean, slots: readonly string[]): string {
  return when === "now" && !storeOpen ? (slots[0] ?? "now") : when;
}
