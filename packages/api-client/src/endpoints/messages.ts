/** Chat and automated messages. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type {
  ConversationMessages,
  MessageSendBody,
  PagedAutomatedMessages,
  PagedConversations,
} from "../schemas/message";
import type { PageParams, UploadFile } from "./call";
import {
  conversationMessagesSchema,
  messageSendBodySchema,
  pagedAutomatedMessagesSchema,
  pagedConversationsSchema,
} from "../schemas/message";
import { pagingQuery, parseInput, toFormData } from "./call";

/**
 * `GET customer/message/list`.
 *
 * @example
 * const { conversations } = await getConversations(client, { type: "vendor" });
 */
export async function getConversations(
  client: ApiClient,
  params: PageParams & { type?: string | undefined } = {},
  options: CallOptions = {},
): Promise<PagedConversations> {
  return await client.request({
    method: "GET",
    path: "customer/message/list",
    schema: pagedConversationsSchema,
    query: { ...pagingQuery(params, 10), type: params.type },
    ...options,
  });
}

/**
 * `GET customer/message/search-list?name=`.
 *
 * @example
 * const { conversations } = await searchConversations(client, { name: "Fresh" });
 */
export async function searchConversations(
  client: ApiClient,
  params: PageParams & { name: string },
  options: CallOptions = {},
): Promise<PagedConversations> {
  return await client.request({
    method: "GET",
    path: "customer/message/search-list",
    schema: pagedConversationsSchema,
    query: { ...pagingQuery(params, 10), name: params.name },
    ...options,
  });
}

/** Who a conversation is with: one of these ids. */
export type ConversationTarget =
  | { conversation_id: number }
  | { admin_id: number }
  | { vendor_id: number }
  | { delivery_man_id: number };

/**
 * `GET customer/message/details`: messages, and `status` (chat allowed).
 *
 * @example
 * const { messages, status } = await getConversationMessages(client, { conversation_id: 9 });
 */
export async function getConversationMessages(
  client: ApiClient,
  target: ConversationTarget,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<ConversationMessages> {
  return await client.request({
    method: "GET",
    path: "customer/message/details",
    schema: conversationMessagesSchema,
    query: { ...target, ...pagingQuery(params, 10) },
    ...options,
  });
}

/**
 * `POST customer/message/send` (multipart, optional `image[]`).
 *
 * @example
 * await sendMessage(client, { receiver_type: "vendor", receiver_id: 3, message: "Is it fresh?" });
 */
export async function sendMessage(
  client: ApiClient,
  body: MessageSendBody,
  images: readonly UploadFile[] = [],
  options: CallOptions = {},
): Promise<ConversationMessages> {
  const fields = parseInput(messageSendBodySchema, body);
  return await client.request({
    method: "POST",
    path: "customer/message/send",
    schema: conversationMessagesSchema,
    form: toFormData(fields, { image: images }),
    ...options,
  });
}

/**
 * `GET customer/automated-message` (public).
 *
 * @example
 * const { data } = await getAutomatedMessages(client);
 */
export async function getAutomatedMessages(
  client: ApiClient,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<PagedAutomatedMessages> {
  return await client.request({
    method: "GET",
    path: "customer/automated-message",
    schema: pagedAutomatedMessagesSchema,
    query: { ...pagingQuery(params, 25) },
    ...options,
  });
}
