import { CheckCircle2 } from "lucide-react";

import type { CurrencyFormat } from "@marketplace/domain";
import { formatMoney, toMinorUnits } from "@marketplace/domain";

import type { ParcelFormLabels } from "./parcel-labels";
import { TrackOrderButtonClient } from "~/features/tracking/components/track-order-button-client";

/** After placing: the order id, what the server charged, and Track Order (the tracking drawer). */
export function ParcelResult({
  orderId,
  total,
  currency,
  labels,
  contact,
}: {
  orderId: number;
  /** A guest's contact number (the tracking page needs it); null for a signed-in customer. */
  contact: string | null;
  total: number | null;
  currency: CurrencyFormat;
  labels: ParcelFormLabels;
}) {
  return (
    <section
      aria-labelledby="parcel-placed"
      role="status"
      className="bg-card flex flex-col items-center gap-3 rounded-xl border p-6 text-center"
      data-testid="parcel-result"
    >
      <CheckCircle2 aria-hidden="true" className="text-primary size-12" />
      <h2 id="parcel-placed" className="text-xl font-semibold">
        {labels.placed}
      </h2>
      <p>
        {labels.orderId}{" "}
        <span className="font-semibold tabular-nums" data-testid="parcel-order-id">
          <bdi>{orderId}</bdi>
        </span>
      </p>
      {total === null ? null : (
        <p>
          {labels.orderTotal}{" "}
          <span className="font-semibold tabular-nums" data-testid="parcel-order-total">
            <bdi>{formatMoney(toMinorUnits(total, currency.digits), currency)}</bdi>
          </span>
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <TrackOrderButtonClient
          orderId={orderId}
          contact={contact ?? undefined}
          currency={currency}
          label={labels.trackOrder}
          className="bg-primary text-primary-foreground rounded-md px-4 py-2 text-sm font-medium"
        />
        <a href="/home" className="rounded-md border px-4 py-2 text-sm font-medium">
          {labels.sendAnother}
        </a>
      </div>
    </section>
  );
}
