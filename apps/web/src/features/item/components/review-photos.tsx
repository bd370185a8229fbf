"use client";

import type { GalleryLabels, GalleryPicture } from "../gallery-pictures";
import { preloadZoom, useLazyZoom } from "./lazy-zoom";

/** A review's photos as thumbnails; each opens the larger picture in the zoom dialog. */
export function ReviewPhotos({
  pictures,
  title,
  labels,
}: {
  pictures: readonly GalleryPicture[];
  /** The list's and the dialog's name ('Photos from Amira Hassan'). */
  title: string;
  labels: GalleryLabels;
}) {
  const zoom = useLazyZoom({ pictures, title, labels });
  return (
    <>
      <ul aria-label={title} className="flex flex-wrap gap-2" data-testid="review-photos">
        {pictures.map((picture, index) => (
          <li key={picture.src}>
            <button
              type="button"
              aria-label={picture.label}
              className="bg-muted focus-visible:ring-ring size-16 cursor-zoom-in overflow-hidden rounded-md border outline-none focus-visible:ring-2"
              onPointerEnter={preloadZoom}
              onFocus={preloadZoom}
              onClick={(event) => zoom.open(index, event.currentTarget)}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- API image URLs of any host */}
              <img src={picture.src} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {zoom.dialog}
    </>
  );
}
