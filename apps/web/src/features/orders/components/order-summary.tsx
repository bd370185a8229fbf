import { getTranslations } from "next-intl/server";

import type { Order, OrderDetail } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { formatMoney, orderReceipt } from "@marketplace/domain";

/** The order's totals (the domain's receipt; the total is what the server charged). */
export async function OrderSummary({
  order,
  details,
  currency,
}: {
  order: Order;
  details: readonly OrderDetail[];
  currency: CurrencyFormat;
}) {
  const t = await getTranslations("orders.totals");
  const receipt = orderReceipt(order, details, currency.digits);
  const money = (minor: number) => <bdi>{formatMoney(minor, currency)}</bdi>;
  const rows: { key: string; label: string; value: number; sign?: "-"; always?: boolean }[] = [
    { key: "items", label: t("items"), value: receipt.items, always: details.length > 0 },
    { key: "addOns", label: t("addOns"), value: receipt.addOns },
    { key: "discount", label: t("discount"), value: receipt.discount, sign: "-" },
    { key: "coupon", label: t("coupon"), value: receipt.coupon, sign: "-" },
    { key: "firstOrder", label: t("firstOrder"), value: receipt.firstOrder, sign: "-" },
    { key: "tax", label: t("tax"), value: receipt.tax },
    { key: "delivery", label: t("delivery"), value: receipt.delivery, always: true },
    { key: "tips", label: t("tips"), value: receipt.tips },
    { key: "packaging", label: t("packaging"), value: receipt.packaging },
    { key: "additional", label: t("additional"), value: receipt.additional },
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
      {rows
        .filter((row) => row.value > 0 || row.always === true)
        .map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="text-end">
              {row.key === "delivery" && row.value === 0 ? (
                t("free")
              ) : (
                <>
                  {row.sign ?? ""}
                  {money(row.value)}
                </>
              )}
            </dd>
          </div>
        ))}
      <dt className="mt-2 border-t pt-2 font-semibold">{t("total")}</dt>
      <dd className="mt-2 border-t pt-2 text-end font-semibold" data-testid="order-total">
        {money(receipt.total)}
      </dd>
    </dl>
  );
}
