"use client";

import { useId, useState } from "react";

import type { CurrencyFormat } from "@marketplace/domain";
import {
  bestWalletBonus,
  checkAddFundAmount,
  formatMoney,
  MAX_ADD_FUND_AMOUNT,
  MIN_ADD_FUND_AMOUNT,
  toMinorUnits,
} from "@marketplace/domain";

import { fillIsolated } from "~/lib/i18n/isolate";
import { FieldsOnceHydrated } from "~/lib/ui/fields-once-hydrated";
import { useVisitor } from "~/lib/visitor/visitor-provider";

/** One running add-fund offer, as the bonus rule reads it. */
export interface BonusRule {
  bonus_type: string | null;
  bonus_amount: number | null;
  minimum_add_amount: number | null;
  maximum_bonus_amount: number | null;
}

/** The form's texts, translated on the server ({min}, {max}, {bonus} filled in here). */
export interface AddFundLabels {
  amount: string;
  hint: string;
  method: string;
  submit: string;
  redirecting: string;
  bonus: string;
  required: string;
  invalid: string;
  min: string;
  max: string;
  methodRequired: string;
}

/**
 * Add fund (customer/wallet/add-fund): the amount (1 to 10000, the domain's check) and a gateway of the
 * config's list; shows the bonus the running offers give (the domain's `bestWalletBonus`), then opens
 * the gateway's page, which sends the customer back to `/wallet?flag=success|fail`.
 */
export function AddFundForm({
  gateways,
  bonuses,
  currency,
  labels,
}: {
  gateways: { gateway: string; title: string }[];
  bonuses: BonusRule[];
  currency: CurrencyFormat;
  labels: AddFundLabels;
}) {
  const visitor = useVisitor();
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState(gateways.length === 1 ? (gateways[0]?.gateway ?? "") : "");
  const [error, setError] = useState<{ field: "amount" | "method"; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const amountId = useId();
  const hintId = useId();
  const errorId = useId();
  const methodName = useId();
  const money = (value: number) => formatMoney(toMinorUnits(value, currency.digits), currency);

  const check = checkAddFundAmount(amount, currency.digits);
  const bonus = check.code === "ok" ? bestWalletBonus(bonuses, check.minor, currency.digits) : 0;

  const amountError = (): string | null => {
    switch (check.code) {
      case "ok":
        return null;
      case "add_fund_amount_required":
        return labels.required;
      case "add_fund_amount_invalid":
        return labels.invalid;
      case "add_fund_amount_min":
        return fillIsolated(labels.min, { min: money(check.min) });
      case "add_fund_amount_max":
        return fillIsolated(labels.max, { max: money(check.max) });
    }
  };

  const submit = async () => {
    const problem = amountError();
    if (problem !== null || check.code !== "ok") {
      setError({ field: "amount", text: problem ?? labels.invalid });
      return;
    }
    if (method === "") {
      setError({ field: "method", text: labels.methodRequired });
      return;
    }
    setError(null);
    setPending(true);
    // The SDK and TanStack's mutation cache load on submit, not with the page; a failure goes to the
    // shared error handler (the server's message as a toast).
    const { getQueryClient } = await import("~/lib/query/browser-query-client");
    const queryClient = getQueryClient();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => {
        const [{ addFund }, { getBrowserClient }] = await Promise.all([
          import("@marketplace/api-client"),
          import("~/lib/api/browser-client"),
        ]);
        return addFund(getBrowserClient(visitor), {
          amount: check.amount,
          payment_method: method,
          payment_platform: "web",
          callback: `${window.location.origin}/wallet`,
        });
      },
    });
    try {
      const { redirect_link } = await mutation.execute(undefined);
      window.location.assign(redirect_link);
    } catch {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FieldsOnceHydrated>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={amountId} className="text-sm font-medium">
            {labels.amount} <span className="text-muted-foreground">({currency.symbol})</span>
          </label>
          <input
            id={amountId}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              if (error?.field === "amount") setError(null);
            }}
            aria-invalid={error?.field === "amount"}
            aria-describedby={error?.field === "amount" ? `${hintId} ${errorId}` : hintId}
            className="border-input bg-background h-11 rounded-md border px-3 text-base"
          />
          <p id={hintId} className="text-muted-foreground text-xs">
            {fillIsolated(labels.hint, {
              min: money(MIN_ADD_FUND_AMOUNT),
              max: money(MAX_ADD_FUND_AMOUNT),
            })}
          </p>
          {bonus > 0 ? (
            <p className="text-primary text-sm font-medium" aria-live="polite">
              {fillIsolated(labels.bonus, { bonus: formatMoney(bonus, currency) })}
            </p>
          ) : null}
        </div>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={error?.field === "method" ? errorId : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{labels.method}</legend>
          {gateways.map((gateway) => (
            <label
              key={gateway.gateway}
              className="has-checked:border-primary has-checked:bg-primary-soft flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm"
            >
              <input
                type="radio"
                name={methodName}
                value={gateway.gateway}
                checked={method === gateway.gateway}
                onChange={() => {
                  setMethod(gateway.gateway);
                  if (error?.field === "method") setError(null);
                }}
                className="accent-primary size-4"
              />
              <bdi>{gateway.title}</bdi>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p id={errorId} role="alert" className="text-destructive text-sm">
            {error.text}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="bg-primary text-primary-foreground hover:bg-primary/90 h-11 rounded-md px-4 font-medium disabled:opacity-60"
        >
          {pending ? labels.redirecting : labels.submit}
        </button>
      </FieldsOnceHydrated>
    </form>
  );
}
