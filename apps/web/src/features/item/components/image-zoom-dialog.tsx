"use client";

import type { KeyboardEvent, PointerEvent } from "react";
import { useState } from "react";
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from "lucide-react";

import { Dialog, DialogContent, DialogTitle } from "@marketplace/ui";

import type { GalleryLabels, GalleryPicture } from "../gallery-pictures";
import { panStep, stepIndex } from "../gallery-pictures";

/** Pan position of the magnified picture in percent (50 50 = centre). */
type Origin = { x: number; y: number };
const CENTRE: Origin = { x: 50, y: 50 };

const control =
  "bg-background/90 text-foreground focus-visible:ring-ring grid size-10 cursor-pointer place-items-center rounded-full border shadow-sm outline-none focus-visible:ring-2 disabled:opacity-40 [&_svg]:size-5";

/**
 * The large picture of a gallery or of a review's photos: opened on demand (its code loads on intent),
 * magnified 2× with the pan following the pointer on desktop, or the arrow keys; + / − zoom, the
 * previous and next buttons (and Page Up / Page Down) step through the pictures.
 */
export default function ImageZoomDialog({
  pictures,
  start,
  title,
  labels,
  returnFocus,
  onClose,
}: {
  pictures: readonly GalleryPicture[];
  start: number;
  title: string;
  labels: GalleryLabels;
  /** Puts the focus back on what opened the dialog. */
  returnFocus: (event: Event) => void;
  onClose: (index: number) => void;
}) {
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState<Origin>(CENTRE);
  const picture = pictures[index] ?? pictures[0];
  const many = pictures.length > 1;

  const show = (next: number) => {
    setIndex(next);
    setZoomed(false);
    setOrigin(CENTRE);
  };

  function followPointer(event: PointerEvent<HTMLDivElement>) {
    if (!zoomed || event.pointerType !== "mouse") return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setOrigin({
      x: ((event.clientX - box.x) / box.width) * 100,
      y: ((event.clientY - box.y) / box.height) * 100,
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "+" || event.key === "=") setZoomed(true);
    else if (event.key === "-") {
      setZoomed(false);
      setOrigin(CENTRE);
    } else if (event.key === "PageDown" && many) show(stepIndex(index, 1, pictures.length));
    else if (event.key === "PageUp" && many) show(stepIndex(index, -1, pictures.length));
    else if (zoomed && event.key.startsWith("Arrow")) setOrigin((at) => panStep(at, event.key));
    else return;
    event.preventDefault();
  }

  if (picture === undefined) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(index))}>
      <DialogContent
        closeLabel={labels.close}
        aria-describedby={undefined}
        className="max-w-4xl"
        data-testid="image-zoom"
        aria-keyshortcuts="+ - ArrowUp ArrowDown ArrowLeft ArrowRight PageUp PageDown"
        onKeyDown={onKeyDown}
        onCloseAutoFocus={returnFocus}
      >
        <DialogTitle className="pe-10 text-base font-semibold">{title}</DialogTitle>
        <div
          className="bg-muted relative aspect-square max-h-[70vh] w-full overflow-hidden rounded-lg"
          onPointerMove={followPointer}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- API image URLs of any host */}
          <img
            src={picture.src}
            alt={picture.alt}
            data-zoomed={zoomed}
            data-testid="image-zoom-picture"
            className="size-full object-contain transition-transform duration-200 motion-reduce:transition-none"
            style={{
              transform: zoomed ? "scale(2)" : "none",
              transformOrigin: `${String(Math.round(origin.x))}% ${String(Math.round(origin.y))}%`,
            }}
          />
        </div>
        <div className="flex items-center justify-center gap-3">
          {many ? (
            <button
              type="button"
              className={control}
              aria-label={labels.previous}
              onClick={() => show(stepIndex(index, -1, pictures.length))}
            >
              <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
            </button>
          ) : null}
          <button
            type="button"
            className={control}
            aria-label={zoomed ? labels.zoomOut : labels.zoomIn}
            aria-pressed={zoomed}
            onClick={() => {
              setZoomed((value) => !value);
              setOrigin(CENTRE);
            }}
          >
            {zoomed ? <ZoomOut aria-hidden="true" /> : <ZoomIn aria-hidden="true" />}
          </button>
          {many ? (
            <>
              <p className="text-muted-foreground min-w-16 text-center text-sm" aria-live="polite">
                {picture.label}
              </p>
              <button
                type="button"
                className={control}
                aria-label={labels.next}
                onClick={() => show(stepIndex(index, 1, pictures.length))}
              >
                <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
              </button>
            </>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
