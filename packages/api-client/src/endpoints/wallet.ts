/** Wallet and loyalty points (signed in). */

import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { MessageResponse } from "../schemas/auth";
import type {
  AddFundBody,
  AddFundResponse,
  PagedTransactions,
  PointTransferBody,
  WalletBonus,
} from "../schemas/wallet";
import type { PageParams } from "./call";
import { messageResponseSchema } from "../schemas/auth";
import {
  addFundBodySchema,
  addFundResponseSchema,
  pagedTransactionsSchema,
  pointTransferBodySchema,
  walletBonusSchema,
} from "../schemas/wallet";
import { wireArray } from "../schemas/wire";
import { pagingQuery, parseInput } from "./call";

/** Wallet transaction kinds. */
export const walletTransactionTypes = [
  "order",
  "loyalty_point",
  "add_fund",
  "referrer",
  "CashBack",
] as const;

/**
 * `GET customer/wallet/transactions`.
 *
 * @example
 * const { data } = await getWalletTransactions(client, { offset: 1, limit: 10 });
 */
export async function getWalletTransactions(
  client: ApiClient,
  params: PageParams & { type?: (typeof walletTransactionTypes)[number] | undefined } = {},
  options: CallOptions = {},
): Promise<PagedTransactions> {
  return await client.request({
    method: "GET",
    path: "customer/wallet/transactions",
    schema: pagedTransactionsSchema,
    query: { ...pagingQuery(params, 10), type: params.type },
    ...options,
  });
}

/**
 * `GET customer/wallet/bonuses`.
 *
 * @example
 * const bonuses = await getWalletBonuses(client);
 */
export async function getWalletBonuses(
  client: ApiClient,
  options: CallOptions = {},
): Promise<WalletBonus[]> {
  return await client.request({
    method: "GET",
    path: "customer/wallet/bonuses",
    schema: wireArray(walletBonusSchema),
    ...options,
  });
}

/**
 * `POST customer/wallet/add-fund`: answers the payment `redirect_link`.
 *
 * @example
 * const { redirect_link } = await addFund(client, { amount: 100, payment_method: "stripe", callback: location.href });
 */
export async function addFund(
  client: ApiClient,
  body: AddFundBody,
  options: CallOptions = {},
): Promise<AddFundResponse> {
  const json = parseInput(addFundBodySchema, body);
  return await client.request({
    method: "POST",
    path: "customer/wallet/add-fund",
    schema: addFundResponseSchema,
    json,
    ...options,
  });
}

/**
 * `GET customer/loyalty-point/transactions`.
 *
 * @example
 * const { data } = await getLoyaltyTransactions(client);
 */
export async function getLoyaltyTransactions(
  client: ApiClient,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<PagedTransactions> {
  return await client.request({
    method: "GET",
    path: "customer/loyalty-point/transactions",
    schema: pagedTransactionsSchema,
    query: { ...pagingQuery(params, 10) },
    ...options,
  });
}

/**
 * `POST customer/loyalty-point/point-transfer`: converts points to wallet money.
 *
 * @example
 * await transferPoints(client, { point: 200 });
 */
export async function transferPoints(
  client: ApiClient,
  body: PointTransferBody,
  options: CallOptions = {},
): Promise<MessageResponse> {
  const json = parseInput(pointTransferBodySchema, body);
  return await client.request({
    method: "POST",
    path: "customer/loyalty-point/point-transfer",
    schema: messageResponseSchema,
    json,
    ...options,
  });
}

export type WalletTransactionType = (typeof walletTransactionTypes)[number];
