import "server-only";

import type { ReactNode } from "react";
import { getMessages } from "next-intl/server";

import { MoreMessages } from "~/lib/i18n/more-messages";

/** The `tracking` catalogue for the tracking view and drawer, which load on demand. */
export async function TrackingMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <MoreMessages messages={{ tracking: messages.tracking }}>{children}</MoreMessages>;
}
