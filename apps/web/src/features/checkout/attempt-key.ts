/**
 * One Idempotency-Key per checkout attempt: the same order (the same body) keeps its key across a double
 * click, a retry and a reload (sessionStorage), so the server answers every repeat with the first order;
 * a changed order gets a new key. Forgotten once the attempt is settled.
 */
const STORAGE_KEY = "checkout-attempt";

interface Attempt {
  body: string;
  key: string;
}

function read(): Attempt | null {
  try {
    const text = window.sessionStorage.getItem(STORAGE_KEY);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    if (
      typeof value === "object" &&
      value !== null &&
      "body" in value &&
      "key" in value &&
      typeof value.body === "string" &&
      typeof value.key === "string"
    )
      return { body: value.body, key: value.key };
    return null;
  } catch {
    return null;
  }
}

/** The key of this order's attempt: the stored one when the body is the same, else a new one. */
export function attemptKey(body: unknown): string {
  const text = JSON.stringify(body);
  const stored = read();
  if (stored?.body === text) return stored.key;
  const key = window.crypto.randomUUID();
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ body: text, key }));
  } catch {
    // Without storage the key still covers double clicks and retries within this page.
  }
  return key;
}

/** Forgets the settled attempt (the order was placed and shown). */
export function settleAttempt(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
