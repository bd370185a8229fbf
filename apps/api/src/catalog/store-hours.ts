import type { ScheduleRow, StoreRow } from "./reference";

const toMinutes = (time: string) => {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
};

/** The schedule row covering `now` (UTC), if any. */
export function currentSchedule(
  schedules: ScheduleRow[] | undefined,
  now: Date,
): ScheduleRow | undefined {
  const day = now.getUTCDay();
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  return (schedules ?? []).find(
    (row) =>
      row.day === day &&
      toMinutes(row.openingTime) <= minute &&
      minute <= toMinutes(row.closingTime),
  );
}

/** A store is open when it is active (not temporarily closed) and inside today's opening hours. */
export function isStoreOpen(
  store: StoreRow,
  schedules: ScheduleRow[] | undefined,
  now: Date,
): boolean {
  return store.active && store.status === 1 && currentSchedule(schedules, now) !== undefined;
}

/**
 * `current_opening_time` as the production backend sends it: today's next opening time ("HH:MM"),
 * or "closed" when the store has no hours left today (or is temporarily closed).
 */
export function currentOpeningTime(
  store: StoreRow,
  schedules: ScheduleRow[] | undefined,
  now: Date,
): string {
  if (!store.active) return "closed";
  const day = now.getUTCDay();
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  const today = (schedules ?? [])
    .filter((row) => row.day === day)
    .sort((a, b) => toMinutes(a.openingTime) - toMinutes(b.openingTime));
  const current = today.find(
    (row) => toMinutes(row.openingTime) <= minute && minute <= toMinutes(row.closingTime),
  );
  if (current) return current.openingTime.slice(0, 5);
  const next = today.find((row) => toMinutes(row.openingTime) > minute);
  return next ? next.openingTime.slice(0, 5) : "closed";
}

/** Minimum and maximum delivery minutes from "20-35 min". */
export function deliveryMinutes(deliveryTime: string): { min: number; max: number } {
  const [min = 0, max = min] = (deliveryTime.match(/\d+/g) ?? []).map(Number);
  return { min, max };
}

/** Whether the store's own discount applies now. */
export function activeStoreDiscount(store: StoreRow, now: Date): StoreRow["discount"] {
  const discount = store.discount;
  if (!discount) return null;
  const today = now.toISOString().slice(0, 10);
  return discount.start_date <= today && today <= discount.end_date ? discount : null;
}
