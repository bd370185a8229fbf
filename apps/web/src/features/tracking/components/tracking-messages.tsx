import "server-only";

import type { ReactNode } from "react";
import { getMessages } from "next-intl/server";

import { MoreMessages } from "~/lib/i18n/more-messages";

/**
 * The `tracking` catalogue for the tracking view and drawer, which load on demand, the `offlinePayment`
 * texts of its payment card, and the two `chat` texts of the courier's chat button.
 */
export async function TrackingMessages({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as {
    tracking: unknown;
    offlinePayment: unknown;
    chat: { chatWithDeliveryMan: unknown; signedOut: unknown };
  };
  const { chatWithDeliveryMan, signedOut } = messages.chat;
  return (
    <MoreMessages
      messages={{
        tracking: messages.tracking,
        offlinePayment: messages.offlinePayment,
        chat: { chatWithDeliveryMan, signedOut },
      }}
    >
      {children}
    </MoreMessages>
  );
}
