"use client";

import dynamic from "next/dynamic";

import { withIntl } from "~/components/i18n/with-intl";

// The drawer (with the SDK and the tracking form rules) loads after the page, only on the parcel home.
export const TrackParcelButton = dynamic(
  () => withIntl(import("./track-parcel-drawer").then((mod) => mod.TrackParcelDrawer)),
  { ssr: false, loading: () => <div className="h-12 w-44" aria-hidden="true" /> },
);
