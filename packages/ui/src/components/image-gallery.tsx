"use client";

import type { PointerEvent } from "react";
import { useState } from "react";
import { ZoomIn, ZoomOut } from "lucide-react";

import { cn } from "../lib/cn";

type GalleryImage = { src: string; alt: string };

type ImageGalleryProps = {
  images: readonly GalleryImage[];
  /** At most this many thumbnails (the spec shows 5). */
  maxThumbnails?: number;
  zoomInLabel?: string;
  zoomOutLabel?: string;
  thumbnailLabel?: (position: number, total: number) => string;
  /** Accessible name of the thumbnail list. */
  thumbnailsLabel?: string;
  className?: string;
};

/** The item-detail gallery: a main image with zoom and up to 5 thumbnails to switch images. */
function ImageGallery({
  images,
  maxThumbnails = 5,
  zoomInLabel = "Zoom in",
  zoomOutLabel = "Zoom out",
  thumbnailLabel = (position, total) => `Show image ${String(position)} of ${String(total)}`,
  thumbnailsLabel = "Images",
  className,
}: ImageGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState("50% 50%");
  const thumbnails = images.slice(0, maxThumbnails);
  const current = images[selected] ?? images[0];

  function followPointer(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.x) / box.width) * 100;
    const y = ((event.clientY - box.y) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  }

  if (current === undefined) return null;

  return (
    <div data-slot="image-gallery" className={cn("grid gap-3", className)}>
      <div
        className="bg-muted relative aspect-square overflow-hidden rounded-lg"
        onPointerMove={zoomed ? followPointer : undefined}
      >
        <img
          src={current.src}
          alt={current.alt}
          data-zoomed={zoomed}
          className="size-full object-contain transition-transform duration-200"
          style={{ transform: zoomed ? "scale(2)" : "none", transformOrigin: origin }}
        />
        <button
          type="button"
          aria-label={zoomed ? zoomOutLabel : zoomInLabel}
          className="bg-background/90 text-foreground focus-visible:ring-ring absolute end-2 bottom-2 grid size-9 cursor-pointer place-items-center rounded-full border shadow-sm outline-none focus-visible:ring-2 [&_svg]:size-4"
          onClick={() => {
            setZoomed((value) => !value);
            setOrigin("50% 50%");
          }}
        >
          {zoomed ? <ZoomOut aria-hidden="true" /> : <ZoomIn aria-hidden="true" />}
        </button>
      </div>
      {thumbnails.length > 1 ? (
        <ul aria-label={thumbnailsLabel} className="flex gap-2">
          {thumbnails.map((image, index) => (
            <li key={`${image.src}-${String(index)}`}>
              <button
                type="button"
                aria-label={thumbnailLabel(index + 1, thumbnails.length)}
                aria-pressed={index === selected}
                className="aria-pressed:border-primary focus-visible:ring-ring size-14 cursor-pointer overflow-hidden rounded-md border-2 border-transparent outline-none focus-visible:ring-2"
                onClick={() => {
                  setSelected(index);
                  setZoomed(false);
                }}
              >
                <img src={image.src} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export { ImageGallery };
export type { GalleryImage, ImageGalleryProps };
