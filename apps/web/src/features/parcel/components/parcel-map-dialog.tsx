"use client";

import type { MapRef } from "react-map-gl/maplibre";
import { useMemo, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MapPin } from "lucide-react";

import type { PlacePrediction } from "@marketplace/api-client";
import { isApiClientError } from "@marketplace/api-client";
import {
  geocodeQueryOptions,
  mapFeaturesQueryOptions,
  placeDetailsQueryOptions,
  zoneIdQueryOptions,
  zonesQueryOptions,
} from "@marketplace/api-client/query";
import { defaultMapZoom, pickLocationState } from "@marketplace/domain";
import { Button, Dialog, DialogContent, DialogHeader, DialogTitle } from "@marketplace/ui";

import type { ParcelMapLabels } from "./parcel-labels";
import type { LatLng } from "~/features/location/components/picker-map";
import { demoCityStyle } from "~/features/location/components/demo-city-style";
import { PickerMap } from "~/features/location/components/picker-map";
import { PlaceSearch } from "~/features/location/components/place-search";
import { useBrowserClient } from "~/lib/api/use-browser-client";
import { notify } from "~/lib/notify/notify";
import { cssVar } from "~/lib/ui/css-var";

/** A point picked on the map with the address it resolved to. */
export interface PickedPlace {
  lat: number;
  lng: number;
  address: string;
}

interface ParcelMapDialogProps {
  heading: string;
  initialCenter: LatLng;
  mapStyleUrl: string | null;
  labels: ParcelMapLabels;
  onPick: (place: PickedPlace) => void;
  onClose: () => void;
  returnFocus: (event: Event) => void;
}

/**
 * The sender's or the receiver's point, picked on the location feature's map (the demo city unless a
 * style URL is configured) with its place search; Pick is enabled once the point resolves to an address
 * inside a zone. Loaded on demand: MapLibre is never in the page's first load.
 */
export function ParcelMapDialog({
  heading,
  initialCenter,
  mapStyleUrl,
  labels,
  onPick,
  onClose,
  returnFocus,
}: ParcelMapDialogProps) {
  const client = useBrowserClient();
  const queryClient = useQueryClient();
  const mapRef = useRef<MapRef | null>(null);
  const [center, setCenter] = useState<LatLng | null>(null);
  const zones = useQuery(zonesQueryOptions(client));
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
  const zone = useQuery({
    ...zoneIdQueryOptions(client, point),
    meta: { silent: true },
    enabled: center !== null,
  });
  const address = useQuery({
    ...geocodeQueryOptions(client, point),
    enabled: center !== null,
  });
  const addressText = address.data?.results[0]?.formatted_address ?? null;
  const zoneError = zone.error
    ? isApiClientError(zone.error)
      ? (zone.error.messages[0] ?? null)
      : null
    : null;
  const state = pickLocationState({
    address: center === null ? null : addressText,
    zoneLoading: zone.isFetching,
    zoneErrors: zone.error ? [{ message: zoneError ?? labels.failed }] : [],
  });
  const canPick = state.code === "pick_enabled" && (zone.data?.zone_id.length ?? 0) > 0;

  const chooseSuggestion = (prediction: PlacePrediction) => {
    void queryClient
      .fetchQuery(placeDetailsQueryOptions(client, prediction.place_id))
      .then((details) => {
        const target = details.location_lat_lng;
        if (!target) return;
        mapRef.current?.jumpTo({ center: [target.lng, target.lat] });
        setCenter(target);
      })
      .catch((error: unknown) => {
        void notify.error(
          isApiClientError(error) ? (error.messages[0] ?? labels.failed) : labels.failed,
        );
      });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        closeLabel={labels.close}
        aria-describedby={undefined}
        onCloseAutoFocus={returnFocus}
        className="max-w-3xl gap-3 p-5"
      >
        <DialogHeader>
          <DialogTitle>{`${labels.title}: ${heading}`}</DialogTitle>
        </DialogHeader>
        <PlaceSearch onChoose={chooseSuggestion} />
        <div
          className="bg-muted relative h-[min(50dvh,24rem)] w-full overflow-hidden rounded-lg border"
          data-testid="parcel-map"
        >
          <PickerMap
            mapRef={mapRef}
            initialCenter={initialCenter}
            initialZoom={defaultMapZoom(false)}
            mapStyle={mapStyle}
            label={labels.mapLabel}
            onCenterChange={(next) => setCenter(next)}
          />
          <MapPin
            aria-hidden="true"
            className="text-destructive stroke-background pointer-events-none absolute start-1/2 top-1/2 size-9 -translate-x-1/2 -translate-y-full fill-current drop-shadow rtl:translate-x-1/2"
          />
        </div>
        <p className="min-h-5 text-sm" aria-live="polite" data-testid="parcel-map-address">
          {address.isFetching ? labels.resolving : (addressText ?? "")}
        </p>
        {state.code === "zone_error" ? (
          <p role="alert" className="text-destructive text-sm" data-testid="parcel-zone-error">
            {state.message}
          </p>
        ) : null}
        <Button
          className="w-full"
          disabled={!canPick}
          onClick={() => {
            if (!center || !addressText) return;
            onPick({ lat: center.lat, lng: center.lng, address: addressText });
          }}
        >
          {labels.pick}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
