// Single source of truth for reading wire times ("HH:mm" or "HH:mm:ss") and showing them as hh:mm a (A9).

import { DomainInputError } from "../errors/domain-input-error";

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Minutes since midnight of a wire time such as "09:30:00"; throws `invalid_time` otherwise.
 * @example parseTimeOfDay("09:30:00") // 570
 */
export function parseTimeOfDay(time: string): number {
  const match = TIME_PATTERN.exec(time.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  const seconds = Number(match?.[3] ?? "0");
  if (match === null || hours > 23 || minutes > 59 || seconds > 59) {
    throw new DomainInputError("invalid_time", `Not a time of day: "${time}"`, time);
  }
  return hours * 60 + minutes;
}

/**
 * Time displayed as hh:mm a (12-hour clock, two-digit hour, am/pm).
 * @example formatTime12h("13:05:00") // "01:05 pm"
 */
export function formatTime12h(time: string): string {
  const total = parseTimeOfDay(time);
  const hours24 = Math.floor(total / 60);
  const minutes = total % 60;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${String(hours12).padStart(2, "0")}:${String(minutes).padStart(2, "0")} ${hours24 < 12 ? "am" : "pm"}`;
}
