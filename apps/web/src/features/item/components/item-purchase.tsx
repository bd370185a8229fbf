"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";

import type { Cart, Item } from "@marketplace/api-client";
import type { CurrencyFormat, FoodVariationIssue } from "@marketplace/domain";
import {
  buyNowTarget,
  cartAddBody,
  formatMoney,
  itemAvailability,
  purchaseActions,
  updateChange,
} from "@marketplace/domain";
import { Button, QuantityStepper } from "@marketplace/ui";

import { authHref } from "~/features/auth/lib/auth-param";
import { useShopping } from "~/features/cart/hooks/use-shopping";
import { shoppingBus } from "~/features/cart/shopping-bus";
import { notify } from "~/lib/notify/notify";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { useItemSelection } from "../hooks/use-item-selection";
import { ItemChoices } from "./item-choices";

/**
 * The item detail's interactive part: variation and add-on choices, quantity ('Out of Stock' / 'Out of
 * Limits'), the total from the domain and Add to Cart / Update To Cart / Out of Stock. Cart writes go
 * through the shopping bus (optimistic, single-store rule, toasts). Buy Now (and Order Now, the only
 * button of a campaign item) opens the checkout of this one line; the cart is left as it is.
 */
export function ItemPurchase({
  item,
  lines,
  lineId,
  currency,
  onDone,
}: {
  item: Item;
  lines: Cart;
  lineId?: number | undefined;
  currency: CurrencyFormat;
  onDone: () => void;
}) {
  const t = useTranslations("item");
  const tCart = useTranslations("cart");
  const router = useRouter();
  const visitor = useVisitor();
  const { settings } = useShopping();
  const state = useItemSelection(item, lines, lineId, currency.digits);
  const [busy, setBusy] = useState(false);
  const [limit, setLimit] = useState<string | null>(null);
  const actions = purchaseActions(item, itemAvailability(item, new Date()));
  const outOfStock =
    (item.module_type !== "food" &&
      item.stock !== null &&
      item.stock !== undefined &&
      item.stock <= 0) ||
    state.variationOutOfStock;

  function issueText(issue: FoodVariationIssue): string {
    return issue.code === "variation_required"
      ? t("variationRequired", { name: issue.name })
      : t("variationRange", { name: issue.name, min: issue.min, max: issue.max });
  }

  /** The choices are complete and in stock; otherwise says why (a toast) and answers false. */
  function choicesReady(): boolean {
    const issue = state.issues[0];
    if (issue !== undefined) {
      void notify.error(issueText(issue));
      return false;
    }
    if (state.variationOutOfStock) {
      void notify.error(t("variationOutOfStock"));
      return false;
    }
    return true;
  }

  /** Buy Now / Order Now: the checkout of this line, the guest prompt, or the sign-in modal. */
  function buyNow(kind: "buy_now" | "campaign") {
    if (!choicesReady()) return;
    const target = buyNowTarget({
      kind,
      signedIn: visitor.signedIn,
      guestCheckoutStatus: settings?.guestCheckout ?? false,
      body: cartAddBody(item, state.selection, currency.digits),
    });
    onDone();
    // A guest: this page with the sign-in modal open, its query kept (a campaign item's product_type).
    if (target.code === "sign_in")
      router.push(authHref(new URL(window.location.href), true), { scroll: false });
    else router.push(target.href);
  }

  async function submit() {
    if (!choicesReady()) return;
    setBusy(true);
    let done: boolean;
    if (state.mode.mode === "update") {
      if (updateChange(state.mode.line, state.selection).code === "no_changes") {
        setBusy(false);
        void notify.error(tCart("noChanges"));
        return;
      }
      done = await shoppingBus.run({
        kind: "update",
        line: state.mode.line,
        selection: state.selection,
      });
    } else {
      done = await shoppingBus.run({ kind: "add", item, selection: state.selection });
    }
    setBusy(false);
    if (done) onDone();
  }

  return (
    <>
      <ItemChoices item={item} state={state} currency={currency} />
      {state.variationOutOfStock ? (
        <p className="text-destructive text-sm" role="status">
          {t("variationOutOfStock")}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <QuantityStepper
          quantity={state.selection.quantity}
          label={t("quantity")}
          increaseLabel={t("increase")}
          decreaseLabel={t("decrease")}
          onIncrement={() => {
            if (state.increase.code === "ok") {
              setLimit(null);
              state.setQuantity(state.selection.quantity + 1);
            } else {
              setLimit(t(state.increase.code === "out_of_stock" ? "outOfStock" : "outOfLimits"));
            }
          }}
          onDecrement={() => {
            setLimit(null);
            state.setQuantity(Math.max(1, state.selection.quantity - 1));
          }}
        />
        <p className="text-end">
          <span className="text-muted-foreground block text-xs">{t("total")}</span>
          <bdi className="text-lg font-semibold" data-testid="item-total">
            {formatMoney(state.price.total, currency)}
          </bdi>
        </p>
      </div>
      {limit === null ? null : (
        <p className="text-destructive text-sm" role="status" data-testid="quantity-limit">
          {limit}
        </p>
      )}
      {actions.actions.includes("order_now") ? (
        <Button onClick={() => buyNow("campaign")} data-testid="item-order-now">
          {t("orderNow")}
        </Button>
      ) : null}
      {actions.actions.includes("buy_now") && !outOfStock ? (
        <Button variant="outline" onClick={() => buyNow("buy_now")} data-testid="item-buy-now">
          {t("buyNow")}
        </Button>
      ) : null}
      {actions.actions.includes("add_to_cart") ? (
        outOfStock ? (
          <Button disabled>{t("outOfStock")}</Button>
        ) : (
          <Button onClick={() => void submit()} loading={busy} data-testid="item-submit">
            {state.mode.mode === "update" ? t("updateToCart") : t("addToCart")}
          </Button>
        )
      ) : null}
    </>
  );
}
