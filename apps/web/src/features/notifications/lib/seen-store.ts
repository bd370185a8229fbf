/**
 * When the customer last opened the notifications list, kept in this browser (the API has no read state):
 * notifications newer than that are unread. The toaster's already-shown stamps live in the tab's session.
 */
const SEEN_KEY = "notifications-seen-at";
const SHOWN_KEY = "notifications-shown";

export function readSeenAt(): number | null {
  try {
    const value = Number(window.localStorage.getItem(SEEN_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeSeenAt(time: number): void {
  try {
    window.localStorage.setItem(SEEN_KEY, String(time));
  } catch {
    // storage unavailable (private mode): every notification stays unread
  }
}

export function readShown(): Set<string> | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(SHOWN_KEY) ?? "null");
    return Array.isArray(value)
      ? new Set(value.filter((item): item is string => typeof item === "string"))
      : null;
  } catch {
    return null;
  }
}

export function writeShown(stamps: readonly string[]): void {
  try {
    window.sessionStorage.setItem(SHOWN_KEY, JSON.stringify(stamps.slice(0, 200)));
  } catch {
    // storage unavailable: the tab toasts only what it saw appear itself
  }
}
