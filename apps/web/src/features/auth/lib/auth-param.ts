import { AUTH_PARAM, AUTH_SIGN_IN } from "./auth-link";

/**
 * The modal's history helpers. Opening and closing change the URL with `history` (no server round trip);
 * Next's `useSearchParams` follows those changes.
 */
export { AUTH_PARAM, AUTH_SIGN_IN } from "./auth-link";

/** The current URL with `?auth=sign-in` added (or removed when `open` is false), as a relative href. */
export function authHref(current: URL, open: boolean): string {
  const url = new URL(current.href);
  if (open) url.searchParams.set(AUTH_PARAM, AUTH_SIGN_IN);
  else url.searchParams.delete(AUTH_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A server page's link that opens the sign-in modal on the same page state: its path and query (as Next
 * gives `searchParams`) with `?auth=sign-in` added, so `/profile?page=my-orders` comes back to my orders.
 */
export function signInHrefFor(
  path: string,
  searchParams: Record<string, string | string[] | undefined>,
): string {
  const url = new URL(path, "http://storefront.invalid");
  for (const [key, value] of Object.entries(searchParams))
    for (const one of [value].flat()) if (one !== undefined) url.searchParams.append(key, one);
  return authHref(url, true);
}

/** Closes the auth modal: drops the parameter without adding a history entry. */
export function closeAuthModal(): void {
  window.history.replaceState(null, "", authHref(new URL(window.location.href), false));
}

let opener: HTMLElement | null = null;

/** Remembers the focused element (the Sign In link) as the modal opens, so closing it can focus it again. */
export function rememberOpener(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/** Radix `onCloseAutoFocus`: focus goes back to the element that opened the modal, if still there. */
export function returnFocusToOpener(event: Event): void {
  if (opener?.isConnected) {
    event.preventDefault();
    opener.focus();
  }
  opener = null;
}
