"use client";

import type { KeyboardEvent } from "react";
import { useRef, useState } from "react";
import { ZoomIn } from "lucide-react";

import type { GalleryLabels, GalleryPicture } from "../gallery-pictures";
import { stepIndex } from "../gallery-pictures";
import { preloadZoom, useLazyZoom } from "./lazy-zoom";

/**
 * The item's gallery (item dialog and product page): the main picture, which opens the zoom dialog
 * (its code loads on intent), and up to 5 thumbnails that choose the main picture (arrow keys move
 * between them). `priority` marks the main picture as the page's largest paint.
 */
export function ItemGallery({
  pictures,
  title,
  labels,
  priority = false,
}: {
  pictures: readonly GalleryPicture[];
  title: string;
  labels: GalleryLabels;
  priority?: boolean;
}) {
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const zoom = useLazyZoom({ pictures, title, labels, onClosed: setSelected });
  const current = pictures[selected] ?? pictures[0];
  if (current === undefined) return null;

  function onThumbnailKey(event: KeyboardEvent<HTMLButtonElement>) {
    const forward = event.key === "ArrowRight" || event.key === "ArrowDown";
    const back = event.key === "ArrowLeft" || event.key === "ArrowUp";
    if (!forward && !back) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const horizontal = event.key === "ArrowRight" || event.key === "ArrowLeft";
    const delta = (forward ? 1 : -1) * (rtl && horizontal ? -1 : 1);
    const next = stepIndex(selected, delta, pictures.length);
    setSelected(next);
    thumbnails.current[next]?.focus();
  }

  return (
    <div data-slot="item-gallery" className="grid gap-3">
      <div className="bg-muted relative aspect-square overflow-hidden rounded-lg">
        <button
          type="button"
          className="focus-visible:ring-ring block size-full cursor-zoom-in outline-none focus-visible:ring-2 focus-visible:ring-inset"
          aria-label={labels.zoomIn}
          onPointerEnter={preloadZoom}
          onFocus={preloadZoom}
          onClick={(event) => zoom.open(selected, event.currentTarget)}
          data-testid="gallery-main"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- API image URLs of any host */}
          <img
            src={current.src}
            alt={current.alt}
            {...(priority ? { fetchPriority: "high" as const } : {})}
            decoding="async"
            className="size-full object-contain"
          />
        </button>
        <span
          aria-hidden="true"
          className="bg-background/90 text-foreground pointer-events-none absolute end-2 bottom-2 grid size-9 place-items-center rounded-full border shadow-sm [&_svg]:size-4"
        >
          <ZoomIn />
        </span>
      </div>
      {pictures.length > 1 ? (
        <ul aria-label={labels.thumbnails} className="flex gap-2">
          {pictures.map((picture, index) => (
            <li key={picture.src}>
              <button
                ref={(node) => {
                  thumbnails.current[index] = node;
                }}
                type="button"
                aria-label={picture.label}
                aria-pressed={index === selected}
                tabIndex={index === selected ? 0 : -1}
                className="aria-pressed:border-primary focus-visible:ring-ring size-14 cursor-pointer overflow-hidden rounded-md border-2 border-transparent outline-none focus-visible:ring-2"
                onClick={() => setSelected(index)}
                onKeyDown={onThumbnailKey}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- API image URLs of any host */}
                <img src={picture.src} alt="" loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoom.dialog}
    </div>
  );
}
