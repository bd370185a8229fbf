"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { MapIcon } from "lucide-react";
import { useTranslations } from "next-intl";

const BusinessMapView = dynamic(
  () => import("./business-map-view").then((mod) => mod.BusinessMapView),
  {
    ssr: false,
  },
);

/** The business address map in the footer; MapLibre loads only when the visitor asks for it. */
export function BusinessMap({ lat, lng }: { lat: number; lng: number }) {
  const t = useTranslations();
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <button
        type="button"
        onClick={() => setShown(true)}
        className="hover:bg-muted focus-visible:ring-ring inline-flex h-9 items-center gap-2 rounded-md border px-3 text-sm"
      >
        <MapIcon aria-hidden="true" className="size-4" />
        {t("footer.businessMap")}
      </button>
    );
  }
  return (
    <div className="relative h-40 w-full overflow-hidden rounded-lg border">
      <BusinessMapView lat={lat} lng={lng} label={t("footer.businessMap")} />
    </div>
  );
}
