"use client";

import type { ReactNode } from "react";
import { useState } from "react";

import { onDemand } from "~/lib/lazy/on-demand";

const BusinessMapView = onDemand(() =>
  import("./business-map-view").then((mod) => mod.BusinessMapView),
);

/** The business address map in the footer; MapLibre loads only when the visitor asks for it. */
export function BusinessMap({
  lat,
  lng,
  label,
  icon,
}: {
  lat: number;
  lng: number;
  label: string;
  /** The map icon, rendered by the server. */
  icon: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <button
        type="button"
        onClick={() => setShown(true)}
        className="hover:bg-muted focus-visible:ring-ring inline-flex h-9 items-center gap-2 rounded-md border px-3 text-sm"
      >
        {icon}
        {label}
      </button>
    );
  }
  return (
    <div className="relative h-40 w-full overflow-hidden rounded-lg border">
      <BusinessMapView lat={lat} lng={lng} label={label} />
    </div>
  );
}
