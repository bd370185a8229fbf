import { notify } from "~/lib/notify/notify";
import { errorOutcome } from "./error-outcome";
import { leaveEndedSession } from "./leave-ended-session";

export interface ShowErrorOptions {
  signedIn: boolean;
  /** The generic failure and the text of a call without an answer. */
  texts: { somethingWentWrong: string; unavailable: string };
}

/**
 * The shared error outcome, shown: the server's message(s) as toasts; a 401 while signed in leaves for the
 * signed-out home, which shows the spec's text (`leaveEndedSession`); no answer (network failure, timeout) the service-unavailable text; anything
 * else the generic text. Loaded with the first failure, not the page.
 */
export function showError(error: unknown, options: ShowErrorOptions): void {
  const outcome = errorOutcome(error, options.signedIn);
  if (outcome.kind === "session-expired") {
    leaveEndedSession();
  } else if (outcome.kind === "unavailable") {
    void notify.error(options.texts.unavailable);
  } else if (outcome.kind === "toast") {
    for (const message of outcome.messages) void notify.error(message);
  } else {
    void notify.error(options.texts.somethingWentWrong);
  }
}
