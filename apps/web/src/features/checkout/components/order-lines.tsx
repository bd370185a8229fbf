"use client";

import { useTranslations } from "next-intl";

import type { CartLine } from "@marketplace/api-client";
import type { CartLineView, CurrencyFormat } from "@marketplace/domain";
import { formatMoney, toCartLineView } from "@marketplace/domain";

/** The line's variation, food choices and add-ons in one short text ("Large · Cola ×3"). */
function choicesText(view: CartLineView): string {
  const food = Object.entries(view.foodChoices).map(
    ([name, labels]) => `${name}: ${labels.join(", ")}`,
  );
  const addOns = view.selectedAddons.map((addOn) =>
    addOn.quantity > 1 ? `${addOn.name} ×${String(addOn.quantity)}` : addOn.name,
  );
  return [view.selectedOption ?? "", ...food, ...addOns].filter((part) => part !== "").join(" · ");
}

/**
 * What a Buy Now / Order Now checkout orders: each line's name, choices, quantity and price, priced by
 * the domain from the item (as the server prices the order).
 */
export function OrderLines({
  lines,
  currency,
}: {
  lines: readonly CartLine[];
  currency: CurrencyFormat;
}) {
  const t = useTranslations("checkout");
  return (
    <ul className="mb-3 flex flex-col gap-2 border-b pb-3" data-testid="checkout-lines">
      {lines.map((line) => {
        const view = toCartLineView(line, currency.digits);
        const choices = choicesText(view);
        return (
          <li
            key={`${String(line.item_id)}-${choices}`}
            className="flex justify-between gap-4 text-sm"
          >
            <div className="flex min-w-0 flex-col">
              <span className="font-medium" data-testid="checkout-line-name">
                {line.item.name}
              </span>
              {choices === "" ? null : (
                <span className="text-muted-foreground text-xs">{choices}</span>
              )}
              <span className="text-muted-foreground text-xs" data-testid="checkout-line-quantity">
                {t("lineQuantity", { quantity: line.quantity })}
              </span>
            </div>
            <bdi className="shrink-0" data-testid="checkout-line-price">
              {formatMoney(view.totalPrice, currency)}
            </bdi>
          </li>
        );
      })}
    </ul>
  );
}
