"use client";

import { setWorkerUrl } from "maplibre-gl";
import Map, { Marker } from "react-map-gl/maplibre";

import "maplibre-gl/dist/maplibre-gl.css";

setWorkerUrl("/maplibre-gl-worker.mjs");

/** A small static map centred on the business address (no tiles needed: the point on a plain ground). */
export function BusinessMapView({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  return (
    <Map
      initialViewState={{ latitude: lat, longitude: lng, zoom: 14 }}
      mapStyle={{
        version: 8,
        sources: {},
        layers: [{ id: "land", type: "background", paint: { "background-color": "#e5e7eb" } }],
      }}
      attributionControl={false}
      style={{ position: "absolute", inset: 0 }}
      onLoad={(event) => event.target.getCanvas().setAttribute("aria-label", label)}
    >
      <Marker latitude={lat} longitude={lng} color="#b91c1c" />
    </Map>
  );
}
