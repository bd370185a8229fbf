"use client";

import type { StyleSpecification } from "maplibre-gl";
import type { RefObject } from "react";
import type { MapRef } from "react-map-gl/maplibre";
import { useEffect, useMemo } from "react";
import { setWorkerUrl } from "maplibre-gl";
import Map from "react-map-gl/maplibre";

import "maplibre-gl/dist/maplibre-gl.css";

import { MAX_MAP_ZOOM, MIN_MAP_ZOOM } from "@marketplace/domain";

setWorkerUrl("/maplibre-gl-worker.mjs");

export interface LatLng {
  lat: number;
  lng: number;
}

interface PickerMapProps {
  mapRef: RefObject<MapRef | null>;
  initialCenter: LatLng;
  initialZoom: number;
  mapStyle: StyleSpecification | string;
  label: string;
  onCenterChange: (center: LatLng, zoom: number) => void;
}

/**
 * The picker's MapLibre map. Only this module (and the picker that imports it) pulls in MapLibre,
 * and it is loaded on demand. Keyboard: the canvas takes focus; arrows pan, + and - zoom.
 */
export function PickerMap({
  mapRef,
  initialCenter,
  initialZoom,
  mapStyle,
  label,
  onCenterChange,
}: PickerMapProps) {
  const initialViewState = useMemo(
    () => ({ latitude: initialCenter.lat, longitude: initialCenter.lng, zoom: initialZoom }),
    [initialCenter, initialZoom],
  );

  useEffect(() => {
    const canvas = mapRef.current?.getCanvas();
    if (canvas) canvas.setAttribute("aria-label", label);
  }, [mapRef, label]);

  return (
    <Map
      ref={mapRef}
      initialViewState={initialViewState}
      minZoom={MIN_MAP_ZOOM}
      maxZoom={MAX_MAP_ZOOM}
      mapStyle={mapStyle}
      attributionControl={false}
      dragRotate={false}
      pitchWithRotate={false}
      keyboard
      style={{ position: "absolute", inset: 0 }}
      onLoad={(event) => {
        event.target.getCanvas().setAttribute("aria-label", label);
        const center = event.target.getCenter();
        onCenterChange({ lat: center.lat, lng: center.lng }, event.target.getZoom());
      }}
      onMoveEnd={(event) => {
        const center = event.target.getCenter();
        onCenterChange({ lat: center.lat, lng: center.lng }, event.target.getZoom());
      }}
    />
  );
}
