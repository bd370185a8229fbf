import { imageProblem } from "./image-files";

/** The aspects of the registration's images: the logo and profile photo square, the cover 3:1. */
export const IMAGE_ASPECTS = { square: 1, wide: 3 } as const;

/** The longest side sent: a logo needs no more than 512 px, a cover no more than 1536 px wide. */
const MAX_WIDTH = { square: 512, wide: 1536 } as const;

/**
 * The centred crop of a `width`×`height` image at `aspect` (width / height), scaled down to at most
 * `maxWidth` wide: the source rectangle and the output size, or null when the image is too small to
 * give one whole pixel.
 * @example cropBox(300, 200, 1, 512) // { sx: 50, sy: 0, sw: 200, sh: 200, width: 200, height: 200 }
 */
export function cropBox(width: number, height: number, aspect: number, maxWidth: number) {
  const sw = Math.min(width, height * aspect);
  const sh = sw / aspect;
  const out = Math.min(sw, maxWidth);
  const box = {
    sx: (width - sw) / 2,
    sy: (height - sh) / 2,
    sw,
    sh,
    width: Math.round(out),
    height: Math.round(out / aspect),
  };
  return box.width >= 1 && box.height >= 1 ? box : null;
}

/** A rectangle of the image in its own pixels (what the cropper reports). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The box of a chosen `area` of a `width`×`height` image: the area kept inside the image and at `aspect`,
 * the output at most `maxWidth` wide; null when that leaves less than one whole pixel.
 * @example areaBox({ x: 100, y: 0, width: 200, height: 200 }, 300, 200, 1, 512) // { sx: 100, sy: 0, sw: 200, sh: 200, width: 200, height: 200 }
 */
export function areaBox(
  area: CropArea,
  width: number,
  height: number,
  aspect: number,
  maxWidth: number,
) {
  const sx = Math.min(Math.max(0, area.x), width);
  const sy = Math.min(Math.max(0, area.y), height);
  // Inside the image, then the largest part of that at the aspect (from the area's top-left corner).
  const sw = Math.min(area.width, width - sx, (height - sy) * aspect, area.height * aspect);
  const sh = sw / aspect;
  const out = Math.min(sw, maxWidth);
  const box = { sx, sy, sw, sh, width: Math.round(out), height: Math.round(out / aspect) };
  return sw > 0 && sh > 0 && box.width >= 1 && box.height >= 1 ? box : null;
}

/**
 * The chosen image cropped in the browser at its field's aspect (logo and profile 1:1, cover 3:1): to
 * `area` when the user chose one in the cropper, else to the centre; in the same format and name. A file
 * the API would refuse (type or size), or an image the browser cannot read or that is too small to crop,
 * is returned as it is, so the field shows its message.
 */
export async function cropImage(
  file: File,
  shape: keyof typeof IMAGE_ASPECTS,
  area: CropArea | null = null,
): Promise<File> {
  if (imageProblem(file) !== null) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const aspect = IMAGE_ASPECTS[shape];
    const box = area
      ? areaBox(area, bitmap.width, bitmap.height, aspect, MAX_WIDTH[shape])
      : cropBox(bitmap.width, bitmap.height, aspect, MAX_WIDTH[shape]);
    if (!box) return file;
    if (box.sx === 0 && box.sy === 0 && box.width === bitmap.width && box.height === bitmap.height)
      return file;
    const canvas = document.createElement("canvas");
    canvas.width = box.width;
    canvas.height = box.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.drawImage(bitmap, box.sx, box.sy, box.sw, box.sh, 0, 0, box.width, box.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, file.type, 0.9),
    );
    return blob?.type === file.type && blob
      ? new File([blob], file.name, { type: file.type })
      : file;
  } finally {
    bitmap.close();
  }
}
