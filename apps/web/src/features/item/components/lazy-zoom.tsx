"use client";

import { lazy, Suspense, useState } from "react";

import type { GalleryLabels, GalleryPicture } from "../gallery-pictures";

const loadZoom = () => import("./image-zoom-dialog");
const ImageZoomDialog = lazy(loadZoom);

/** Starts loading the zoom dialog's code (on hover or focus of what opens it). */
export const preloadZoom = () => {
  void loadZoom();
};

/**
 * The zoom dialog, loaded the first time it opens (never in a page's first load): `open(index)` shows
 * picture `index`, `onClosed` answers the picture shown last.
 */
export function useLazyZoom({
  pictures,
  title,
  labels,
  onClosed,
}: {
  pictures: readonly GalleryPicture[];
  title: string;
  labels: GalleryLabels;
  onClosed?: (index: number) => void;
}) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const dialog =
    openAt === null ? null : (
      <Suspense fallback={null}>
        <ImageZoomDialog
          pictures={pictures}
          start={openAt}
          title={title}
          labels={labels}
          onClose={(index) => {
            setOpenAt(null);
            onClosed?.(index);
          }}
        />
      </Suspense>
    );
  return { open: setOpenAt, dialog };
}
