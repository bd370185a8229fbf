import { Coins } from "lucide-react";

import { cn } from "../lib/cn";

type CashbackCardProps = {
  title: string;
  /** e.g. '10%' or '$5.00'. */
  amountText: string;
  /** e.g. 'Cashback'. */
  amountCaption?: string;
  /** e.g. 'Min purchase $20.00'. */
  minPurchaseText?: string;
  /** e.g. 'Valid until 31 Dec 2026'. */
  validityText?: string;
  className?: string;
};

/** A cashback offer: amount, title, minimum purchase and end date. */
function CashbackCard({
  title,
  amountText,
  amountCaption = "Cashback",
  minPurchaseText,
  validityText,
  className,
}: CashbackCardProps) {
  return (
    <article
      data-slot="cashback-card"
      className={cn(
        "bg-card text-card-foreground flex items-center gap-3 rounded-lg border p-3",
        className,
      )}
    >
      <div className="bg-primary text-primary-foreground grid size-16 shrink-0 place-items-center rounded-lg text-center">
        <Coins aria-hidden="true" className="size-5" />
        <span className="text-sm leading-none font-bold">{amountText}</span>
      </div>
      <div className="grid min-w-0 gap-0.5">
        <p className="text-muted-foreground text-xs font-medium">{amountCaption}</p>
        <h3 className="truncate text-sm font-semibold">{title}</h3>
        {minPurchaseText === undefined ? null : (
          <p className="text-muted-foreground text-xs">{minPurchaseText}</p>
        )}
        {validityText === undefined ? null : (
          <p className="text-muted-foreground text-xs">{validityText}</p>
        )}
      </div>
    </article>
  );
}

export { CashbackCard };
export type { CashbackCardProps };
