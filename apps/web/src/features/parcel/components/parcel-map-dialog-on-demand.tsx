"use client";

import { withIntl } from "~/lib/i18n/with-intl";
import { onDemand } from "~/lib/lazy/on-demand";
import { withQueries } from "~/lib/query/with-queries";
import { LoadingOverlay } from "~/lib/ui/loading-overlay";

/**
 * The parcel form's map dialog, downloaded when it first opens (MapLibre is never in the page's first
 * load). Until its code, texts and queries arrive, its frame says the map is loading.
 */
export const ParcelMapDialog = onDemand(
  () => withIntl(withQueries(import("./parcel-map-dialog").then((mod) => mod.ParcelMapDialog))),
  {
    fallback: ({ labels, heading }) => (
      <LoadingOverlay title={`${labels.title}: ${heading}`} status={labels.loading} />
    ),
  },
);
