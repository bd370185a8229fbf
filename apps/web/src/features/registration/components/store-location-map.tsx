"use client";

import type { MapRef } from "react-map-gl/maplibre";
import { useEffect, useMemo, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";

import type { Zone } from "@marketplace/api-client";
import {
  mapFeaturesQueryOptions,
  zoneIdQueryOptions,
  zonesQueryOptions,
} from "@marketplace/api-client/query";
import { defaultMapZoom } from "@marketplace/domain";

import type { LatLng } from "~/features/location/components/picker-map";
import { demoCityStyle } from "~/features/location/components/demo-city-style";
import { PickerMap } from "~/features/location/components/picker-map";
import { useBrowserClient } from "~/lib/api/use-browser-client";
import { cssVar } from "~/lib/ui/css-var";

/** A pin and whether the API's zone lookup puts it inside the chosen zone. */
export interface StorePin {
  lat: number;
  lng: number;
  inside: boolean;
}

/** The middle of a zone's outline (the map opens there, so the pin starts inside). */
function centreOf(zone: Zone, fallback: LatLng): LatLng {
  const points = zone.formated_coordinates ?? [];
  if (points.length === 0) return fallback;
  const lat = points.reduce((sum, point) => sum + point.lat, 0) / points.length;
  const lng = points.reduce((sum, point) => sum + point.lng, 0) / points.length;
  return { lat, lng };
}

/**
 * The store's point on the location feature's map (the demo city unless a style URL is configured),
 * with a centre pin: the point is looked up with the API's `zone/get-zone-id` and reported with whether
 * it lies inside the chosen zone. Loaded when the store step shows a zone: MapLibre is never in the
 * page's first load.
 */
export function StoreLocationMap({
  zone,
  mapStyleUrl,
  fallbackCenter,
  invalid,
  onPin,
}: {
  zone: Zone;
  mapStyleUrl: string | null;
  fallbackCenter: LatLng;
  invalid: boolean;
  onPin: (pin: StorePin | null) => void;
}) {
  const t = useTranslations("registration");
  const client = useBrowserClient();
  const mapRef = useRef<MapRef | null>(null);
  const [center, setCenter] = useState<LatLng | null>(null);
  const initialCenter = useMemo(() => centreOf(zone, fallbackCenter), [zone, fallbackCenter]);
  const zones = useQuery({ ...zonesQueryOptions(client), enabled: !mapStyleUrl });
  const city = useQuery({
    ...mapFeaturesQueryOptions(client),
    meta: { silent: true },
    enabled: !mapStyleUrl,
  });
  const mapStyle = useMemo(() => {
    if (mapStyleUrl) return mapStyleUrl;
    return demoCityStyle(
      zones.data ?? [],
      {
        land: cssVar("--muted", "#f3f4f6"),
        zoneFill: cssVar("--primary-soft", "#e7f5ee"),
        zoneLine: cssVar("--primary", "#0b7a45"),
        street: cssVar("--card", "#ffffff"),
        streetCasing: cssVar("--muted-foreground", "#4b5563"),
        place: cssVar("--primary", "#0b7a45"),
        label: cssVar("--foreground", "#1f2937"),
      },
      city.data ?? null,
    );
  }, [mapStyleUrl, zones.data, city.data]);
  const point = { lat: center?.lat ?? 0, lng: center?.lng ?? 0 };
  const lookup = useQuery({
    ...zoneIdQueryOptions(client, point),
    meta: { silent: true },
    enabled: center !== null,
    retry: false,
  });
  const inside = lookup.data?.zone_id.includes(zone.id) ?? false;
  const settled = center !== null && !lookup.isFetching;

  // The chosen zone moved: the map goes to its middle.
  useEffect(() => {
    mapRef.current?.jumpTo({ center: [initialCenter.lng, initialCenter.lat] });
  }, [initialCenter]);

  useEffect(() => {
    if (!center || !settled) onPin(null);
    else onPin({ lat: center.lat, lng: center.lng, inside });
  }, [center, settled, inside, onPin]);

  return (
    <div className="grid gap-2">
      <div
        className={
          invalid
            ? "border-destructive bg-muted relative h-72 w-full overflow-hidden rounded-lg border-2"
            : "bg-muted relative h-72 w-full overflow-hidden rounded-lg border"
        }
        data-testid="store-map"
      >
        <PickerMap
          mapRef={mapRef}
          initialCenter={initialCenter}
          initialZoom={defaultMapZoom(false)}
          mapStyle={mapStyle}
          label={t("mapLabel")}
          onCenterChange={(next) => setCenter(next)}
        />
        <MapPin
          aria-hidden="true"
          className="text-destructive stroke-background pointer-events-none absolute start-1/2 top-1/2 size-9 -translate-x-1/2 -translate-y-full fill-current drop-shadow rtl:translate-x-1/2"
        />
      </div>
      <p
        className="min-h-5 text-sm"
        aria-live="polite"
        data-testid="store-pin-status"
        data-inside={settled ? inside : undefined}
      >
        {!settled
          ? t("pinChecking")
          : inside
            ? t("pinInside", { zone: zone.display_name ?? zone.name ?? "" })
            : t("pinOutside")}
      </p>
    </div>
  );
}
