"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Heart } from "lucide-react";
import { useTranslations } from "next-intl";

import { wishlistQueryOptions } from "@marketplace/api-client/query";
import { productHref, storeHref } from "@marketplace/domain";
import {
  EmptyState,
  Sheet,
  SheetBody,
  SheetContent,
  SheetHeader,
  SheetTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@marketplace/ui";

import { shoppingBus } from "~/features/cart/shopping-bus";
import { useReturnFocus } from "~/features/frame/components/use-return-focus";
import { useBrowserClient } from "~/lib/api/use-browser-client";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { useWishlist } from "../hooks/use-wishlist";
import { wishlistBus } from "../wishlist-bus";
import { WishlistRow } from "./wishlist-row";

/**
 * The wishlist drawer: Items (Foods in food) and Stores (Restaurants in food) with the spec's empty
 * texts; each row opens its item or store and deletes after the in-drawer confirmation.
 */
export function WishlistDrawer() {
  const t = useTranslations("wishlist");
  const client = useBrowserClient();
  const { module } = useVisitor();
  const snapshot = useWishlist();
  const returnFocus = useReturnFocus({ current: snapshot.opener });
  const wishlist = useQuery(wishlistQueryOptions(client));
  const food = module?.type === "food";
  const ecommerce = module?.type === "ecommerce";
  // A deleted row leaves at once (the heart's optimistic state), before the refetch.
  const items = (wishlist.data?.item ?? []).filter((item) =>
    wishlistBus.isActive(snapshot, { item_id: item.id }),
  );
  const stores = (wishlist.data?.store ?? []).filter((store) =>
    wishlistBus.isActive(snapshot, { store_id: store.id }),
  );
  const close = () => wishlistBus.closeDrawer();
  // The row whose delete question shows ('item:7', 'store:3'): Escape closes it before the drawer.
  const [confirming, setConfirming] = useState<string | null>(null);
  const confirm = (key: string) => ({
    confirming: confirming === key,
    setConfirming: (open: boolean) => setConfirming(open ? key : null),
  });

  const loading = (
    <p className="text-muted-foreground p-4 text-sm" role="status">
      {t("loading")}
    </p>
  );
  const empty = (text: string) => (
    <div className="grid place-items-center py-10">
      <EmptyState title={text} icon={<Heart aria-hidden="true" className="size-10" />} />
    </div>
  );

  return (
    <Sheet open onOpenChange={(open) => (open ? undefined : close())}>
      <SheetContent
        side="end"
        closeLabel={t("close")}
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
        onEscapeKeyDown={(event) => {
          if (confirming === null) return;
          event.preventDefault();
          setConfirming(null);
        }}
        data-testid="wishlist-drawer"
      >
        <SheetHeader>
          <SheetTitle>{t("title")}</SheetTitle>
        </SheetHeader>
        <SheetBody>
          <Tabs defaultValue="items">
            <TabsList className="w-full">
              <TabsTrigger value="items" className="flex-1">
                {food ? t("foods") : t("items")}
              </TabsTrigger>
              <TabsTrigger value="stores" className="flex-1">
                {food ? t("restaurants") : t("stores")}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="items">
              {wishlist.isPending ? (
                loading
              ) : items.length === 0 ? (
                empty(t("empty"))
              ) : (
                <ul aria-label={t("itemsList")} className="divide-y">
                  {items.map((item) => (
                    <WishlistRow
                      key={item.id}
                      target={{ item_id: item.id }}
                      {...confirm(`item:${String(item.id)}`)}
                      name={item.name}
                      image={item.image_full_url}
                      {...(ecommerce
                        ? { href: productHref(item, { moduleId: module?.id }) }
                        : {
                            onOpen: () => {
                              close();
                              shoppingBus.openItem({ id: item.id });
                            },
                          })}
                      onNavigate={close}
                    />
                  ))}
                </ul>
              )}
            </TabsContent>
            <TabsContent value="stores">
              {wishlist.isPending ? (
                loading
              ) : stores.length === 0 ? (
                empty(food ? t("emptyRestaurants") : t("emptyStores"))
              ) : (
                <ul aria-label={t("storesList")} className="divide-y">
                  {stores.map((store) => (
                    <WishlistRow
                      key={store.id}
                      target={{ store_id: store.id }}
                      {...confirm(`store:${String(store.id)}`)}
                      name={store.name}
                      image={store.logo_full_url}
                      detail={store.address}
                      href={storeHref(store, module?.type)}
                      onNavigate={close}
                    />
                  ))}
                </ul>
              )}
            </TabsContent>
          </Tabs>
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
