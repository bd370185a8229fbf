import type { CartAddBody } from "@marketplace/api-client";
import { cartAddBodySchema } from "@marketplace/api-client";
import { BUY_NOW_LINE_MAX_LENGTH } from "@marketplace/domain";

/** The checkout pages of one line, and the cart model each takes. */
export const BUY_NOW_PAGES = { buy_now: "Item", campaign: "ItemCampaign" } as const;
export type BuyNowPage = keyof typeof BUY_NOW_PAGES;

/**
 * The `line` parameter of `/checkout?page=buy_now|campaign`: the `cart/add` body of the Buy Now (or Order
 * Now) button, parsed with the SDK's schema. Missing, longer than 2000 characters, not JSON, not a cart
 * body, of the other page's model or of an impossible id: null (the page says the line is unavailable). Its price is not
 * trusted: the checkout prices the line again from the item.
 */
export function parseBuyNowParam(page: BuyNowPage, raw: string | undefined): CartAddBody | null {
  if (raw === undefined || raw.length === 0 || raw.length > BUY_NOW_LINE_MAX_LENGTH) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = cartAddBodySchema.safeParse(json);
  if (!parsed.success || parsed.data.model !== BUY_NOW_PAGES[page]) return null;
  const id = parsed.data.item_id;
  // An id the catalogue could hold (the wire's ids are not checked for a sign or a size).
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? parsed.data : null;
}
