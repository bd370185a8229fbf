"use client";

import type { LngLatBoundsLike } from "maplibre-gl";
import type { MapRef } from "react-map-gl/maplibre";
import { useEffect, useMemo, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { Bike, MapPin, Store } from "lucide-react";
import { setWorkerUrl } from "maplibre-gl";
import { useTranslations } from "next-intl";
import Map, { Marker } from "react-map-gl/maplibre";

import "maplibre-gl/dist/maplibre-gl.css";

import type { TrackingPoint, TrackingPoints } from "@marketplace/domain";
import { mapFeaturesQueryOptions, zonesQueryOptions } from "@marketplace/api-client/query";
import { MAX_MAP_ZOOM, MIN_MAP_ZOOM } from "@marketplace/domain";

// The demo city style (zones, streets, places from the API; no tiles) is the location picker's.
import { demoCityStyle } from "~/features/location/components/demo-city-style";
import { useBrowserClient } from "~/lib/api/use-browser-client";
import { cssVar } from "~/lib/ui/css-var";

setWorkerUrl("/maplibre-gl-worker.mjs");

/** The bounds that hold every known point (a single point is padded to a street-level box). */
function boundsOf(points: readonly TrackingPoint[]): LngLatBoundsLike | null {
  const first = points[0];
  if (!first) return null;
  let west = first.lng;
  let east = first.lng;
  let south = first.lat;
  let north = first.lat;
  for (const point of points) {
    west = Math.min(west, point.lng);
    east = Math.max(east, point.lng);
    south = Math.min(south, point.lat);
    north = Math.max(north, point.lat);
  }
  const pad = 0.002;
  return [
    [west - pad, south - pad],
    [east + pad, north + pad],
  ];
}

function Pin({
  label,
  testId,
  className,
  children,
}: {
  label: string;
  testId: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      data-testid={testId}
      className={`flex size-9 items-center justify-center rounded-full border-2 border-white shadow-md ${className}`}
    >
      {children}
    </span>
  );
}

/**
 * The tracking map (MapLibre, the offline demo city): the store (or a parcel's sender), the receiver and,
 * from picked_up on, the courier, whose marker moves with each refresh. Loaded as its own chunk.
 */
export default function TrackingMap({
  points,
  parcel,
}: {
  points: TrackingPoints;
  parcel: boolean;
}) {
  const t = useTranslations("tracking");
  const client = useBrowserClient();
  const mapRef = useRef<MapRef | null>(null);
  const zones = useQuery({ ...zonesQueryOptions(client), meta: { silent: true } });
  const city = useQuery({ ...mapFeaturesQueryOptions(client), meta: { silent: true } });
  const mapStyle = useMemo(
    () =>
      demoCityStyle(
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
      ),
    [zones.data, city.data],
  );
  const { origin, destination, courier } = points;
  const frame = useMemo(
    () =>
      boundsOf(
        [origin, destination, origin || destination ? null : courier].filter(
          (point): point is TrackingPoint => point !== null,
        ),
      ),
    [origin, destination, courier],
  );
  // A later answer with other points (a courier without a store or receiver) frames them again.
  useEffect(() => {
    if (frame) mapRef.current?.fitBounds(frame, { padding: 48, maxZoom: 16, duration: 0 });
  }, [frame]);

  if (!frame) return null;
  return (
    <Map
      ref={mapRef}
      initialViewState={{ bounds: frame, fitBoundsOptions: { padding: 48, maxZoom: 16 } }}
      minZoom={MIN_MAP_ZOOM}
      maxZoom={MAX_MAP_ZOOM}
      mapStyle={mapStyle}
      attributionControl={false}
      dragRotate={false}
      pitchWithRotate={false}
      keyboard
      style={{ position: "absolute", inset: 0 }}
      onLoad={(event) => {
        event.target.getCanvas().setAttribute("aria-label", t("map"));
      }}
    >
      {origin ? (
        <Marker latitude={origin.lat} longitude={origin.lng} anchor="center">
          <Pin
            label={parcel ? t("legend.sender") : t("legend.origin")}
            testId="origin-marker"
            className="bg-foreground text-background"
          >
            <Store aria-hidden="true" className="size-4" />
          </Pin>
        </Marker>
      ) : null}
      {destination ? (
        <Marker latitude={destination.lat} longitude={destination.lng} anchor="center">
          <Pin
            label={t("legend.destination")}
            testId="destination-marker"
            className="bg-destructive text-destructive-foreground"
          >
            <MapPin aria-hidden="true" className="size-4" />
          </Pin>
        </Marker>
      ) : null}
      {courier ? (
        <Marker latitude={courier.lat} longitude={courier.lng} anchor="center">
          <Pin
            label={t("legend.courier")}
            testId="courier-marker"
            className="bg-primary text-primary-foreground"
          >
            <Bike aria-hidden="true" className="size-4" />
          </Pin>
        </Marker>
      ) : null}
    </Map>
  );
}
