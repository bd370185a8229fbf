"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import type { ItemDetails } from "@marketplace/api-client";
import {
  cartQueryOptions,
  categoriesQueryOptions,
  itemCampaignsQueryOptions,
  itemQueryOptions,
} from "@marketplace/api-client/query";
import { findCampaignItem } from "@marketplace/domain";
import { Dialog, DialogContent, DialogTitle, Skeleton } from "@marketplace/ui";

import type { ItemRequest } from "~/features/cart/shopping-bus";
import { useShopSettings } from "~/features/cart/hooks/use-shop-settings";
import { useShopping } from "~/features/cart/hooks/use-shopping";
import { shoppingBus } from "~/features/cart/shopping-bus";
import { useReturnFocus } from "~/features/frame/components/use-return-focus";
import { useBrowserClient } from "~/lib/api/use-browser-client";
import { itemCategoryChips } from "../item-facts";
import { ItemDetail } from "./item-detail";

/**
 * The dialog's item: `items/details`, or for a campaign item its entry among the running campaign items
 * (`campaigns/item`: the backend has no single-campaign-item call). A campaign id no running campaign
 * has is an error (the dialog says it could not load the item).
 */
function useDialogItem(
  client: ReturnType<typeof useBrowserClient>,
  request: ItemRequest,
): { readonly data: ItemDetails | undefined; readonly isError: boolean } {
  const campaign = request.campaign === true;
  const item = useQuery({ ...itemQueryOptions(client, request.id), enabled: !campaign });
  const campaignItems = useQuery({ ...itemCampaignsQueryOptions(client), enabled: campaign });
  if (!campaign) return { data: item.data, isError: item.isError };
  const found = campaignItems.data ? findCampaignItem(campaignItems.data, request.id) : undefined;
  return { data: found ?? undefined, isError: campaignItems.isError || found === null };
}

/**
 * The item dialog (food dialog / general product dialog), opened from a card's Quick View or name, a
 * banner or a cart line. It loads the item's details and the cart (for Add vs Update) on open, and the
 * module's categories for the category chips. A campaign item shows the same content with Order Now only.
 */
export function ItemDialog({ request }: { request: ItemRequest }) {
  const t = useTranslations("item");
  const tCommon = useTranslations("cart");
  const client = useBrowserClient();
  const { currency } = useShopSettings();
  const { opener } = useShopping();
  const returnFocus = useReturnFocus({ current: opener });
  const item = useDialogItem(client, request);
  const cart = useQuery(cartQueryOptions(client));
  // The module's categories name the item's category chips (cached for 5 minutes; no wait for them).
  const categories = useQuery(categoriesQueryOptions(client));
  const ready = item.data !== undefined && !cart.isPending;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : shoppingBus.closeItem())}>
      <DialogContent
        closeLabel={tCommon("close")}
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
        className="max-w-3xl"
        data-testid="item-dialog"
      >
        {ready ? (
          <ItemDetail
            item={item.data}
            categories={itemCategoryChips(item.data, categories.data)}
            lines={cart.data ?? []}
            lineId={request.lineId}
            currency={currency}
            onDone={() => shoppingBus.closeItem()}
            Title={DialogTitle}
          />
        ) : (
          <div className="grid gap-4" aria-busy="true">
            <DialogTitle className="sr-only">{t("details")}</DialogTitle>
            {item.isError ? (
              <p role="alert">{t("loadFailed")}</p>
            ) : (
              <>
                <Skeleton className="aspect-square w-full max-w-sm" />
                <Skeleton className="h-6 w-2/3" />
                <p className="sr-only" role="status">
                  {t("loading")}
                </p>
              </>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
