/** Wallet and loyalty points. */
import * as z from "zod";

import { pageMetaShape } from "./paged";
import { wireAmount, wireArray, wireId, wireNumber } from "./wire";

const text = z.string().nullish();
const amount = wireAmount;

/** A wallet or loyalty-point transaction. */
export const walletTransactionSchema = z.looseObject({
  id: wireId.optional(),
  transaction_id: text,
  transaction_type: text,
  reference: text,
  credit: amount,
  debit: amount,
  balance: amount,
  admin_bonus: amount,
  created_at: text,
});
/** A wallet transaction. */
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** `{ total_size, limit, offset, data }` of transactions. */
export const pagedTransactionsSchema = z.looseObject({
  ...pageMetaShape,
  data: wireArray(walletTransactionSchema),
});
/** A page of transactions. */
export type PagedTransactions = z.infer<typeof pagedTransactionsSchema>;

/** A wallet bonus. */
export const walletBonusSchema = z.looseObject({
  id: wireId,
  title: text,
  description: text,
  bonus_type: text,
  bonus_amount: amount,
  minimum_add_amount: amount,
  maximum_bonus_amount: amount,
  start_date: text,
  end_date: text,
});
/** A wallet bonus. */
export type WalletBonus = z.infer<typeof walletBonusSchema>;

/** `POST customer/wallet/add-fund` body. */
export const addFundBodySchema = z.object({
  amount: wireNumber.pipe(z.number().min(1)),
  payment_method: z.string().min(1),
  payment_platform: z.string().optional(),
  callback: z.string().optional(),
});
/** Add-fund body. */
export type AddFundBody = z.infer<typeof addFundBodySchema>;

/** `POST customer/wallet/add-fund` answer. */
export const addFundResponseSchema = z.looseObject({ redirect_link: z.string() });
/** Add-fund answer. */
export type AddFundResponse = z.infer<typeof addFundResponseSchema>;

/** `POST customer/loyalty-point/point-transfer` body. */
export const pointTransferBodySchema = z.object({
  point: wireNumber.pipe(z.number().int().min(1)),
  reference: z.string().optional(),
});
/** Point-transfer body. */
export type PointTransferBody = z.infer<typeof pointTransferBodySchema>;
