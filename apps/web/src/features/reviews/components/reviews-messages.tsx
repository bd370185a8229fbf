import "server-only";

import type { ReactNode } from "react";
import { getMessages } from "next-intl/server";

import { MoreMessages } from "~/lib/i18n/more-messages";

/** The `reviews` catalogue for the review forms and the review prompt, which load on demand. */
export async function ReviewsMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <MoreMessages messages={{ reviews: messages.reviews }}>{children}</MoreMessages>;
}
