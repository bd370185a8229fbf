"use client";

import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@marketplace/ui";

import { useFrameUi } from "~/components/frame/frame-ui";

/** Opens the Pick Location modal from the landing page. */
export function LandingCta() {
  const t = useTranslations("landing");
  const { openLocationPicker } = useFrameUi();
  return (
    <Button size="lg" onClick={openLocationPicker} data-testid="landing-pick-location">
      <MapPin aria-hidden="true" />
      {t("setLocation")}
    </Button>
  );
}
