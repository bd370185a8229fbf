"use client";

import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";

import { cn } from "@marketplace/ui";

import { useFrameUi } from "./frame-ui";

/** Shows the saved delivery address (or asks for one) and opens the Pick Location modal. */
export function LocationButton({
  address,
  className,
}: {
  address: string | null;
  className?: string;
}) {
  const t = useTranslations("location");
  const { openLocationPicker } = useFrameUi();
  return (
    <button
      type="button"
      onClick={openLocationPicker}
      data-testid="location-button"
      aria-label={address ? t("current", { address }) : t("selectLocation")}
      className={cn(
        "hover:bg-muted focus-visible:ring-ring inline-flex h-9 max-w-64 items-center gap-2 rounded-md px-2 text-sm",
        className,
      )}
    >
      <MapPin aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{address ?? t("selectLocation")}</span>
    </button>
  );
}
