"use client";

import { X } from "lucide-react";

/** A chosen image and its preview (a data URL). */
export interface PickedImage {
  file: File;
  url: string;
}

/** The chosen prescription images as thumbnails, each with a remove button. */
export function ImagePreviews({
  images,
  previewLabel,
  removeLabel,
  onRemove,
}: {
  images: readonly PickedImage[];
  /** "Prescription image {number}". */
  previewLabel: string;
  /** "Remove image {number}". */
  removeLabel: string;
  onRemove: (index: number) => void;
}) {
  if (images.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3" data-testid="prescription-previews">
      {images.map((image, index) => {
        const number = String(index + 1);
        return (
          <li
            key={`${image.file.name}-${String(image.file.lastModified)}-${number}`}
            className="relative"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL of the chosen file */}
            <img
              src={image.url}
              alt={previewLabel.replace("{number}", number)}
              width={96}
              height={96}
              className="bg-muted size-24 rounded-lg border object-cover"
            />
            <button
              type="button"
              onClick={() => onRemove(index)}
              aria-label={removeLabel.replace("{number}", number)}
              className="bg-card text-foreground focus-visible:ring-ring absolute -end-2 -top-2 flex size-8 items-center justify-center rounded-full border shadow focus-visible:ring-2"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
