// Single source of truth for the times a scheduled order can be placed for: within the store's opening
// hours (UTC day and minutes, as the server reads its schedules), from the next step after now.

import { DomainInputError } from "../errors/domain-input-error";

export interface OpeningHours {
  /** 0 = Sunday, as `Date.getUTCDay()`. */
  day: number;
  /** "HH:MM" or "HH:MM:SS". */
  opening_time: string;
  closing_time: string;
}

const TIME = /^(\d{1,2}):(\d{2})/;

function minutesOf(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new DomainInputError("invalid_time", `Not a time of day: ${time}`, time);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The ISO times (UTC) of the schedule-later choices: every `stepMinutes` inside the store's opening hours
 * over the next `days` days, after now plus `leadMinutes`.
 * @example scheduleSlots([{ day: 2, opening_time: "09:00", closing_time: "10:00" }], new Date("2026-11-24T08:50:00Z"), { days: 1, stepMinutes: 30, leadMinutes: 15 }) // ["2026-11-24T09:30:00.000Z", "2026-11-24T10:00:00.000Z"]
 */
export function scheduleSlots(
  hours: readonly OpeningHours[],
  now: Date,
  options: { days: number; stepMinutes: number; leadMinutes: number },
): string[] {
  const slots: string[] = [];
  const earliest = now.getTime() + options.leadMinutes * 60_000;
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let offset = 0; offset < options.days; offset += 1) {
    const dayStart = start + offset * 86_400_000;
    const day = new Date(dayStart).getUTCDay();
    const rows = hours
      .filter((row) => row.day === day)
      .map((row) => ({ open: minutesOf(row.opening_time), close: minutesOf(row.closing_time) }))
      .sort((a, b) => a.open - b.open);
    for (const row of rows) {
      const first = Math.ceil(row.open / options.stepMinutes) * options.stepMinutes;
      for (let minute = first; minute <= row.close; minute += options.stepMinutes) {
        const at = dayStart + minute * 60_000;
        if (at >= earliest) slots.push(new Date(at).toISOString());
      }
    }
  }
  return [...new Set(slots)];
}
