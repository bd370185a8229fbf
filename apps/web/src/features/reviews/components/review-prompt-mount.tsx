import { getMessages } from "next-intl/server";

import { MoreMessages } from "~/lib/i18n/more-messages";
import { ReviewPromptIdle } from "./review-prompt-idle";

/**
 * The review prompt's place in the frame: nothing for guests; for a signed-in customer, a few bytes that
 * load the prompt (SDK, TanStack Query, dialog) once the browser is idle after the page.
 */
export async function ReviewPromptMount({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) return null;
  const messages = (await getMessages()) as { reviews: { prompt: unknown } };
  return (
    <MoreMessages messages={{ reviews: { prompt: messages.reviews.prompt } }}>
      <ReviewPromptIdle />
    </MoreMessages>
  );
}
