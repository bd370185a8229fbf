/** Reviews of items, stores and delivery people. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { MessageResponse } from "../schemas/auth";
import type {
  DeliveryManReviewBody,
  ItemReviewBody,
  PagedReviews,
  Review,
} from "../schemas/review";
import type { PageParams, UploadFile } from "./call";
import { messageResponseSchema } from "../schemas/auth";
import {
  deliveryManReviewBodySchema,
  itemReviewBodySchema,
  pagedReviewsSchema,
  ratingSchema,
  reviewListSchema,
} from "../schemas/review";
import { pagingQuery, parseInput, toFormData } from "./call";

/**
 * `POST items/reviews/submit` (multipart, optional `attachment[]`). Twice: `HttpError` 403 code "review".
 *
 * @example
 * await submitItemReview(client, { item_id: 7, order_id: 100045, rating: 5, comment: "Fresh" });
 */
export async function submitItemReview(
  client: ApiClient,
  body: ItemReviewBody,
  attachments: readonly UploadFile[] = [],
  options: CallOptions = {},
): Promise<MessageResponse> {
  const fields = parseInput(itemReviewBodySchema, body);
  return await client.request({
    method: "POST",
    path: "items/reviews/submit",
    schema: messageResponseSchema,
    form: toFormData(fields, { attachment: attachments }),
    ...options,
  });
}

/**
 * `GET items/reviews/{item_id}`.
 *
 * @example
 * const { reviews } = await getItemReviews(client, 7, { offset: 1, limit: 10 });
 */
export async function getItemReviews(
  client: ApiClient,
  itemId: number,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<PagedReviews> {
  return await client.request({
    method: "GET",
    path: `items/reviews/${String(itemId)}`,
    schema: pagedReviewsSchema,
    query: { ...pagingQuery(params, 10) },
    ...options,
  });
}

/**
 * `GET items/rating/{item_id}`: a number.
 *
 * @example
 * const rating = await getItemRating(client, 7);
 */
export async function getItemRating(
  client: ApiClient,
  itemId: number,
  options: CallOptions = {},
): Promise<number> {
  return await client.request({
    method: "GET",
    path: `items/rating/${String(itemId)}`,
    schema: ratingSchema,
    ...options,
  });
}

/**
 * `GET stores/reviews?store_id=`: a plain array.
 *
 * @example
 * const reviews = await getStoreReviews(client, 3);
 */
export async function getStoreReviews(
  client: ApiClient,
  storeId: number,
  options: CallOptions = {},
): Promise<Review[]> {
  return await client.request({
    method: "GET",
    path: "stores/reviews",
    schema: reviewListSchema,
    query: { store_id: storeId },
    ...options,
  });
}

/**
 * `POST delivery-man/reviews/submit` (multipart, optional `attachment[]`).
 *
 * @example
 * await submitDeliveryManReview(client, { delivery_man_id: 4, order_id: 100045, rating: 5, comment: "Quick" });
 */
export async function submitDeliveryManReview(
  client: ApiClient,
  body: DeliveryManReviewBody,
  attachments: readonly UploadFile[] = [],
  options: CallOptions = {},
): Promise<MessageResponse> {
  const fields = parseInput(deliveryManReviewBodySchema, body);
  return await client.request({
    method: "POST",
    path: "delivery-man/reviews/submit",
    schema: messageResponseSchema,
    form: toFormData(fields, { attachment: attachments }),
    ...options,
  });
}

/**
 * `GET delivery-man/reviews/{id}` (signed in).
 *
 * @example
 * const reviews = await getDeliveryManReviews(client, 4);
 */
export async function getDeliveryManReviews(
  client: ApiClient,
  deliveryManId: number,
  options: CallOptions = {},
): Promise<Review[]> {
  return await client.request({
    method: "GET",
    path: `delivery-man/reviews/${String(deliveryManId)}`,
    schema: reviewListSchema,
    ...options,
  });
}

/**
 * `GET delivery-man/reviews/rating/{id}` (signed in): a number.
 *
 * @example
 * const rating = await getDeliveryManRating(client, 4);
 */
export async function getDeliveryManRating(
  client: ApiClient,
  deliveryManId: number,
  options: CallOptions = {},
): Promise<number> {
  return await client.request({
    method: "GET",
    path: `delivery-man/reviews/rating/${String(deliveryManId)}`,
    schema: ratingSchema,
    ...options,
  });
}
