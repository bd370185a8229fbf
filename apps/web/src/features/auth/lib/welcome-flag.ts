/**
 * The welcome modal's flag (spec A §4 "Welcome modal"): set by a sign-up that ended signed in, read by the
 * frame on the next page, cleared when the modal closes. Kept in `localStorage` (a flag, no secret).
 */
export const WELCOME_FLAG = "welcome_new_user";

export function setWelcomeFlag(): void {
  window.localStorage.setItem(WELCOME_FLAG, "1");
}

export function hasWelcomeFlag(): boolean {
  return window.localStorage.getItem(WELCOME_FLAG) === "1";
}

export function clearWelcomeFlag(): void {
  window.localStorage.removeItem(WELCOME_FLAG);
}
