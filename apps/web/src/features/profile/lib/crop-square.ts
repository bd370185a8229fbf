/** The longest side of the cropped photo sent to the API (a 1:1 avatar needs no more). */
const MAX_SIDE = 512;

/**
 * Crops an image file to its centred square (the photo's 1:1 ratio) and scales it to at most 512 px,
 * in the browser; a JPEG stays JPEG, anything else becomes PNG. Null when the file is not a readable image.
 * @example const square = await cropSquare(file); // File "photo.png", 512×512
 */
export async function cropSquare(file: File): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const side = Math.min(bitmap.width, bitmap.height);
  if (side === 0) return null;
  const out = Math.min(side, MAX_SIDE);
  const canvas = document.createElement("canvas");
  canvas.width = out;
  canvas.height = out;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    out,
    out,
  );
  bitmap.close();
  const jpeg = file.type === "image/jpeg" || file.type === "image/jpg";
  const type = jpeg ? "image/jpeg" : "image/png";
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  return blob ? new File([blob], jpeg ? "photo.jpg" : "photo.png", { type }) : null;
}
