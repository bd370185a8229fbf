"use client";

import type { CurrencyFormat, DistanceLabel, ParcelCharge } from "@marketplace/domain";
import { formatDistance, formatMoney } from "@marketplace/domain";

import type { ParcelFormLabels } from "./parcel-labels";

/** The parcel's charge as the domain's `parcelCharge` computed it: the category's fee, the vehicle's, the total. */
export function ChargeSummary({
  charge,
  vehicleName,
  currency,
  labels,
}: {
  charge: ParcelCharge;
  vehicleName: string | null;
  currency: CurrencyFormat;
  labels: ParcelFormLabels;
}) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
      <dt>{labels.deliveryCharge}</dt>
      <dd className="tabular-nums">
        <bdi>{formatMoney(charge.delivery, currency)}</bdi>
        <span className="text-muted-foreground ms-2 text-xs">
          {distanceText(formatDistance(charge.distanceKm * 1000, currency.digits), labels)}
        </span>
      </dd>
      {vehicleName !== null ? (
        <>
          <dt>{labels.vehicleCharge.replace("{name}", vehicleName)}</dt>
          <dd className="tabular-nums" data-testid="parcel-vehicle-charge">
            <bdi>{formatMoney(charge.vehicleExtra, currency)}</bdi>
          </dd>
        </>
      ) : null}
      <dt className="text-base font-semibold">{labels.total}</dt>
      <dd className="text-base font-semibold tabular-nums" data-testid="parcel-charge-total">
        <bdi>{formatMoney(charge.total, currency)}</bdi>
      </dd>
    </dl>
  );
}

function distanceText(label: DistanceLabel, labels: ParcelFormLabels): string {
  return label.code === "distance_km"
    ? labels.distance.replace("{km}", label.value)
    : labels.distanceOver;
}
