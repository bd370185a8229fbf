"use client";

import type { MapRef } from "react-map-gl/maplibre";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState, useTransition } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LocateFixed, MapPin, Maximize, Minimize, Minus, Plus } from "lucide-react";
import { useTranslations } from "next-intl";

import type { PlacePrediction } from "@marketplace/api-client";
import { isApiClientError } from "@marketplace/api-client";
import {
  geocodeQueryOptions,
  mapFeaturesQueryOptions,
  placeDetailsQueryOptions,
  zoneIdQueryOptions,
  zonesQueryOptions,
} from "@marketplace/api-client/query";
import { clampMapZoom, defaultMapZoom, pickLocationState } from "@marketplace/domain";
import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@marketplace/ui";

import type { LatLng } from "./picker-map";
import { useReturnFocus } from "~/features/frame/components/use-return-focus";
import { saveLocation } from "~/features/location/actions/save-location";
import { useBrowserClient } from "~/lib/api/use-browser-client";
import { onDemand } from "~/lib/lazy/on-demand";
import { notify } from "~/lib/notify/notify";
import { cssVar } from "~/lib/ui/css-var";
import { demoCityStyle } from "./demo-city-style";
import { MapButton } from "./map-button";
import { PickerMap } from "./picker-map";
import { PlaceSearch } from "./place-search";

// The saved-address list ('View Saved Address') loads when it opens.
const SavedAddressPicker = onDemand(() =>
  import("./saved-address-picker").then((mod) => mod.SavedAddressPicker),
);

/** A point picked on the map with its resolved address and zones (for the address form). */
export interface PickedPoint {
  latitude: number;
  longitude: number;
  address: string;
  zoneIds: number[];
}

/** How long the browser may take to decide on the current position (spec D §9). */
export const GEOLOCATION_TIMEOUT_MS = 5000;
const FALLBACK_CENTER: LatLng = { lat: 23.7925, lng: 90.401 };

interface LocationPickerProps {
  onClose: () => void;
  defaultCenter: LatLng | null;
  mapStyleUrl: string | null;
  signedIn: boolean;
  /** Gives focus back to the element that opened the picker. */
  returnFocus: (event: Event) => void;
  /**
   * Hands the picked point to the caller (the address form) instead of saving it as the delivery
   * location; the saved-address list is not offered then.
   */
  onPicked?: (point: PickedPoint) => void;
}

/**
 * The Pick Location modal (spec D §2, §4): search with suggestions, a map with a centre pin, zoom
 * buttons, current location, fullscreen; the point resolves to a zone and an address, and Pick
 * Locations stays disabled until both are known. A zone error replaces the button.
 */
export function LocationPicker({
  onClose,
  defaultCenter,
  mapStyleUrl,
  signedIn,
  returnFocus,
  onPicked,
}: LocationPickerProps) {
  const t = useTranslations("location");
  const tc = useTranslations("common");
  const router = useRouter();
  const client = useBrowserClient();
  const queryClient = useQueryClient();
  const mapRef = useRef<MapRef | null>(null);
  const initialCenter = useMemo(() => defaultCenter ?? FALLBACK_CENTER, [defaultCenter]);
  const [center, setCenter] = useState<LatLng | null>(null);
  const [zoom, setZoom] = useState(defaultMapZoom(false));
  const [fullscreen, setFullscreen] = useState(false);
  const [permissionOff, setPermissionOff] = useState(false);
  const [locating, setLocating] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [savedOpen, setSavedOpen] = useState(false);
  const [saving, startSaving] = useTransition();
  const locateButton = useRef<HTMLButtonElement>(null);
  const returnToLocate = useReturnFocus(locateButton);

  const zones = useQuery(zonesQueryOptions(client));
  // Streets and places of the demo city (an extension of our API); without them the map shows zones only.
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

  const zone = useQuery({
    ...zoneIdQueryOptions(client, { lat: center?.lat ?? 0, lng: center?.lng ?? 0 }),
    // The picker shows a zone error itself (it replaces the pick button): quiet for the shared handler.
    meta: { silent: true },
    enabled: center !== null,
  });
  const address = useQuery({
    ...geocodeQueryOptions(client, { lat: center?.lat ?? 0, lng: center?.lng ?? 0 }),
    enabled: center !== null,
  });
  const addressText = address.data?.results[0]?.formatted_address ?? null;
  const zoneError = zone.error
    ? isApiClientError(zone.error)
      ? (zone.error.messages[0] ?? tc("somethingWentWrong"))
      : tc("somethingWentWrong")
    : null;
  const zoneIds = zone.data?.zone_id ?? [];
  // The button's rule is the domain's: disabled until an address resolves or while the zone loads; a zone
  // error replaces it. (A save needs at least one zone id: the zone answer must have arrived.)
  const pickState = pickLocationState({
    address: center === null ? null : addressText,
    zoneLoading: zone.isFetching,
    zoneErrors: zoneError === null ? [] : [{ message: zoneError }],
  });
  const canPick = pickState.code === "pick_enabled" && zoneIds.length > 0;

  // Escape leaves fullscreen first, and closes an open suggestion list before the dialog.
  const onEscape = (event: KeyboardEvent) => {
    if (fullscreen) {
      event.preventDefault();
      setFullscreen(false);
    } else if (
      event.target instanceof HTMLElement &&
      event.target.getAttribute("aria-expanded") === "true"
    ) {
      event.preventDefault();
    }
  };

  const moveTo = (point: LatLng) => {
    mapRef.current?.jumpTo({ center: [point.lng, point.lat] });
    setCenter(point);
  };

  const zoomBy = (delta: number) => {
    const map = mapRef.current;
    if (!map) return;
    map.easeTo({ zoom: clampMapZoom(map.getZoom() + delta), duration: 200 });
  };

  const chooseSuggestion = (prediction: PlacePrediction) => {
    void queryClient
      .fetchQuery(placeDetailsQueryOptions(client, prediction.place_id))
      .then((details) => {
        if (details.location_lat_lng) moveTo(details.location_lat_lng);
      })
      .catch((error: unknown) => {
        void notify.error(
          isApiClientError(error) ? (error.messages[0] ?? "") : tc("somethingWentWrong"),
        );
      });
  };

  const useCurrentLocation = () => {
    if (!("geolocation" in navigator)) {
      setPermissionOff(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        moveTo({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        setLocating(false);
        if (error.code === error.PERMISSION_DENIED) setPermissionOff(true);
        else void notify.error(error.message);
      },
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS },
    );
  };

  const pick = () => {
    if (!center || !addressText) return;
    if (onPicked) {
      onPicked({ latitude: center.lat, longitude: center.lng, address: addressText, zoneIds });
      return;
    }
    startSaving(async () => {
      await saveLocation({
        zoneIds,
        latitude: center.lat,
        longitude: center.lng,
        address: addressText,
      });
      setPicked(addressText);
    });
  };

  const finish = () => {
    onClose();
    void notify.success(t("newLocationSet"));
    router.push("/home");
    router.refresh();
  };

  if (savedOpen) {
    return (
      <SavedAddressPicker
        onCancel={() => setSavedOpen(false)}
        onSelected={() => {
          onClose();
          router.refresh();
        }}
        returnFocus={returnFocus}
      />
    );
  }

  if (picked !== null) {
    return (
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) finish();
        }}
      >
        <DialogContent closeLabel={tc("close")} onCloseAutoFocus={returnFocus}>
          <DialogHeader>
            <DialogTitle>{t("confirmTitle")}</DialogTitle>
            <DialogDescription className="text-foreground">
              {t("confirmText", { address: picked })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={finish}>{tc("okay")}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      >
        <DialogContent
          closeLabel={tc("close")}
          aria-describedby={undefined}
          onEscapeKeyDown={onEscape}
          onCloseAutoFocus={returnFocus}
          className={cn(
            "max-w-3xl gap-3 p-5",
            fullscreen && "h-dvh max-h-dvh w-screen max-w-none rounded-none",
          )}
        >
          <DialogHeader>
            <DialogTitle>{t("pickTitle")}</DialogTitle>
          </DialogHeader>
          {onPicked ? null : signedIn ? (
            <div>
              <Button variant="outline" size="sm" onClick={() => setSavedOpen(true)}>
                {t("viewSavedAddress")}
              </Button>
            </div>
          ) : (
            <p className="text-muted-foreground text-xs">{t("savedAddressesNeedSignIn")}</p>
          )}
          <PlaceSearch onChoose={chooseSuggestion} />
          <div
            className={cn(
              "bg-muted relative w-full overflow-hidden rounded-lg border",
              fullscreen ? "h-[calc(100dvh-14rem)]" : "h-[min(50dvh,24rem)]",
            )}
            data-testid="picker-map"
          >
            <PickerMap
              mapRef={mapRef}
              initialCenter={initialCenter}
              initialZoom={zoom}
              mapStyle={mapStyle}
              label={t("mapLabel")}
              onCenterChange={(point, nextZoom) => {
                setCenter(point);
                setZoom(nextZoom);
              }}
            />
            <MapPin
              aria-hidden="true"
              className="text-destructive stroke-background pointer-events-none absolute start-1/2 top-1/2 size-9 -translate-x-1/2 -translate-y-full fill-current drop-shadow rtl:translate-x-1/2"
            />
            <div className="absolute end-2 top-2 flex flex-col gap-2">
              <MapButton label={t("zoomIn")} onClick={() => zoomBy(1)} disabled={zoom >= 21}>
                <Plus />
              </MapButton>
              <MapButton label={t("zoomOut")} onClick={() => zoomBy(-1)} disabled={zoom <= 1}>
                <Minus />
              </MapButton>
              <MapButton
                label={fullscreen ? t("exitFullscreen") : t("fullscreen")}
                onClick={() => setFullscreen((value) => !value)}
                pressed={fullscreen}
              >
                {fullscreen ? <Minimize /> : <Maximize />}
              </MapButton>
              <MapButton
                label={t("useCurrent")}
                onClick={useCurrentLocation}
                disabled={locating}
                buttonRef={locateButton}
              >
                <LocateFixed />
              </MapButton>
            </div>
          </div>
          <p className="min-h-5 text-sm" aria-live="polite" data-testid="picker-address">
            {address.isFetching ? t("resolving") : (addressText ?? "")}
          </p>
          {pickState.code === "zone_error" ? (
            <Button
              variant="destructive"
              onClick={onClose}
              className="w-full whitespace-normal"
              data-testid="zone-error"
            >
              {pickState.message}
            </Button>
          ) : (
            <Button onClick={pick} disabled={!canPick} loading={saving} className="w-full">
              {t("pick")}
            </Button>
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={permissionOff} onOpenChange={setPermissionOff}>
        <DialogContent closeLabel={tc("close")} onCloseAutoFocus={returnToLocate}>
          <DialogHeader>
            <DialogTitle>{t("permissionTitle")}</DialogTitle>
            <DialogDescription>{t("permissionText")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => setPermissionOff(false)}>{tc("okay")}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
