import { getTranslations } from "next-intl/server";

import { currencyFormatFromConfig } from "@marketplace/domain";
import { buttonVariants } from "@marketplace/ui";

import { loadSiteData } from "~/lib/api/site-data";
import { TrackOrderButtonClient } from "./track-order-button-client";

/**
 * The exported 'Track Order' button (a server component) for other features to mount: a link to
 * `/track-order?order_id=` that opens the order tracking drawer for `orderId` once the page runs (the
 * signed-in owner's or this guest's order; a guest tracking someone else's order passes the order's
 * `contact`). Client components mount `TrackOrderButtonClient` with the label and currency themselves.
 */
export async function TrackOrderButton({
  orderId,
  contact,
  className,
}: {
  orderId: number;
  contact?: string;
  className?: string;
}) {
  const t = await getTranslations("tracking");
  const { config } = await loadSiteData();
  return (
    <TrackOrderButtonClient
      orderId={orderId}
      contact={contact}
      currency={currencyFormatFromConfig(config)}
      label={t("openTracking")}
      className={className ?? buttonVariants()}
    />
  );
}
