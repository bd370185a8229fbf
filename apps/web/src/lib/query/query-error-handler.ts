/**
 * The shared error handler of the tab's QueryClient, set by `AppProviders` on every render (the session and
 * the texts change with the render; the tab's QueryClient, created later and only where a part needs it,
 * outlives renders). No TanStack code here: this module is in every page's first load.
 */
let handler: (error: unknown) => void = () => undefined;

export function setQueryErrorHandler(next: (error: unknown) => void): void {
  handler = next;
}

/** Hands a failed query's or mutation's error to the current handler. */
export function reportQueryError(error: unknown): void {
  handler(error);
}
