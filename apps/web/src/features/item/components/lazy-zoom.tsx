"use client";

import { lazy, Suspense, useRef, useState } from "react";

import type { GalleryLabels, GalleryPicture } from "../gallery-pictures";
import { useReturnFocus } from "~/features/frame/components/use-return-focus";

const loadZoom = () => import("./image-zoom-dialog");
const ImageZoomDialog = lazy(loadZoom);

/** Starts loading the zoom dialog's code (on hover or focus of what opens it). */
export const preloadZoom = () => {
  void loadZoom();
};

/**
 * The zoom dialog, loaded the first time it opens (never in a page's first load): `open(index, opener)`
 * shows picture `index`; on close the focus goes back to `opener` and `onClosed` answers the picture
 * shown last.
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
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useReturnFocus(opener);
  const dialog =
    openAt === null ? null : (
      <Suspense fallback={null}>
        <ImageZoomDialog
          pictures={pictures}
          start={openAt}
          title={title}
          labels={labels}
          returnFocus={returnFocus}
          onClose={(index) => {
            setOpenAt(null);
            onClosed?.(index);
          }}
        />
      </Suspense>
    );
  const open = (index: number, from: HTMLElement) => {
    opener.current = from;
    setOpenAt(index);
  };
  return { open, dialog };
}
