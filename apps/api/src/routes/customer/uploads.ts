import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { packageRoot } from "../../env";
import { ApiError } from "../../lib/errors";

/** Uploaded files live under `.data/uploads/<folder>/` (never under the served `storage/`). */
export const uploadsRoot = path.join(packageRoot, ".data", "uploads");

const imageTypes: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** The 2 MB image limit of the profile photo, logos and prescriptions. */
export const maxImageBytes = 2 * 1024 * 1024;

/**
 * Checks an uploaded image (type and size) and stores it under a random name; returns the file name.
 * A missing field returns null.
 */
export async function saveUpload(
  value: unknown,
  folder: string,
  field = "image",
): Promise<string | null> {
  if (value === undefined || value === null || value === "") return null;
  if (!(value instanceof File)) throw ApiError.of(403, field, `The ${field} must be an image.`);
  const extension = imageTypes[value.type];
  if (!extension)
    throw ApiError.of(403, field, `The ${field} must be a jpg, png, gif or webp image.`);
  if (value.size > maxImageBytes)
    throw ApiError.of(403, field, `The ${field} may not be greater than 2048 kilobytes.`);
  const name = `${randomBytes(12).toString("hex")}.${extension}`;
  const folderPath = path.join(uploadsRoot, folder);
  await mkdir(folderPath, { recursive: true });
  await writeFile(path.join(folderPath, name), new Uint8Array(await value.arrayBuffer()));
  return name;
}

/** Every file of a multipart field (`image`, `image[]`, repeated fields). */
export function filesOf(form: Record<string, unknown>, field: string): unknown[] {
  const values = [form[field], form[`${field}[]`]].flatMap((value) =>
    Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value],
  );
  return values;
}
