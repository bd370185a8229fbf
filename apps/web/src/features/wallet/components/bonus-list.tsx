import { getTranslations } from "next-intl/server";

import type { WalletBonus } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { formatMoney, toMinorUnits } from "@marketplace/domain";

import type { Locale } from "~/i18n/locales";
import { isolate } from "~/lib/i18n/isolate";
import { Glyph } from "~/lib/icons/glyph";
import { formatDate } from "./account-page";

/** The running add-fund offers (customer/wallet/bonuses): the rule of each and until when it runs. */
export async function BonusList({
  bonuses,
  currency,
  locale,
}: {
  bonuses: WalletBonus[];
  currency: CurrencyFormat;
  locale: Locale;
}) {
  const t = await getTranslations("wallet.bonuses");
  const money = (value: number | null | undefined) =>
    isolate(formatMoney(toMinorUnits(value ?? 0, currency.digits), currency));
  return (
    <section aria-labelledby="wallet-bonuses" className="flex flex-col gap-3">
      <h2 id="wallet-bonuses" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {bonuses.map((bonus) => {
          const min = money(bonus.minimum_add_amount);
          const rule =
            bonus.bonus_type === "amount"
              ? t("amount", { amount: money(bonus.bonus_amount), min })
              : (bonus.maximum_bonus_amount ?? 0) > 0
                ? t("percent", {
                    percent: String(bonus.bonus_amount ?? 0),
                    min,
                    max: money(bonus.maximum_bonus_amount),
                  })
                : t("percentNoCap", { percent: String(bonus.bonus_amount ?? 0), min });
          return (
            <li key={bonus.id} className="bg-card flex gap-3 rounded-xl border p-4">
              <Glyph name="gift" className="text-primary size-6 shrink-0" />
              <div className="flex min-w-0 flex-col gap-1">
                {bonus.title ? (
                  <h3 className="font-semibold">
                    <bdi>{bonus.title}</bdi>
                  </h3>
                ) : null}
                <p className="text-sm">{rule}</p>
                {bonus.end_date ? (
                  <p className="text-muted-foreground text-xs">
                    {t("validUntil", { date: formatDate(bonus.end_date, locale) })}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
