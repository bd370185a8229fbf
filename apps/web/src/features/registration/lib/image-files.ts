/** The images the API accepts (its upload checks: JPG, PNG or WebP, at most 2 MB each). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** At most this many identity images per courier application. */
export const MAX_IDENTITY_IMAGES = 3;

/** The message code of a file the API would refuse, or null. */
export function imageProblem(file: File): "image_type" | "image_size" | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "image_type";
  if (file.size > IMAGE_MAX_BYTES) return "image_size";
  return null;
}
