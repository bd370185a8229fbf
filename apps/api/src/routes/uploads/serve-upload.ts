import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Context } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { ApiError } from "../../lib/errors";
import { uploadsRoot } from "../customer/uploads";

/** The names `saveUpload` gives files: 24 random hex digits and an image extension. */
const storedName = /^[0-9a-f]{24}\.(jpg|png|gif|webp)$/;

const types: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/** Every refusal after sign-in looks the same: a missing record, another owner's, an unknown file. */
export const fileNotFound = () => ApiError.notFound("file", "File not found.");

/** A numeric path id (as the upload routes take them), or null. */
export const pathId = (value: string): number | null =>
  /^\d{1,9}$/.test(value) ? Number(value) : null;

/** `/api/v1/<route>/<id>/<file>`: where an upload route serves one stored file. */
export function uploadUrl(
  publicUrl: string,
  route: string,
  id: number | null,
  file: string,
): string {
  const scope = id === null ? "" : `${String(id)}/`;
  return `${publicUrl}/api/v1/${route}/${scope}${encodeURIComponent(file)}`;
}

export interface UploadRequest {
  /** The `.data/uploads/<folder>` the file was saved to by `saveUpload`. */
  folder: string;
  file: string;
  /** `private`: only the caller may keep it (no shared caches); `public`: anyone may. */
  audience: "private" | "public";
  /** True when a stored record the caller may see lists this file (checked after the name). */
  listed: (file: string) => Promise<boolean>;
}

/**
 * Serves one uploaded image after its lookup: only names `saveUpload` gives, only files a stored
 * record lists, read from `.data/uploads/<folder>/` (never `/storage`). Every refusal is the same 404.
 */
export async function serveUpload(c: Context<AppEnv>, request: UploadRequest): Promise<Response> {
  const { file } = request;
  if (!storedName.test(file) || !(await request.listed(file))) throw fileNotFound();
  let body: Buffer;
  try {
    body = await readFile(path.join(uploadsRoot, request.folder, file));
  } catch {
    throw fileNotFound();
  }
  return c.body(new Uint8Array(body), 200, {
    "content-type": types[file.slice(file.lastIndexOf(".") + 1)] ?? "application/octet-stream",
    "cache-control": request.audience === "private" ? "private, no-store" : "public, max-age=3600",
    "content-security-policy": "default-src 'none'",
    "x-content-type-options": "nosniff",
  });
}
