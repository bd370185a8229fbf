"use client";

import { Bike, MapPin, Store } from "lucide-react";
import { useTranslations } from "next-intl";

import type { TrackingPoints } from "@marketplace/domain";

/** What the map's markers are, over the map's corner (the markers carry the same names for screen readers). */
export function MapLegend({ parcel, points }: { parcel: boolean; points: TrackingPoints }) {
  const t = useTranslations("tracking.legend");
  const entries = [
    ...(points.origin
      ? [{ key: "origin", label: parcel ? t("sender") : t("origin"), icon: Store }]
      : []),
    ...(points.destination ? [{ key: "destination", label: t("destination"), icon: MapPin }] : []),
    ...(points.courier ? [{ key: "courier", label: t("courier"), icon: Bike }] : []),
  ];
  return (
    <ul
      aria-hidden="true"
      className="bg-card/90 absolute start-2 bottom-2 flex flex-wrap gap-x-3 gap-y-1 rounded-md px-2 py-1 text-xs shadow-sm"
    >
      {entries.map(({ key, label, icon: Icon }) => (
        <li key={key} className="flex items-center gap-1">
          <Icon className="text-primary size-3.5" />
          {label}
        </li>
      ))}
    </ul>
  );
}
