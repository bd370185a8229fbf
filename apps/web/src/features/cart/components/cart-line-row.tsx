"use client";

import { useTranslations } from "next-intl";

import type { CartLine } from "@marketplace/api-client";
import type { CartLineView, CurrencyFormat } from "@marketplace/domain";
import { cartLineSelection, formatMoney, itemQuantityIncrease } from "@marketplace/domain";
import { Price, QuantityStepper } from "@marketplace/ui";

import { assetUrl } from "~/lib/asset-url";
import { notify } from "~/lib/notify/notify";
import { withoutLine } from "../hooks/optimistic-lines";
import { updatedLineDraw } from "../hooks/updated-line-draw";
import { shoppingBus } from "../shopping-bus";

const PLACEHOLDER_IMAGE = "/placeholder.svg";

/** The options a line holds, as one line of text: the variation or the food choices, then add-ons. */
function optionsText(view: CartLineView): string {
  const food = Object.entries(view.foodChoices).map(
    ([name, labels]) => `${name}: ${labels.join(", ")}`,
  );
  const addOns = view.selectedAddons.map((addOn) =>
    addOn.quantity > 1 ? `${addOn.name} ×${String(addOn.quantity)}` : addOn.name,
  );
  return [view.selectedOption ?? "", ...food, ...addOns].filter((part) => part !== "").join(" · ");
}

/**
 * One cart line: picture (opens the item), name, options, price after discount, stepper (delete at 1).
 */
export function CartLineRow({
  line,
  view,
  currency,
}: {
  line: CartLine;
  view: CartLineView;
  currency: CurrencyFormat;
}) {
  const t = useTranslations("cart");
  const tItem = useTranslations("item");
  const options = optionsText(view);
  const selection = cartLineSelection(line);
  const discounted = view.price !== view.unitPrice;
  const variationStock =
    line.item.variations?.find((variation) => variation.type === view.selectedOption)?.stock ??
    null;
  // Each tap hands the bus what it leaves (a draft): the row shows it at once, as the cards do.
  const change = (quantity: number) => {
    const next = { ...selection, quantity };
    void shoppingBus.run(
      { kind: "update", line, selection: next },
      updatedLineDraw(line, next, currency.digits),
    );
  };

  return (
    <li className="flex gap-3 py-3" data-testid="cart-line" data-item-id={line.item_id}>
      <button
        type="button"
        className="bg-muted focus-visible:ring-ring size-16 shrink-0 cursor-pointer overflow-hidden rounded-md outline-none focus-visible:ring-2"
        aria-label={t("openItem", { name: line.item.name })}
        onClick={() => shoppingBus.openItem({ id: line.item_id, lineId: line.id })}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- API image URLs of any host */}
        <img
          src={assetUrl(line.item.image_full_url) ?? PLACEHOLDER_IMAGE}
          alt=""
          className="size-full object-cover"
        />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-sm font-medium">{line.item.name}</p>
        {options === "" ? null : (
          <p className="text-muted-foreground line-clamp-2 text-xs" data-testid="cart-line-options">
            {options}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Price
            size="sm"
            price={{
              kind: "single",
              current: formatMoney(view.totalPrice, currency),
              ...(discounted
                ? { original: formatMoney(view.totalPrice + view.discountAmount, currency) }
                : {}),
            }}
            originalLabel={tItem("originalPrice")}
            freeLabel={tItem("free")}
            data-testid="cart-line-total"
          />
          <QuantityStepper
            size="sm"
            quantity={line.quantity}
            label={t("quantity")}
            increaseLabel={t("increase")}
            decreaseLabel={t("decrease")}
            removeLabel={t("remove")}
            onIncrement={() => {
              const check = itemQuantityIncrease(line.item, line.quantity, variationStock);
              if (check.code === "ok") change(line.quantity + 1);
              else
                void notify.error(
                  tItem(check.code === "out_of_stock" ? "outOfStock" : "outOfLimits"),
                );
            }}
            onDecrement={() => change(line.quantity - 1)}
            onRemove={() =>
              void shoppingBus.run({ kind: "remove", line }, (lines) => withoutLine(lines, line.id))
            }
          />
        </div>
      </div>
    </li>
  );
}
