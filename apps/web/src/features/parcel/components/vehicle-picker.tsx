"use client";

import type { ReactNode } from "react";

import type { CurrencyFormat, ParcelVehicle } from "@marketplace/domain";
import { formatMoney, toMinorUnits, vehicleCoversDistance } from "@marketplace/domain";

/** A delivery vehicle (`get-vehicles`, active and carrying deliveries) as the parcel form offers it. */
export interface VehicleOption extends ParcelVehicle {
  id: number;
  name: string;
  description: string;
  image: string;
}

export interface VehicleLabels {
  vehicle: string;
  vehicleHint: string;
  vehicleNone: string;
  vehicleNotCovering: string;
  /** With `{amount}`. */
  vehicleExtra: string;
}

/** The vehicles the sender may choose for this distance (all of them while the distance is unknown). */
export function coveringVehicles(
  vehicles: readonly VehicleOption[],
  distanceKm: number | null,
): VehicleOption[] {
  return distanceKm === null
    ? [...vehicles]
    : vehicles.filter((vehicle) => vehicleCoversDistance(vehicle, distanceKm));
}

/**
 * The delivery vehicle cards (image, name, description, extra charge) as one radio group: optional
 * ('No preference'); a vehicle whose coverage does not hold the distance can not be chosen.
 */
export function VehiclePicker({
  name,
  vehicles,
  distanceKm,
  chosen,
  onChoose,
  currency,
  labels,
}: {
  name: string;
  vehicles: readonly VehicleOption[];
  distanceKm: number | null;
  chosen: number | null;
  onChoose: (id: number | null) => void;
  currency: CurrencyFormat;
  labels: VehicleLabels;
}) {
  const serving = new Set(coveringVehicles(vehicles, distanceKm).map((vehicle) => vehicle.id));
  return (
    <fieldset className="flex flex-col gap-2" data-testid="parcel-vehicles">
      <legend className="mb-1 text-sm font-medium">{labels.vehicle}</legend>
      <p className="text-muted-foreground text-xs">{labels.vehicleHint}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Card name={name} checked={chosen === null} onChange={() => onChoose(null)}>
          <span className="text-sm font-medium">{labels.vehicleNone}</span>
        </Card>
        {vehicles.map((vehicle) => {
          const serves = serving.has(vehicle.id);
          return (
            <Card
              key={vehicle.id}
              name={name}
              value={String(vehicle.id)}
              checked={chosen === vehicle.id}
              disabled={!serves}
              onChange={() => onChoose(vehicle.id)}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a plain picture: next/image would add its client code to the page's first load */}
              <img
                src={vehicle.image}
                alt=""
                width={40}
                height={40}
                className="bg-muted size-10 shrink-0 rounded-md object-cover"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <span className="text-sm font-medium">
                    <bdi>{vehicle.name}</bdi>
                  </span>
                  <span className="text-xs tabular-nums">
                    <bdi>
                      {labels.vehicleExtra.replace(
                        "{amount}",
                        formatMoney(toMinorUnits(vehicle.extraCharges, currency.digits), currency),
                      )}
                    </bdi>
                  </span>
                </span>
                <span className="text-muted-foreground text-xs">
                  {serves ? <bdi>{vehicle.description}</bdi> : labels.vehicleNotCovering}
                </span>
              </span>
            </Card>
          );
        })}
      </div>
    </fieldset>
  );
}

function Card({
  name,
  value = "",
  checked,
  disabled = false,
  onChange,
  children,
}: {
  name: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-ring flex items-center gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 ${disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer"}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="accent-primary size-4 shrink-0"
      />
      {children}
    </label>
  );
}
