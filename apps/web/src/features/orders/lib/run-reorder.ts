"use client";

import type * as ApiClientModule from "@marketplace/api-client";
import type { ApiClient, Item } from "@marketplace/api-client";
import type { ReorderPlan } from "@marketplace/domain";

import type { ReorderLineInput } from "./reorder-line";
import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { runSdkCall } from "~/lib/api/run-sdk-call";

type Sdk = typeof ApiClientModule;

async function currentItems(
  sdk: Sdk,
  client: ApiClient,
  lines: readonly ReorderLineInput[],
): Promise<Map<number, Item | null>> {
  const found = new Map<number, Item | null>();
  const campaignIds = lines.flatMap((line) =>
    line.item_id === null && line.item_campaign_id !== null ? [line.item_campaign_id] : [],
  );
  if (campaignIds.length > 0) {
    const campaigns = await sdk.getItemCampaigns(client);
    for (const id of campaignIds) found.set(id, campaigns.find((item) => item.id === id) ?? null);
  }
  const itemIds = [
    ...new Set(lines.flatMap((line) => (line.item_id === null ? [] : [line.item_id]))),
  ];
  await Promise.all(
    itemIds.map(async (id) => {
      try {
        found.set(id, await sdk.getItemDetails(client, id));
      } catch (error) {
        // An item the catalogue no longer has is flagged unavailable; any other failure is an error.
        if (sdk.isHttpError(error) && error.status === 404) found.set(id, null);
        else throw error;
      }
    }),
  );
  return found;
}

/**
 * Reads today's items and the cart and plans the reorder (the domain's `reorderPlan`). Failures go to the
 * shared error handler (null).
 */
export async function planReorder(
  visitor: VisitorContext,
  lines: readonly ReorderLineInput[],
  digits: number,
): Promise<ReorderPlan | null> {
  const { reorderPlan } = await import("@marketplace/domain");
  const result = await runSdkCall(visitor, async (sdk, client) => {
    const [items, cart] = await Promise.all([
      currentItems(sdk, client, lines),
      sdk.getCart(client),
    ]);
    return reorderPlan(lines, items, cart, digits);
  });
  return result.ok ? result.data : null;
}

/**
 * Puts the planned lines in the cart through the SDK's cart mutations (the answered cart lands in the
 * scoped cart key, so the header's count follows), clearing another store's cart first when asked.
 * Returns how many lines were added; a refused line is toasted by the shared error handler.
 */
export async function applyReorder(
  visitor: VisitorContext,
  plan: ReorderPlan,
  clearFirst: boolean,
): Promise<number> {
  const [{ getQueryClient }, sdk, { getBrowserClient }] = await Promise.all([
    import("~/lib/query/browser-query-client"),
    import("@marketplace/api-client/query"),
    import("~/lib/api/browser-client"),
  ]);
  const queryClient = getQueryClient();
  const client = getBrowserClient(visitor);
  const cache = queryClient.getMutationCache();
  if (clearFirst) {
    try {
      await cache
        .build(queryClient, sdk.clearCartMutationOptions(client, queryClient))
        .execute(undefined);
    } catch {
      return 0;
    }
  }
  let added = 0;
  for (const line of plan.add) {
    try {
      await cache
        .build(queryClient, sdk.addToCartMutationOptions(client, queryClient))
        .execute(line);
      added += 1;
    } catch {
      // Shown by the shared error handler; the other lines still go in.
    }
  }
  return added;
}
