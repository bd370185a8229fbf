"use client";

import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { ShoppingCart } from "lucide-react";
import { useTranslations } from "next-intl";

import { cartQueryOptions } from "@marketplace/api-client/query";
import {
  cartTotals,
  checkoutButtonTarget,
  formatMoney,
  freeDeliveryProgress,
  toCartLineView,
} from "@marketplace/domain";
import {
  Button,
  EmptyState,
  ProgressBar,
  Sheet,
  SheetBody,
  SheetContent,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@marketplace/ui";

import { useReturnFocus } from "~/features/frame/components/use-return-focus";
import { useBrowserClient } from "~/lib/api/use-browser-client";
import { useDraftedLines } from "../hooks/use-cart-lines";
import { useShopSettings } from "../hooks/use-shop-settings";
import { useShopping } from "../hooks/use-shopping";
import { shoppingBus } from "../shopping-bus";
import { CartLineRow } from "./cart-line-row";

/**
 * 'Shopping Cart': the lines with their steppers, the saved amount, the free-delivery progress, the
 * subtotal and the checkout button (the domain's `checkoutButtonTarget`); empty: the spec's texts and
 * Continue Shopping.
 */
export function CartDrawer() {
  const t = useTranslations("cart");
  const router = useRouter();
  const client = useBrowserClient();
  const settings = useShopSettings();
  const { opener } = useShopping();
  const returnFocus = useReturnFocus({ current: opener });
  const cart = useQuery({ ...cartQueryOptions(client), enabled: true });
  const lines = useDraftedLines(cart.data) ?? [];
  const { currency } = settings;
  const views = lines.map((line) => ({ line, view: toCartLineView(line, currency.digits) }));
  const totals = cartTotals(views.map((entry) => entry.view));
  const progress = freeDeliveryProgress(totals.subtotal, settings.freeDeliveryOver);
  const money = (minor: number) => formatMoney(minor, currency);

  function checkout() {
    const target = checkoutButtonTarget({
      cartCount: lines.length,
      signedIn: settings.signedIn,
      guestCheckoutStatus: settings.guestCheckout,
    });
    shoppingBus.closeCart();
    if (target.code === "go_home" || target.code === "checkout") router.push(target.href);
    // The checkout opens the guest prompt ('Do you want to login or continue as a guest?').
    else if (target.code === "guest_prompt") router.push("/checkout?page=cart&prompt=guest");
    else router.push(settings.signInHref);
  }

  return (
    <Sheet open onOpenChange={(open) => (open ? undefined : shoppingBus.closeCart())}>
      <SheetContent
        side="end"
        closeLabel={t("close")}
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
        data-testid="cart-drawer"
      >
        <SheetHeader>
          <SheetTitle>{t("title")}</SheetTitle>
        </SheetHeader>
        {cart.isPending ? (
          <SheetBody>
            <p className="text-muted-foreground text-sm" role="status">
              {t("loading")}
            </p>
          </SheetBody>
        ) : lines.length === 0 ? (
          <SheetBody className="grid place-items-center">
            <EmptyState
              title={t("empty")}
              text={t("emptyText")}
              icon={<ShoppingCart aria-hidden="true" className="size-10" />}
              action={
                <Button
                  onClick={() => {
                    shoppingBus.closeCart();
                    router.push("/home");
                  }}
                >
                  {t("continueShopping")}
                </Button>
              }
            />
          </SheetBody>
        ) : (
          <>
            <SheetBody>
              <ul aria-label={t("lines")} className="divide-y">
                {views.map(({ line, view }) => (
                  <CartLineRow key={line.id} line={line} view={view} currency={currency} />
                ))}
              </ul>
            </SheetBody>
            <SheetFooter>
              {totals.savedAmount > 0 ? (
                <p className="text-success text-sm font-medium" data-testid="cart-saved">
                  {t("savedAmount", { amount: money(totals.savedAmount) })}
                </p>
              ) : null}
              {progress.code === "free_delivery_not_offered" ? null : (
                <ProgressBar
                  value={progress.percent}
                  label={t("freeDeliveryLabel")}
                  tone="success"
                  caption={
                    progress.code === "free_delivery_reached"
                      ? t("freeDeliveryReached")
                      : t("freeDeliveryRemaining", { amount: money(progress.remaining) })
                  }
                />
              )}
              <p className="flex items-center justify-between text-base font-semibold">
                <span>{t("subtotal")}</span>
                <bdi data-testid="cart-subtotal">{money(totals.subtotal)}</bdi>
              </p>
              <Button onClick={checkout} data-testid="cart-checkout">
                {t("checkout")}
              </Button>
            </SheetFooter>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
