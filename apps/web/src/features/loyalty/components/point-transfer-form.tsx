"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";

import type { CurrencyFormat } from "@marketplace/domain";
import { checkPointTransfer, formatMoney, loyaltyPointsValue } from "@marketplace/domain";

import { fillIsolated } from "~/lib/i18n/isolate";
import { notify } from "~/lib/notify/notify";
import { FieldsOnceHydrated } from "~/lib/ui/fields-once-hydrated";
import { useVisitor } from "~/lib/visitor/visitor-provider";

/** The form's texts, translated on the server ({min}, {balance}, {amount} filled in here). */
export interface PointTransferLabels {
  points: string;
  hint: string;
  youGet: string;
  submit: string;
  required: string;
  whole: string;
  min: string;
  tooMany: string;
  success: string;
}

/**
 * Converts loyalty points to wallet money (customer/loyalty-point/point-transfer): whole points from the
 * config's minimum up to the balance (the domain's check), the wallet amount they give at the config's
 * rate; on success the spec's 'Point to wallet transfer successfully.' and the page refreshes.
 */
export function PointTransferForm({
  balance,
  minimum,
  rate,
  currency,
  labels,
}: {
  balance: number;
  minimum: number;
  rate: number;
  currency: CurrencyFormat;
  labels: PointTransferLabels;
}) {
  const visitor = useVisitor();
  const router = useRouter();
  const [points, setPoints] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const check = checkPointTransfer(points, { minimum, balance });
  const worth =
    check.code === "ok"
      ? formatMoney(loyaltyPointsValue(check.points, rate, currency.digits), currency)
      : null;

  const problem = (): string | null => {
    switch (check.code) {
      case "ok":
        return null;
      case "point_transfer_required":
        return labels.required;
      case "point_transfer_whole":
        return labels.whole;
      case "point_transfer_min":
        return fillIsolated(labels.min, { min: String(check.min) });
      case "point_transfer_balance":
        return fillIsolated(labels.tooMany, { balance: String(check.balance) });
    }
  };

  const submit = async () => {
    const text = problem();
    if (text !== null || check.code !== "ok") {
      setError(text ?? labels.whole);
      return;
    }
    setError(null);
    setPending(true);
    // The SDK and TanStack's mutation cache load on submit; a failure goes to the shared error handler.
    const { getQueryClient } = await import("~/lib/query/browser-query-client");
    const queryClient = getQueryClient();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => {
        const [{ transferPoints }, { getBrowserClient }] = await Promise.all([
          import("@marketplace/api-client"),
          import("~/lib/api/browser-client"),
        ]);
        return transferPoints(getBrowserClient(visitor), { point: check.points });
      },
    });
    try {
      await mutation.execute(undefined);
      void notify.success(labels.success);
      setPoints("");
      router.refresh();
    } catch {
      // Shown by the shared error handler.
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FieldsOnceHydrated>
        <label htmlFor={inputId} className="text-sm font-medium">
          {labels.points}
        </label>
        <input
          id={inputId}
          name="points"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={points}
          onChange={(event) => {
            setPoints(event.target.value);
            setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby={error === null ? hintId : `${hintId} ${errorId}`}
          className="border-input bg-background h-11 rounded-md border px-3 text-base"
        />
        <p id={hintId} className="text-muted-foreground text-xs">
          {fillIsolated(labels.hint, {
            min: String(Math.max(1, minimum)),
            balance: String(balance),
          })}
        </p>
        {worth !== null ? (
          <p className="text-primary text-sm font-medium" aria-live="polite">
            {fillIsolated(labels.youGet, { amount: worth })}
          </p>
        ) : null}
        {error !== null ? (
          <p id={errorId} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="bg-primary text-primary-foreground hover:bg-primary/90 h-11 rounded-md px-4 font-medium disabled:opacity-60"
        >
          {labels.submit}
        </button>
      </FieldsOnceHydrated>
    </form>
  );
}
