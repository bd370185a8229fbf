/**
 * The storefront's status pills (an order's status, an offline payment's verification) in the ui theme's
 * tokens (`tooling/tailwind/theme.css`: success, warning, destructive, primary-soft), so every status
 * reads the same in light and dark. Plain class strings: no class merging in the page's script.
 */
export type StatusTone = "neutral" | "waiting" | "good" | "bad";

const TONES: Record<StatusTone, string> = {
  neutral: "bg-primary-soft text-foreground",
  waiting: "bg-warning/15 text-foreground",
  good: "bg-success/15 text-foreground",
  bad: "bg-destructive/10 text-destructive",
};

/** The shape every status pill shares. */
export const STATUS_PILL = "inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium";

/**
 * A status pill's classes for its tone.
 * @example statusPillClass("bad") // "inline-flex … bg-destructive/10 text-destructive"
 */
export const statusPillClass = (tone: StatusTone) => `${STATUS_PILL} ${TONES[tone]}`;
