import type { Db } from "../db/client";
import { issueTicket, redeemTicket } from "./account-ticket";

/**
 * The `update_info_token` ticket (issue 20 #2): a login that ends in "personal info missing" (OTP or
 * social sign-in of a new account) answers it beside `token: null`, and `auth/update-info` must bring
 * it back. It is random, bound to that account, lives 10 minutes and is used once.
 */
export const infoTicketTtlSeconds = 600;

/** Issues a fresh ticket for the account (replacing an earlier one). */
export const issueInfoTicket = (db: Db, userId: number, now: Date): Promise<string> =>
  issueTicket(db, "update-info", userId, now, infoTicketTtlSeconds);

/** Uses the ticket up: true when it is the live ticket of this account (then it is gone). */
export const redeemInfoTicket = (
  db: Db,
  userId: number,
  ticket: string,
  now: Date,
): Promise<boolean> => redeemTicket(db, "update-info", userId, ticket, now);
