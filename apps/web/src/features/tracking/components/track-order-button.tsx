import { getTranslations } from "next-intl/server";

import { currencyFormatFromConfig } from "@marketplace/domain";
import { buttonVariants } from "@marketplace/ui";

import { loadSiteData } from "~/lib/api/site-data";
import { TrackOrderButtonClient } from "./track-order-button-client";
import { TrackingMessages } from "./tracking-messages";

/**
 * The exported 'Track Order' button (a server component) for other features to mount: it opens the
 * order tracking drawer for `orderId` (the signed-in owner's or this guest's order; a guest tracking
 * someone else's order passes the order's `contact`). A plain link elsewhere is `/track-order?order_id=`.
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
    <TrackingMessages>
      <TrackOrderButtonClient
        orderId={orderId}
        contact={contact}
        currency={currencyFormatFromConfig(config)}
        label={t("openTracking")}
        className={className ?? buttonVariants()}
      />
    </TrackingMessages>
  );
}
