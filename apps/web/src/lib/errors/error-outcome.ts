import { isApiClientError, isNetworkError } from "@marketplace/api-client";
import { sessionExpiry } from "@marketplace/domain";

/** What the shared handler does with a failed call (spec D §8, A §8). */
export type ErrorOutcome =
  | { kind: "session-expired" }
  | { kind: "toast"; messages: readonly string[] }
  | { kind: "unavailable" }
  | { kind: "fallback" };

/**
 * Decides the shared error handling: a 401 while signed in ends the session; no answer at all (the
 * connection failed or the client's timeout passed) is the service-unavailable text, never the SDK's
 * technical message; any other SDK error shows the server's message or each `errors[].message`; anything
 * else gets the generic text.
 */
export function errorOutcome(error: unknown, signedIn: boolean): ErrorOutcome {
  if (!isApiClientError(error)) return { kind: "fallback" };
  if (isNetworkError(error)) return { kind: "unavailable" };
  const hasToken = signedIn || error.kind === "session-expired";
  if (error.status !== undefined && sessionExpiry(error.status, hasToken)) {
    return { kind: "session-expired" };
  }
  const messages = error.messages.filter((message) => message.trim() !== "");
  return messages.length > 0 ? { kind: "toast", messages } : { kind: "fallback" };
}
