import Link from "next/link";
import { getTranslations } from "next-intl/server";

import type { PagedTransactions } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { formatMoney, toMinorUnits, transactionAmount } from "@marketplace/domain";
import { cn } from "@marketplace/ui";

import type { Locale } from "~/i18n/locales";
import { isolate } from "~/lib/i18n/isolate";
import { Glyph } from "~/lib/icons/glyph";
import { formatDateTime } from "./account-page";

/** Transaction kinds with a label (others show the wire text). */
const LABELLED_TYPES = new Set([
  "order",
  "loyalty_point",
  "add_fund",
  "referrer",
  "CashBack",
  "point_to_wallet",
  "order_place",
  "order_refund",
  "partial_payment",
  "admin_bonus",
]);

export interface TransactionListProps {
  /** The page's path (`/wallet`), for the filter and paging links. */
  path: string;
  page: PagedTransactions;
  pageNumber: number;
  /** Wallet amounts are money; loyalty amounts are points. */
  unit: "money" | "points";
  currency: CurrencyFormat;
  locale: Locale;
  /** The filter's kinds and the chosen one (wallet only). */
  filter?: { types: readonly string[]; current: string };
  emptyText: string;
  headingId: string;
}

function hrefOf(path: string, params: { type?: string; page?: number }): string {
  const query = new URLSearchParams();
  if (params.type && params.type !== "all") query.set("type", params.type);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text === "" ? path : `${path}?${text}`;
}

/**
 * A page of wallet or loyalty transactions (newest first): kind, date, signed amount, bonus; the kind
 * filter and the paging are plain links (`?type=`, `?page=`), rendered on the server.
 */
export async function TransactionList({
  path,
  page,
  pageNumber,
  unit,
  currency,
  locale,
  filter,
  emptyText,
  headingId,
}: TransactionListProps) {
  const t = await getTranslations("wallet.transactions");
  const pages = Math.max(1, Math.ceil(page.total_size / Math.max(1, page.limit ?? 10)));
  const type = filter?.current ?? "all";
  const amountText = (minor: number) =>
    unit === "money" ? formatMoney(minor, currency) : String(minor);
  const digits = unit === "money" ? currency.digits : 0;
  return (
    <div className="flex flex-col gap-4">
      {filter ? (
        <nav aria-label={t("filter")}>
          <ul className="flex flex-wrap gap-2">
            {["all", ...filter.types].map((kind) => (
              <li key={kind}>
                <Link
                  href={hrefOf(path, { type: kind })}
                  aria-current={kind === filter.current ? "page" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium",
                    kind === filter.current
                      ? "bg-primary text-primary-foreground border-primary"
                      : "bg-card hover:bg-muted",
                  )}
                >
                  {t(`types.${kind}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.data.length === 0 ? (
        <p className="text-muted-foreground bg-card rounded-xl border p-6 text-center">
          {emptyText}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="bg-card divide-y rounded-xl border">
          {page.data.map((line, index) => {
            const { direction, minor } = transactionAmount(line, digits);
            const bonus = unit === "money" ? toMinorUnits(line.admin_bonus ?? 0, digits) : 0;
            const kind = line.transaction_type ?? "";
            return (
              <li
                key={line.id ?? `${line.transaction_id ?? ""}-${String(index)}`}
                className="flex items-center gap-3 p-4"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "grid size-9 shrink-0 place-items-center rounded-full",
                    direction === "in" ? "bg-primary-soft text-primary" : "bg-muted",
                  )}
                >
                  {direction === "in" ? (
                    <Glyph name="arrow-down-left" className="size-4" />
                  ) : (
                    <Glyph name="arrow-up-right" className="size-4" />
                  )}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {LABELLED_TYPES.has(kind) ? t(`types.${kind}`) : <bdi>{kind}</bdi>}
                  </p>
                  <p className="text-muted-foreground text-xs">
                    <time dateTime={line.created_at ?? undefined}>
                      {formatDateTime(line.created_at, locale)}
                    </time>
                  </p>
                </div>
                <div className="text-end">
                  <p className="font-semibold tabular-nums">
                    <span className="sr-only">{t(direction === "in" ? "credit" : "debit")} </span>
                    <bdi>
                      {direction === "in" ? "+" : "−"}
                      {amountText(minor)}
                    </bdi>
                  </p>
                  {bonus > 0 ? (
                    <p className="text-muted-foreground text-xs">
                      {t("bonus", { bonus: isolate(formatMoney(bonus, currency)) })}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t("paging")} className="flex items-center justify-between gap-2">
          {pageNumber > 1 ? (
            <Link
              href={hrefOf(path, { type, page: Math.min(pageNumber - 1, pages) })}
              rel="prev"
              className="hover:bg-muted rounded-md border px-3 py-1.5 text-sm"
            >
              {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-muted-foreground text-sm">{t("page", { page: pageNumber, pages })}</p>
          {pageNumber < pages ? (
            <Link
              href={hrefOf(path, { type, page: pageNumber + 1 })}
              rel="next"
              className="hover:bg-muted rounded-md border px-3 py-1.5 text-sm"
            >
              {t("next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
