// Single source of truth for the campaign countdown (D2, A2): DD:HH:MM:SS, then 'This campaign is over'.

import { DomainInputError } from "../errors/domain-input-error";

export type CampaignCountdown =
  | {
      code: "campaign_running";
      days: number;
      hours: number;
      minutes: number;
      seconds: number;
      text: string;
    }
  | { code: "campaign_over" };

const pad = (value: number): string => String(value).padStart(2, "0");

/**
 * Time left until `end`, as DD:HH:MM:SS; at or after the end the campaign is over.
 * @example campaignCountdown(new Date("2026-01-02T01:02:03Z"), new Date("2026-01-01T00:00:00Z")).text // "01:01:02:03"
 */
export function campaignCountdown(end: Date, now: Date): CampaignCountdown {
  const left = end.getTime() - now.getTime();
  if (Number.isNaN(left))
    throw new DomainInputError("invalid_date", "Campaign end or current time is not a valid date");
  if (left <= 0) return { code: "campaign_over" };
  const total = Math.floor(left / 1000);
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return {
    code: "campaign_running",
    days,
    hours,
    minutes,
    seconds,
    text: `${pad(days)}:${pad(hours)}:${pad(minutes)}:${pad(seconds)}`,
  };
}
