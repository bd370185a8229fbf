// Single source of truth for uploads (A5, A9, D5): prescription images (1 to 3) and the profile photo (jpg, png, jpeg, gif; 2 MB).

import { z } from "zod";

/** At most 3 prescription images at a time. */
export const MAX_PRESCRIPTION_IMAGES = 3;
/** Profile photo limit: 2 MB. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** Accepted profile photo types. */
export const PHOTO_MIME_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/gif"] as const;
const PHOTO_EXTENSIONS = /\.(jpe?g|png|gif)$/i;

/** The File fields the rules read (a browser File satisfies it). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

const fileLike = z.custom<FileLike>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as Partial<FileLike>).name === "string" &&
    typeof (value as Partial<FileLike>).size === "number" &&
    typeof (value as Partial<FileLike>).type === "string",
  { error: "prescription_image_required" },
);

/**
 * Prescription images: at least one ('Please upload your prescription image'), at most 3 at a time
 * ('Maximum 3 images can be send at a time.'). '' or a missing list counts as none.
 * @example prescriptionImagesSchema.safeParse([]) // fails with "prescription_image_required"
 */
export const prescriptionImagesSchema = z.preprocess(
  (value: unknown) => (value === "" || value === null || value === undefined ? [] : value),
  z
    .array(fileLike, { error: "prescription_image_required" })
    .min(1, { error: "prescription_image_required" })
    .max(MAX_PRESCRIPTION_IMAGES, { error: "prescription_max_images" }),
);

/**
 * Profile photo: jpg, png, jpeg or gif, at most 2 MB (the photo hint).
 * @example profilePhotoSchema.safeParse({ name: "me.png", size: 1000, type: "image/png" }).success // true
 */
export const profilePhotoSchema = z.custom<FileLike>(
  (value) => {
    if (typeof value !== "object" || value === null) return false;
    const file = value as Partial<FileLike>;
    if (
      typeof file.name !== "string" ||
      typeof file.size !== "number" ||
      typeof file.type !== "string"
    )
      return false;
    const typeOk =
      (PHOTO_MIME_TYPES as readonly string[]).includes(file.type) ||
      (file.type === "" && PHOTO_EXTENSIONS.test(file.name));
    return (
      typeOk && PHOTO_EXTENSIONS.test(file.name) && file.size > 0 && file.size <= MAX_PHOTO_BYTES
    );
  },
  { error: "photo_invalid" },
);
