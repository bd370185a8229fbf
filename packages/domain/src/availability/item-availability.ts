// Single source of truth for food time windows (D4): outside available_time_starts/ends an item is not
// available now; with schedule_order it can still be ordered for later.

import type { Item } from "@marketplace/api-client";

import { parseTimeOfDay } from "../formatting/format-time";

export type ItemAvailability =
  | { code: "available" }
  | { code: "not_available_schedulable"; starts: string; ends: string }
  | { code: "not_available"; starts: string; ends: string };

/**
 * Whether a time of day (minutes since midnight) lies in [starts, ends]; windows that cross midnight
 * (e.g. 18:00–02:00) wrap.
 * @example isWithinWindow(600, "09:00", "22:00") // true
 */
export function isWithinWindow(minutes: number, starts: string, ends: string): boolean {
  const from = parseTimeOfDay(starts);
  const to = parseTimeOfDay(ends);
  if (from === to) return true;
  return from < to ? minutes >= from && minutes <= to : minutes >= from || minutes <= to;
}

/**
 * Food outside its time window is not available: with schedule_order 'This is not available right now.
 * You can order it later.' (Buy Now and Add to Cart scheduled), otherwise 'This is not available right
 * now.' with the hours. Other modules, and items without a window, are available.
 * @example itemAvailability({ module_type: "food", available_time_starts: "10:00:00", available_time_ends: "22:00:00", schedule_order: true }, new Date(2026, 0, 1, 8))
 */
export function itemAvailability(
  item: Pick<
    Item,
    "module_type" | "available_time_starts" | "available_time_ends" | "schedule_order"
  >,
  now: Date,
): ItemAvailability {
  const starts = item.available_time_starts;
  const ends = item.available_time_ends;
  if (item.module_type !== "food" || !starts || !ends) return { code: "available" };
  if (isWithinWindow(now.getHours() * 60 + now.getMinutes(), starts, ends))
    return { code: "available" };
  return item.schedule_order === true
    ? { code: "not_available_schedulable", starts, ends }
    : { code: "not_available", starts, ends };
}
