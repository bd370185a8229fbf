import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Handler } from "hono";

import type { AppEnv } from "./app-env";
import { ApiError } from "./errors";

const types: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".mp4": "video/mp4",
};

/** Serves the images that ship with the repo (`apps/api/storage`) under `/storage/...`, cached in memory. */
export function storageHandler(root: string): Handler<AppEnv> {
  const cache = new Map<string, Buffer>();
  return async (c) => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.replace(/^\/storage\//, ""));
    } catch {
      throw ApiError.notFound("file", "File not found.");
    }
    const resolved = path.resolve(root, relative);
    const type = types[path.extname(resolved)];
    if (!resolved.startsWith(root + path.sep) || !type)
      throw ApiError.notFound("file", "File not found.");
    let body = cache.get(resolved);
    if (!body) {
      try {
        body = await readFile(resolved);
      } catch {
        throw ApiError.notFound("file", "File not found.");
      }
      cache.set(resolved, body);
    }
    return c.body(new Uint8Array(body), 200, {
      "content-type": type,
      "cache-control": "public, max-age=86400",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
  };
}
