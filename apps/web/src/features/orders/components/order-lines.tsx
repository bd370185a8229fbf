import { getTranslations } from "next-intl/server";

import type { OrderDetail } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { formatMoney, toMinorUnits } from "@marketplace/domain";

import { describeLine } from "../lib/describe-line";

/** The ordered items: name, chosen options and add-ons, quantity and the line's price. */
export async function OrderLines({
  details,
  currency,
}: {
  details: readonly OrderDetail[];
  currency: CurrencyFormat;
}) {
  const t = await getTranslations("orders");
  return (
    <ul className="divide-y" data-testid="order-lines">
      {details.map((detail) => {
        const line = describeLine(detail);
        const quantity = detail.quantity ?? 0;
        const total =
          toMinorUnits(detail.price ?? 0, currency.digits) * quantity +
          toMinorUnits(detail.total_add_on_price ?? 0, currency.digits);
        return (
          <li key={detail.id} className="flex items-start gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                <bdi>{line.name}</bdi>
              </p>
              {line.options.length > 0 ? (
                <p className="text-muted-foreground text-xs">
                  {t("line.options", { list: line.options.join(", ") })}
                </p>
              ) : null}
              {line.addOns.length > 0 ? (
                <p className="text-muted-foreground text-xs">
                  {t("line.addOns", { list: line.addOns.join(", ") })}
                </p>
              ) : null}
              <p className="text-muted-foreground text-xs">{t("line.quantity", { quantity })}</p>
            </div>
            <p className="font-medium tabular-nums">
              <bdi>{formatMoney(total, currency)}</bdi>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
