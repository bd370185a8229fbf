"use client";

import type { Area, Point } from "react-easy-crop";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import Cropper from "react-easy-crop";

import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Slider,
} from "@marketplace/ui";

import type { CropArea } from "../lib/crop-to-aspect";
import { cropImage, IMAGE_ASPECTS } from "../lib/crop-to-aspect";

export interface ImageCropperProps {
  /** The image the user picked. */
  file: File;
  /** The field's aspect: the logo and profile photo square, the cover 3:1. */
  shape: keyof typeof IMAGE_ASPECTS;
  /** The cropped file (what the form keeps and sends). */
  onApply: (file: File) => void;
  /** Closed without a crop: the pick is dropped. */
  onCancel: () => void;
}

const MAX_ZOOM = 4;
/** Pixels an arrow key moves the image (Shift: a fifth of it, for the last touch). */
const KEYBOARD_STEP = 10;

/**
 * The interactive cropper of a registration image (react-easy-crop in a dialog), downloaded when the user
 * picks a file (image-input renders it on demand). The image is moved by dragging, or with the arrow keys
 * on the focused crop area, and zoomed with a labelled slider (or the wheel and a pinch); Apply crops the
 * file to the framed part, Cancel (or Escape) drops the pick.
 */
export function ImageCropper({ file, shape, onApply, onCancel }: ImageCropperProps) {
  const t = useTranslations("registration");
  const hintId = useId();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    setBusy(true);
    try {
      onApply(await cropImage(file, shape, area));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogContent
        closeLabel={null}
        className="max-w-2xl"
        data-testid="image-cropper"
        // The field moves the focus itself (to the new preview, or back to its input).
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t("cropTitle", { name: file.name })}</DialogTitle>
          <DialogDescription>
            {/* Radix names the dialog's description itself: the crop area points at this span. */}
            <span id={hintId}>{t("cropDescription")}</span>
          </DialogDescription>
        </DialogHeader>
        <div
          className={
            shape === "square"
              ? "bg-muted relative h-72 w-full overflow-hidden rounded-md sm:h-96"
              : "bg-muted relative h-56 w-full overflow-hidden rounded-md sm:h-72"
          }
        >
          <Cropper
            image={url}
            crop={crop}
            zoom={zoom}
            maxZoom={MAX_ZOOM}
            keyboardStep={KEYBOARD_STEP}
            aspect={IMAGE_ASPECTS[shape]}
            objectFit="contain"
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_: Area, pixels: Area) => setArea(pixels)}
            // An inset ring when focused (the arrow keys move the image): the frame may touch the edges.
            classes={{
              cropAreaClassName: "focus:outline-ring focus:outline-4 focus:-outline-offset-4",
            }}
            cropperProps={{
              role: "group",
              "aria-label": t("cropArea"),
              "aria-describedby": hintId,
            }}
          />
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-medium" aria-hidden="true">
            {t("cropZoom")}
          </span>
          <Slider
            thumbLabels={[t("cropZoom")]}
            min={1}
            max={MAX_ZOOM}
            step={0.1}
            value={[zoom]}
            onValueChange={([value]) => setZoom(value ?? 1)}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("cropCancel")}
          </Button>
          <Button type="button" loading={busy} onClick={() => void apply()}>
            {t("cropApply")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
