/** Order placement: `customer/order/place` and the prescription order, each with an idempotency key; parcel instructions and the most-tipped amounts shown at checkout. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { OrderPlaceBody, OrderPlaceResponse } from "../schemas/order";
import type {
  MostTips,
  PagedParcelInstructions,
  PrescriptionOrderBody,
  PrescriptionOrderResponse,
} from "../schemas/order-support";
import type { PageParams, UploadFile } from "./call";
import { orderPlaceBodySchema, orderPlaceResponseSchema } from "../schemas/order";
import {
  mostTipsSchema,
  pagedParcelInstructionsSchema,
  prescriptionOrderBodySchema,
  prescriptionOrderResponseSchema,
} from "../schemas/order-support";
import { pagingQuery, parseInput, toFormData } from "./call";

/** Options of a placement: the idempotency key (generated when absent) and the usual call options. */
export interface PlaceOptions extends CallOptions {
  idempotencyKey?: string | undefined;
}

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, so plain `getRandomValues` is the fallback. */
function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * `POST customer/order/place`. Carries an `Idempotency-Key` header (a fresh UUID unless given; reuse it when
 * re-submitting the same checkout). Never retried. Answers `{ order_id, total_ammount, … }`.
 *
 * @example
 * const { order_id } = await placeOrder(client, { order_amount: 42.5, payment_method: "cash_on_delivery",
 *   order_type: "delivery", store_id: 3, distance: 2.1, address: "House 1", latitude: 23.81, longitude: 90.41 });
 */
export async function placeOrder(
  client: ApiClient,
  body: OrderPlaceBody,
  options: PlaceOptions = {},
): Promise<OrderPlaceResponse> {
  const json = parseInput(orderPlaceBodySchema, body);
  const { idempotencyKey, ...rest } = options;
  return await client.request({
    method: "POST",
    path: "customer/order/place",
    schema: orderPlaceResponseSchema,
    json,
    guest: true,
    idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
    ...rest,
  });
}

/**
 * `POST customer/order/prescription/place` (multipart, up to 3 prescription images).
 *
 * @example
 * await placePrescriptionOrder(client, { store_id: 3, distance: 2.1, address: "House 1", latitude: 23.81,
 *   longitude: 90.41 }, [photo]);
 */
export async function placePrescriptionOrder(
  client: ApiClient,
  body: PrescriptionOrderBody,
  images: readonly UploadFile[],
  options: PlaceOptions = {},
): Promise<PrescriptionOrderResponse> {
  const fields = parseInput(prescriptionOrderBodySchema, body);
  const { idempotencyKey, ...rest } = options;
  return await client.request({
    method: "POST",
    path: "customer/order/prescription/place",
    schema: prescriptionOrderResponseSchema,
    form: toFormData(fields, { order_attachment: images }),
    guest: true,
    idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
    ...rest,
  });
}

/**
 * `GET customer/order/parcel-instructions`.
 *
 * @example
 * const { data } = await getParcelInstructions(client);
 */
export async function getParcelInstructions(
  client: ApiClient,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<PagedParcelInstructions> {
  return await client.request({
    method: "GET",
    path: "customer/order/parcel-instructions",
    schema: pagedParcelInstructionsSchema,
    query: { ...pagingQuery(params, 25) },
    ...options,
  });
}

/**
 * `GET most-tips`: the most chosen tip amount, or null.
 *
 * @example
 * const { most_tips_amount } = await getMostTips(client);
 */
export async function getMostTips(client: ApiClient, options: CallOptions = {}): Promise<MostTips> {
  return await client.request({
    method: "GET",
    path: "most-tips",
    schema: mostTipsSchema,
    ...options,
  });
}
