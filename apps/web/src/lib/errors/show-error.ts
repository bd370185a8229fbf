import { endSession } from "~/features/frame/actions/preferences";
import { notify } from "~/lib/notify/notify";
import { errorOutcome } from "./error-outcome";

export interface ShowErrorOptions {
  signedIn: boolean;
  /** The spec's session text and the generic failure. */
  texts: { sessionExpired: string; somethingWentWrong: string };
  /** After a 401 with a session: the session cookie is gone; show the signed-out home. */
  afterSessionEnd: () => void;
}

/**
 * The shared error outcome, shown: the server's message(s) as toasts; a 401 while signed in shows the spec's
 * text and ends the session; anything else the generic text. Loaded with the first failure, not the page.
 */
export function showError(error: unknown, options: ShowErrorOptions): void {
  const outcome = errorOutcome(error, options.signedIn);
  if (outcome.kind === "session-expired") {
    void notify.error(options.texts.sessionExpired, { id: "session-expired" });
    void endSession().then(options.afterSessionEnd);
  } else if (outcome.kind === "toast") {
    for (const message of outcome.messages) void notify.error(message);
  } else {
    void notify.error(options.texts.somethingWentWrong);
  }
}
