import "server-only";

import type { ApiClient, CartAddBody, CartLine } from "@marketplace/api-client";
import { getItemCampaigns, getItemDetails, isHttpError } from "@marketplace/api-client";
import { buyNowHref, buyNowLine } from "@marketplace/domain";

import type { BuyNowPage } from "./buy-now-param";
import type { CheckoutSource } from "./load-checkout";
import { getServerClient } from "~/lib/api/server-client";
import { parseBuyNowParam } from "./buy-now-param";

/** A refusal the catalogue gives for an id it does not serve (not found, wrong module, no zone). */
const refused = (error: unknown) => isHttpError(error) && error.status < 500;

/** The item (or campaign item) of the line as the API serves it now; null when it serves none. */
async function currentItem(client: ApiClient, body: CartAddBody): Promise<CartLine["item"] | null> {
  try {
    if (body.model === "Item") return await getItemDetails(client, body.item_id);
    const campaigns = await getItemCampaigns(client);
    return campaigns.find((item) => item.id === body.item_id) ?? null;
  } catch (error) {
    if (refused(error)) return null;
    throw error;
  }
}

/**
 * The one line of `/checkout?page=buy_now|campaign&line=…`: the link's `cart/add` body parsed with the
 * SDK's schema, the item fetched from the API, and the line checked and priced again from that item by
 * the domain's `buyNowLine` (the link's price is never used). Anything wrong: unavailable.
 */
export async function loadBuyNow(
  page: BuyNowPage,
  raw: string | undefined,
  moduleId: number,
  digits: number,
): Promise<{ code: "unavailable" } | { code: "ready"; source: CheckoutSource }> {
  const body = parseBuyNowParam(page, raw);
  if (body === null) return { code: "unavailable" };
  const item = await currentItem(await getServerClient(), body);
  if (item === null) return { code: "unavailable" };
  if (item.module_id !== undefined && item.module_id !== null && item.module_id !== moduleId)
    return { code: "unavailable" };
  const outcome = buyNowLine(item, body, digits);
  if (outcome.code !== "ok") return { code: "unavailable" };
  return {
    code: "ready",
    source: {
      kind: "buy_now",
      line: outcome.line,
      cart: JSON.stringify(outcome.body),
      href: buyNowHref(page, outcome.body),
    },
  };
}
