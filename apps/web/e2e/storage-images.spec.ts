import { WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * The API's images served from the storefront's `/storage/...`: asked of the API each time with the
 * browser's validators, so an unchanged picture is a 304 and a regenerated one shows (never `immutable`:
 * the file names are not content-hashed).
 */
const IMAGE = `${WEB_URL}/storage/product/adhesive-bandage-side.svg`;

test("storage images carry the API's version and caching, and an unchanged one answers 304", async ({
  request,
}) => {
  const first = await request.get(IMAGE);
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("image/svg+xml");
  expect(await first.text()).toMatch(/^<svg /);
  const etag = first.headers().etag ?? "";
  const lastModified = first.headers()["last-modified"] ?? "";
  expect(etag).not.toBe("");
  expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
  expect(first.headers()["cache-control"]).toBe("public, max-age=86400");

  const unchanged = await request.get(IMAGE, { headers: { "if-none-match": etag } });
  expect(unchanged.status()).toBe(304);
  expect(unchanged.headers().etag).toBe(etag);
  expect((await unchanged.body()).length).toBe(0);

  const byDate = await request.get(IMAGE, { headers: { "if-modified-since": lastModified } });
  expect(byDate.status()).toBe(304);

  const otherVersion = await request.get(IMAGE, { headers: { "if-none-match": 'W/"0-0"' } });
  expect(otherVersion.status()).toBe(200);

  const missing = await request.get(`${WEB_URL}/storage/product/missing.svg`);
  expect(missing.status()).toBe(404);
  const climbing = await request.get(`${WEB_URL}/storage/product/..%2F..%2Fpackage.json`);
  expect(climbing.status()).toBe(404);
});
