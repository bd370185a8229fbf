import type { OpeningHours } from "@marketplace/domain";
import { scheduleSlots } from "@marketplace/domain";

/** The checkout's slots: every half hour within the store's hours, today and tomorrow, 30 minutes ahead. */
export function checkoutSlots(
  store: { scheduleOrder: boolean; hours: OpeningHours[] },
  now: Date,
): string[] {
  return store.scheduleOrder
    ? scheduleSlots(store.hours, now, { days: 2, stepMinutes: 30, leadMinutes: 30 })
    : [];
}

/**
 * When the order is for: what the customer chose ("now" or a slot), except that a closed store cannot
 * take an order for now, so its first slot is chosen (never a disabled "now"; "now" when it has none).
 */
export function chosenTime(when: string, storeOpen: boolean, slots: readonly string[]): string {
  return when === "now" && !storeOpen ? (slots[0] ?? "now") : when;
}
