import type { ChatMessage, Conversation, ConversationTarget } from "@marketplace/api-client";
import type { ChatPartyType, ChatTarget } from "@marketplace/domain";
import { chatPartyType } from "@marketplace/domain";

import { assetUrl } from "~/lib/asset-url";
import { privateUploadPath } from "~/lib/private-upload";

/** The SDK's `details` target of a chat page's target. */
export function detailsTarget(target: ChatTarget): ConversationTarget {
  if ("conversationId" in target) return { conversation_id: target.conversationId };
  if (target.type === "vendor") return { vendor_id: target.id };
  if (target.type === "delivery_man") return { delivery_man_id: target.id };
  return { admin_id: 0 };
}

/** The other party of a conversation: name, image and type. */
export function partyOf(conversation: Conversation | null | undefined): {
  name: string;
  image: string | null;
  type: ChatPartyType | null;
} {
  const receiver = conversation?.receiver;
  const name =
    receiver?.name ?? [receiver?.f_name, receiver?.l_name].filter(Boolean).join(" ").trim();
  return {
    name,
    image: assetUrl(receiver?.image_full_url),
    type: chatPartyType(conversation?.receiver_type),
  };
}

/**
 * A message's images as same-origin paths: private ones through the storefront's `/api/v1` proxy (which adds
 * the session: the API serves them to the conversation's customer only), public ones through `/storage`.
 */
export function messageImages(message: ChatMessage): string[] {
  return (message.file_full_url ?? []).flatMap((url) => {
    const path = privateUploadPath(url) ?? (typeof url === "string" ? assetUrl(url) : null);
    return path === null ? [] : [path];
  });
}

/** Whether the signed-in customer wrote the message. */
export const isMine = (message: ChatMessage) => message.sender_type === "customer";
