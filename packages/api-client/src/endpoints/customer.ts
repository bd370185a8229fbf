/** Signed-in customer calls (`customer/*`). */
import * as z from "zod";

import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { MessageResponse } from "../schemas/auth";
import type {
  Notification,
  Profile,
  ProfileUpdateBody,
  ProfileUpdateResponse,
  ReviewPending,
} from "../schemas/customer";
import type { Item } from "../schemas/item";
import type { Store } from "../schemas/store";
import type { UploadFile } from "./call";
import { messageResponseSchema } from "../schemas/auth";
import {
  notificationSchema,
  profileSchema,
  profileUpdateBodySchema,
  profileUpdateResponseSchema,
  reviewPendingSchema,
} from "../schemas/customer";
import { itemSchema } from "../schemas/item";
import { storeSchema } from "../schemas/store";
import { wireArray, wireId } from "../schemas/wire";
import { parseInput, toFormData } from "./call";

/**
 * `GET customer/info`: the signed-in profile. Needs a language in the context (else the server answers
 * 200 with `errors`, thrown as `HttpError`).
 *
 * @example
 * const me = await getProfile(client);
 */
export async function getProfile(client: ApiClient, options: CallOptions = {}): Promise<Profile> {
  return await client.request({
    method: "GET",
    path: "customer/info",
    schema: profileSchema,
    ...options,
  });
}

/**
 * `POST customer/update-profile` (multipart, optional `image` up to 2 MB). May answer the OTP step
 * (`otp_send`, `verification_on`).
 *
 * @example
 * await updateProfile(client, { name: "Ada Lovelace", email: "ada@example.com", phone: "+8801700000000" }, photo);
 */
export async function updateProfile(
  client: ApiClient,
  body: ProfileUpdateBody,
  image?: UploadFile,
  options: CallOptions = {},
): Promise<ProfileUpdateResponse> {
  const fields = parseInput(profileUpdateBodySchema, body);
  return await client.request({
    method: "POST",
    path: "customer/update-profile",
    schema: profileUpdateResponseSchema,
    form: toFormData(fields, { image }),
    ...options,
  });
}

/**
 * `DELETE customer/remove-account`. With running orders the server answers 203 `on-going`: `HttpError`.
 *
 * @example
 * await removeAccount(client);
 */
export async function removeAccount(
  client: ApiClient,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return await client.request({
    method: "DELETE",
    path: "customer/remove-account",
    schema: messageResponseSchema,
    ...options,
  });
}

/**
 * `PUT customer/cm-firebase-token`: stores the push token.
 *
 * @example
 * await updateFcmToken(client, "fcm-token");
 */
export async function updateFcmToken(
  client: ApiClient,
  token: string,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return await client.request({
    method: "PUT",
    path: "customer/cm-firebase-token",
    schema: messageResponseSchema,
    json: { cm_firebase_token: token },
    ...options,
  });
}

/**
 * `GET customer/update-zone`: stores the context's zone on the user.
 *
 * @example
 * await updateZone(client);
 */
export async function updateZone(client: ApiClient, options: CallOptions = {}): Promise<unknown[]> {
  return await client.request({
    method: "GET",
    path: "customer/update-zone",
    schema: wireArray(z.unknown()),
    ...options,
  });
}

/**
 * `GET customer/suggested-items`: up to 5 items for the signed-in user.
 *
 * @example
 * const items = await getSuggestedItems(client);
 */
export async function getSuggestedItems(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Item[]> {
  return await client.request({
    method: "GET",
    path: "customer/suggested-items",
    schema: wireArray(itemSchema),
    ...options,
  });
}

/**
 * `POST customer/update-interest`: the category ids the user likes (for the context's module).
 *
 * @example
 * await updateInterest(client, [3, 8]);
 */
export async function updateInterest(
  client: ApiClient,
  categoryIds: readonly number[],
  options: CallOptions = {},
): Promise<MessageResponse> {
  const interest = parseInput(z.array(wireId), categoryIds);
  return await client.request({
    method: "POST",
    path: "customer/update-interest",
    schema: messageResponseSchema,
    json: { interest },
    ...options,
  });
}

/**
 * `GET customer/visit-again`: stores the user ordered from (visited stores), each with a few items.
 *
 * @example
 * const stores = await getVisitedStores(client);
 */
export async function getVisitedStores(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Store[]> {
  return await client.request({
    method: "GET",
    path: "customer/visit-again",
    schema: wireArray(storeSchema),
    ...options,
  });
}

/**
 * `GET customer/review-reminder`: the last delivered order pending review (`order_id` null when none).
 *
 * @example
 * const { order_id, images } = await getReviewReminder(client);
 */
export async function getReviewReminder(
  client: ApiClient,
  options: CallOptions = {},
): Promise<ReviewPending> {
  return await client.request({
    method: "GET",
    path: "customer/review-reminder",
    schema: reviewPendingSchema,
    ...options,
  });
}

/**
 * `GET customer/review-reminder-cancel?order_id=` (a GET on the wire); answers the string "success".
 *
 * @example
 * await cancelReviewReminder(client, 100045);
 */
export async function cancelReviewReminder(
  client: ApiClient,
  orderId: number,
  options: CallOptions = {},
): Promise<string> {
  return await client.request({
    method: "GET",
    path: "customer/review-reminder-cancel",
    schema: z.string(),
    query: { order_id: orderId },
    ...options,
  });
}

/**
 * `GET customer/notifications`: the last 15 days.
 *
 * @example
 * const notifications = await getNotifications(client);
 */
export async function getNotifications(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Notification[]> {
  return await client.request({
    method: "GET",
    path: "customer/notifications",
    schema: wireArray(notificationSchema),
    ...options,
  });
}
