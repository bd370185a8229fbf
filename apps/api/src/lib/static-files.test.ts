import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AppEnv } from "./app-env";
import { storageHandler } from "./static-files";

let root = "";
let app: Hono<AppEnv>;
const file = () => path.join(root, "product", "apple.svg");

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "storage-"));
  await mkdir(path.join(root, "product"));
  await writeFile(file(), '<svg id="v1"/>');
  await utimes(file(), new Date("2026-11-01T10:00:00Z"), new Date("2026-11-01T10:00:00Z"));
  app = new Hono<AppEnv>();
  app.get("/storage/*", storageHandler(root));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("storageHandler", () => {
  it("serves a file with its version (ETag) and last change, cached for a day", async () => {
    const response = await app.request("/storage/product/apple.svg");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<svg id="v1"/>');
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("etag")).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get("last-modified")).toBe("Sun, 01 Nov 2026 10:00:00 GMT");
  });

  it("answers 304 to a caller whose copy is current, by ETag or by date", async () => {
    const first = await app.request("/storage/product/apple.svg");
    const etag = first.headers.get("etag") ?? "";
    const byTag = await app.request("/storage/product/apple.svg", {
      headers: { "if-none-match": etag },
    });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe("");
    expect(byTag.headers.get("etag")).toBe(etag);
    const byDate = await app.request("/storage/product/apple.svg", {
      headers: { "if-modified-since": "Sun, 01 Nov 2026 10:00:00 GMT" },
    });
    expect(byDate.status).toBe(304);
    const older = await app.request("/storage/product/apple.svg", {
      headers: { "if-modified-since": "Sun, 01 Nov 2026 09:59:59 GMT" },
    });
    expect(older.status).toBe(200);
    const otherTag = await app.request("/storage/product/apple.svg", {
      headers: { "if-none-match": 'W/"0-0"' },
    });
    expect(otherTag.status).toBe(200);
  });

  it("serves a regenerated file at once, with a new version", async () => {
    const before = await app.request("/storage/product/apple.svg");
    const oldTag = before.headers.get("etag") ?? "";
    await writeFile(file(), '<svg id="version-2"/>');
    await utimes(file(), new Date("2026-11-02T10:00:00Z"), new Date("2026-11-02T10:00:00Z"));
    const after = await app.request("/storage/product/apple.svg", {
      headers: { "if-none-match": oldTag },
    });
    expect(after.status).toBe(200);
    expect(await after.text()).toBe('<svg id="version-2"/>');
    expect(after.headers.get("etag")).not.toBe(oldTag);
    expect(after.headers.get("last-modified")).toBe("Mon, 02 Nov 2026 10:00:00 GMT");
  });
});
