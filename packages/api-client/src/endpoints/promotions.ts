/** Campaigns, flash sales, coupons and cashback. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { Campaign } from "../schemas/banner";
import type { Item } from "../schemas/item";
import type {
  Cashback,
  CashbackCalculation,
  Coupon,
  FlashSaleItemsResponse,
  FlashSaleResponse,
} from "../schemas/promotion";
import type { PageParams } from "./call";
import { campaignSchema } from "../schemas/banner";
import { itemSchema } from "../schemas/item";
import {
  cashbackCalculationSchema,
  cashbackSchema,
  couponSchema,
  flashSaleItemsResponseSchema,
  flashSaleResponseSchema,
} from "../schemas/promotion";
import { wireArray } from "../schemas/wire";
import { pagingQuery } from "./call";

/**
 * `GET campaigns/basic`. Without a zone the server answers 200 with `errors`: `HttpError`.
 *
 * @example
 * const campaigns = await getBasicCampaigns(client);
 */
export async function getBasicCampaigns(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Campaign[]> {
  return await client.request({
    method: "GET",
    path: "campaigns/basic",
    schema: wireArray(campaignSchema),
    ...options,
  });
}

/**
 * `GET campaigns/basic-campaign-details?basic_campaign_id=`: the campaign with its `stores`.
 *
 * @example
 * const campaign = await getBasicCampaignDetails(client, 2);
 */
export async function getBasicCampaignDetails(
  client: ApiClient,
  campaignId: number,
  options: CallOptions = {},
): Promise<Campaign> {
  return await client.request({
    method: "GET",
    path: "campaigns/basic-campaign-details",
    schema: campaignSchema,
    query: { basic_campaign_id: campaignId },
    ...options,
  });
}

/**
 * `GET campaigns/item`: campaign items (they carry `available_date_starts/ends`).
 *
 * @example
 * const items = await getItemCampaigns(client);
 */
export async function getItemCampaigns(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Item[]> {
  return await client.request({
    method: "GET",
    path: "campaigns/item",
    schema: wireArray(itemSchema),
    ...options,
  });
}

/**
 * `GET flash-sales`: the running flash sale, or null.
 *
 * @example
 * const sale = await getFlashSale(client);
 */
export async function getFlashSale(
  client: ApiClient,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<FlashSaleResponse> {
  return await client.request({
    method: "GET",
    path: "flash-sales",
    schema: flashSaleResponseSchema,
    query: { offset: params.offset, limit: params.limit },
    ...options,
  });
}

/**
 * `GET flash-sales/items?flash_sale_id=` (the server uses the running sale whatever the id).
 *
 * @example
 * const { products } = await getFlashSaleItems(client, 1, { offset: 1, limit: 15 });
 */
export async function getFlashSaleItems(
  client: ApiClient,
  flashSaleId: number,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<FlashSaleItemsResponse> {
  return await client.request({
    method: "GET",
    path: "flash-sales/items",
    schema: flashSaleItemsResponseSchema,
    query: { flash_sale_id: flashSaleId, ...pagingQuery(params, 15) },
    ...options,
  });
}

/**
 * `GET coupon/list` (signed in).
 *
 * @example
 * const coupons = await getCoupons(client);
 */
export async function getCoupons(client: ApiClient, options: CallOptions = {}): Promise<Coupon[]> {
  return await client.request({
    method: "GET",
    path: "coupon/list",
    schema: wireArray(couponSchema),
    ...options,
  });
}

/**
 * `GET coupon/list/all` (no sign-in needed).
 *
 * @example
 * const coupons = await getAllCoupons(client);
 */
export async function getAllCoupons(
  client: ApiClient,
  params: { customer_id?: number | undefined } = {},
  options: CallOptions = {},
): Promise<Coupon[]> {
  return await client.request({
    method: "GET",
    path: "coupon/list/all",
    schema: wireArray(couponSchema),
    query: { customer_id: params.customer_id },
    ...options,
  });
}

/**
 * `GET coupon/apply?code&store_id`: the coupon. Errors: 406 usage limit or expired (the reference API; the production backend sends 407 for expired, which fetch cannot read), 403 not eligible, 404.
 *
 * @example
 * const coupon = await applyCoupon(client, { code: "SAVE10", store_id: 3 });
 */
export async function applyCoupon(
  client: ApiClient,
  params: { code: string; store_id: number },
  options: CallOptions = {},
): Promise<Coupon> {
  return await client.request({
    method: "GET",
    path: "coupon/apply",
    schema: couponSchema,
    query: { code: params.code, store_id: params.store_id },
    ...options,
  });
}

/**
 * `GET cashback/list`: running cashback offers.
 *
 * @example
 * const offers = await getCashbackOffers(client);
 */
export async function getCashbackOffers(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Cashback[]> {
  return await client.request({
    method: "GET",
    path: "cashback/list",
    schema: wireArray(cashbackSchema),
    ...options,
  });
}

/**
 * `GET cashback/getCashback?amount=`: the cashback for an order amount.
 *
 * @example
 * const { calculated_amount } = await getCashback(client, 250);
 */
export async function getCashback(
  client: ApiClient,
  amount: number,
  options: CallOptions = {},
): Promise<CashbackCalculation> {
  return await client.request({
    method: "GET",
    path: "cashback/getCashback",
    schema: cashbackCalculationSchema,
    query: { amount },
    ...options,
  });
}
