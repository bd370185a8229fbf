// Chat (A2, A6, D8): who the customer may write to, what a message may hold, where a chat opens.

/** Longest chat text the API stores. */
export const CHAT_MESSAGE_MAX = 2000;
/** At most 3 images in one message (the API's rule). */
export const CHAT_IMAGES_MAX = 3;
/** Images the API takes in a message: jpg, png, gif or webp, at most 2 MB each. */
export const CHAT_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
/** 2 MB, the API's limit per image. */
export const CHAT_IMAGE_BYTES = 2 * 1024 * 1024;

/** Who a conversation is with. */
export type ChatPartyType = "vendor" | "delivery_man" | "admin";
export const CHAT_PARTY_TYPES: readonly ChatPartyType[] = ["vendor", "delivery_man", "admin"];

/** Why a message cannot be sent (a `chat` message key), or null. */
export type ChatMessageProblem =
  | "message_required"
  | "message_too_long"
  | "message_control_characters"
  | "images_too_many"
  | "image_type"
  | "image_size";

// C0 controls other than tab and line breaks, DEL, C1 controls, and bidi overrides that can disguise text.
// eslint-disable-next-line no-control-regex -- these are the characters refused
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Checks a message before it is sent: text or at least one image ('The message field is required.'), text of at
 * most 2000 characters without control characters, at most 3 images, each a jpg, png, gif or webp of 2 MB or less.
 * @example chatMessageProblem("Hi", []) // null
 * @example chatMessageProblem("  ", []) // "message_required"
 */
export function chatMessageProblem(
  text: string,
  images: readonly { type: string; size: number }[],
): ChatMessageProblem | null {
  const trimmed = text.trim();
  if (trimmed === "" && images.length === 0) return "message_required";
  if ([...trimmed].length > CHAT_MESSAGE_MAX) return "message_too_long";
  if (CONTROL.test(trimmed)) return "message_control_characters";
  if (images.length > CHAT_IMAGES_MAX) return "images_too_many";
  if (images.some((file) => !(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)))
    return "image_type";
  if (images.some((file) => file.size > CHAT_IMAGE_BYTES)) return "image_size";
  return null;
}

/**
 * Whether the customer may write in a conversation: support and stores of their orders always (the API
 * opens a store's chat for any of the customer's orders there); a delivery person only while an order of
 * theirs runs (`status` of the conversation's details).
 * @example canSendChat("delivery_man", false) // false
 */
export function canSendChat(type: ChatPartyType, status: boolean | undefined): boolean {
  if (type === "delivery_man") return status === true;
  return true;
}

/** A `type` query value as a party type, or null. */
export function chatPartyType(value: unknown): ChatPartyType | null {
  return CHAT_PARTY_TYPES.find((type) => type === value) ?? null;
}

/** Where a chat opens: a known conversation, or a party (store owner, delivery person) to start one with. */
export type ChatTarget =
  | { conversationId: number; type?: ChatPartyType }
  | { type: ChatPartyType; id: number; name?: string; image?: string; chatFrom?: string };

/**
 * The chat page of a target: `/chatting?conversationId=&type=&chatFrom=` for a known conversation, else
 * `/profile?page=inbox&type=&id=&chatFrom=` with the party's name and image (A2).
 * @example chatHref({ type: "vendor", id: 3, name: "Golden Crust", chatFrom: "store" }) // "/profile?page=inbox&type=vendor&id=3&chatFrom=store&name=Golden+Crust"
 */
export function chatHref(target: ChatTarget): string {
  if ("conversationId" in target) {
    const query = new URLSearchParams({ conversationId: String(target.conversationId) });
    if (target.type) query.set("type", target.type);
    return `/chatting?${query.toString()}`;
  }
  const query = new URLSearchParams({ page: "inbox", type: target.type, id: String(target.id) });
  if (target.chatFrom) query.set("chatFrom", target.chatFrom);
  if (target.name) query.set("name", target.name);
  if (target.image) query.set("image", target.image);
  return `/profile?${query.toString()}`;
}

/**
 * Reads a chat page's query (`conversationId` or `type` + `id`) into a target; anything else is null (the list).
 * @example chatTargetOf({ conversationId: "9" }) // { conversationId: 9 }
 */
export function chatTargetOf(
  query: Record<string, string | string[] | undefined>,
): ChatTarget | null {
  const one = (key: string) => {
    const value = query[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const idOf = (value: string | undefined) =>
    value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
  const type = chatPartyType(one("type"));
  const conversationId = idOf(one("conversationId"));
  if (conversationId !== null) return type ? { conversationId, type } : { conversationId };
  const id = type === "admin" ? 0 : idOf(one("id"));
  if (type === null || id === null) return null;
  const name = one("name")?.slice(0, 100);
  const chatFrom = one("chatFrom")?.slice(0, 40);
  return {
    type,
    id,
    ...(name ? { name } : {}),
    ...(chatFrom ? { chatFrom } : {}),
  };
}
