"use client";

import type { FormEvent, RefObject } from "react";
import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";

import type { Cashback } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { cashbackOffersQueryOptions, cashbackQueryOptions } from "@marketplace/api-client/query";
import { formatMoney, toMinorUnits } from "@marketplace/domain";
import {
  Button,
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  EmptyState,
  Input,
  Label,
} from "@marketplace/ui";

import { useReturnFocus } from "~/features/frame/components/use-return-focus";
import { useBrowserClient } from "~/lib/api/use-browser-client";

/** The largest order amount asked about (the API's amounts fit well below it). */
const MAX_AMOUNT = 1_000_000_000;

/**
 * The cashback offers (`cashback/list`) with their amount or percent, minimum purchase, cap and end
 * date, and what a given order amount earns (`cashback/getCashback`); both with the spec's cache times
 * (the SDK's factories).
 */
export function CashbackPanel({
  open,
  onOpenChange,
  currency,
  opener,
}: {
  /** The floating button: focus goes back there on close. */
  opener: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currency: CurrencyFormat;
}) {
  const t = useTranslations("cashback");
  const client = useBrowserClient();
  const returnFocus = useReturnFocus(opener);
  const offers = useQuery({ ...cashbackOffersQueryOptions(client), enabled: open });
  const [amount, setAmount] = useState<number | null>(null);
  const [draft, setDraft] = useState("");
  const fieldId = useId();
  const check = useQuery({
    ...cashbackQueryOptions(client, amount ?? 0),
    enabled: open && amount !== null,
  });
  const money = (value: number | null | undefined) =>
    formatMoney(toMinorUnits(value ?? 0, currency.digits), currency);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(draft);
    setAmount(Number.isFinite(value) && value > 0 && value <= MAX_AMOUNT ? value : null);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("close")}
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
        data-testid="cashback-panel"
      >
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
        </DialogHeader>
        {offers.isPending ? (
          <p className="text-muted-foreground text-sm" role="status">
            {t("loading")}
          </p>
        ) : (offers.data ?? []).length === 0 ? (
          <EmptyState title={t("empty")} />
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t("title")}>
            {(offers.data ?? []).map((offer) => (
              <OfferRow key={offer.id} offer={offer} money={money} />
            ))}
          </ul>
        )}
        <form className="flex flex-col gap-2 border-t pt-3" onSubmit={submit} noValidate>
          <Label htmlFor={fieldId}>{t("checkLabel")}</Label>
          <div className="flex gap-2">
            <Input
              id={fieldId}
              inputMode="decimal"
              value={draft}
              maxLength={12}
              onChange={(event) => setDraft(event.target.value.replace(/[^\d.]/g, ""))}
            />
            <Button type="submit" variant="outline">
              {t("check")}
            </Button>
          </div>
          {amount !== null && check.data ? (
            <p className="text-sm" role="status" data-testid="cashback-result">
              {check.data.calculated_amount > 0
                ? t("youGet", { amount: money(check.data.calculated_amount) })
                : t("noneForAmount")}
            </p>
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}

function OfferRow({
  offer,
  money,
}: {
  offer: Cashback;
  money: (value: number | null | undefined) => string;
}) {
  const t = useTranslations("cashback");
  const format = useFormatter();
  const end = offer.end_date ? new Date(offer.end_date) : null;
  return (
    <li className="bg-muted flex flex-col gap-1 rounded-md p-3" data-testid="cashback-offer">
      <p className="font-medium">{offer.title}</p>
      <p className="text-primary text-sm font-semibold">
        {offer.cashback_type === "amount"
          ? t("amount", { value: money(offer.cashback_amount) })
          : t("percent", { value: format.number(offer.cashback_amount) })}
      </p>
      <p className="text-muted-foreground text-xs">
        {t("minPurchase", { amount: money(offer.min_purchase) })}
        {offer.cashback_type !== "amount" && (offer.max_discount ?? 0) > 0
          ? ` · ${t("maxDiscount", { amount: money(offer.max_discount) })}`
          : null}
      </p>
      {end !== null && !Number.isNaN(end.getTime()) ? (
        <p className="text-muted-foreground text-xs">
          {t("validUntil", { date: format.dateTime(end, { dateStyle: "medium" }) })}
        </p>
      ) : null}
    </li>
  );
}
