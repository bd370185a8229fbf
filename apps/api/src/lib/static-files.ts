import { readFile, stat } from "node:fs/promises";
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

interface Stored {
  body: Buffer;
  /** The file's version: its size and modification time. */
  etag: string;
  lastModified: string;
}

/**
 * Whether the caller's copy is current: its `If-None-Match` names the file's version, or (without one)
 * its `If-Modified-Since` is no earlier than the file's last change (HTTP dates are whole seconds).
 */
function unchanged(
  stored: Stored,
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
) {
  if (ifNoneMatch !== undefined)
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim())
      .some((tag) => tag === "*" || tag === stored.etag || `W/${tag}` === stored.etag);
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && since >= Date.parse(stored.lastModified);
}

/**
 * Serves the images that ship with the repo (`apps/api/storage`) under `/storage/...`, cached in memory
 * while the file is unchanged (a regenerated seed image is read again), with its `ETag` and
 * `Last-Modified`: a caller whose copy is current gets a 304.
 */
export function storageHandler(root: string): Handler<AppEnv> {
  const cache = new Map<string, Stored>();
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
    let stored: Stored | undefined;
    try {
      const info = await stat(resolved);
      if (!info.isFile()) throw ApiError.notFound("file", "File not found.");
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      stored = cache.get(resolved);
      if (stored?.etag !== etag) {
        stored = { body: await readFile(resolved), etag, lastModified: info.mtime.toUTCString() };
        cache.set(resolved, stored);
      }
    } catch {
      throw ApiError.notFound("file", "File not found.");
    }
    const headers = {
      "cache-control": "public, max-age=86400",
      etag: stored.etag,
      "last-modified": stored.lastModified,
    };
    if (unchanged(stored, c.req.header("if-none-match"), c.req.header("if-modified-since")))
      return c.body(null, 304, headers);
    return c.body(new Uint8Array(stored.body), 200, {
      ...headers,
      "content-type": type,
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
  };
}
