/** Conversations and chat messages. */
import * as z from "zod";

import { pageMetaShape } from "./paged";
import { boundedText } from "./text-bounds";
import { wireAmount, wireArray, wireFlag, wireId, wireOptionalId } from "./wire";

const text = z.string().nullish();

/** A chat participant. */
export const chatUserSchema = z.looseObject({
  id: wireId.optional(),
  f_name: text,
  l_name: text,
  name: text,
  image_full_url: text,
  type: text,
});

/** A chat message. */
export const chatMessageSchema = z.looseObject({
  id: wireId,
  conversation_id: wireOptionalId,
  sender_id: wireOptionalId,
  /** `customer` for the signed-in customer's own messages, else the other party's type. */
  sender_type: text,
  message: text,
  /** Image links; private ones are served to the conversation's customer only (bearer token). */
  file_full_url: wireArray(z.unknown()).optional(),
  is_seen: wireFlag.optional(),
  order: z.unknown().optional(),
  created_at: text,
});
/** A chat message. */
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation with its `sender`, `receiver` and `last_message`. */
export const conversationSchema = z.looseObject({
  id: wireId,
  sender_id: wireOptionalId,
  sender_type: text,
  receiver_id: wireOptionalId,
  receiver_type: text,
  unread_message_count: wireAmount,
  last_message_id: wireOptionalId,
  last_message_time: text,
  sender: chatUserSchema.nullish(),
  receiver: chatUserSchema.nullish(),
  last_message: chatMessageSchema.nullish(),
});
/** A conversation. */
export type Conversation = z.infer<typeof conversationSchema>;

/** `GET customer/message/list` and `search-list`. */
export const pagedConversationsSchema = z.looseObject({
  ...pageMetaShape,
  type: text,
  conversations: wireArray(conversationSchema),
});
/** A page of conversations. */
export type PagedConversations = z.infer<typeof pagedConversationsSchema>;

/** `GET customer/message/details` and the `send` answer. */
export const conversationMessagesSchema = z.looseObject({
  ...pageMetaShape,
  status: wireFlag.optional(),
  message: text,
  messages: wireArray(chatMessageSchema),
  conversation: conversationSchema.nullish(),
});
/** A page of messages. */
export type ConversationMessages = z.infer<typeof conversationMessagesSchema>;

/** `POST customer/message/send` fields (multipart; `image[]` files are added separately). */
export const messageSendBodySchema = z.object({
  conversation_id: wireId.optional(),
  receiver_type: z.enum(["admin", "vendor", "delivery_man", "provider", "serviceman"]).optional(),
  receiver_id: wireId.optional(),
  message: boundedText("message").optional(),
  order_id: wireId.optional(),
});
/** Message send fields. */
export type MessageSendBody = z.infer<typeof messageSendBodySchema>;

/** An automated message `{ id, message }`. */
export const automatedMessageSchema = z.looseObject({ id: wireId, message: z.string() });
/** `GET customer/automated-message`. */
export const pagedAutomatedMessagesSchema = z.looseObject({
  ...pageMetaShape,
  data: wireArray(automatedMessageSchema),
});
/** A page of automated messages. */
export type PagedAutomatedMessages = z.infer<typeof pagedAutomatedMessagesSchema>;
