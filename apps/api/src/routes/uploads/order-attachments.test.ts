import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getReference } from "../../catalog/reference";
import { isStoreOpen } from "../../catalog/store-hours";
import { orders, vendorApplications } from "../../db/schema";
import { packageRoot } from "../../env";
import { call, newGuest, signIn } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestApp } from "../../test/test-db";
import { uploadsRoot } from "../customer/uploads";
import { vendorForm } from "../registration/testing";
import { orderAttachmentUrl } from "./order-attachments";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let other: string;
let orderId: number;
let file: string;
let sent: Uint8Array;

/** A real 1×1 PNG. */
const pngBytes = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
    "base64",
  ),
);

beforeAll(async () => {
  setup = await createTestApp();
  owner = await signIn(setup.app);
  other = await signIn(setup.app, "second@marketplace.test");
  const ref = await getReference(setup.database.db, testNow);
  // An open pharmacy (module 2) that delivers.
  const store = [...ref.stores.values()].find(
    (row) =>
      row.moduleId === 2 &&
      row.status === 1 &&
      row.active &&
      row.delivery &&
      isStoreOpen(row, ref.schedules.get(row.id), testNow),
  );
  if (!store) throw new Error("no open pharmacy");
  // Seeded pharmacies keep their minimum order: a prescription order has no amount yet, so it is not held to it.
  expect(store.minimumOrder).toBeGreaterThan(0);
  const form = new FormData();
  const fields = {
    store_id: String(store.id),
    distance: "1",
    address: "12 Harbour Street",
    latitude: String(store.latitude + 0.003),
    longitude: String(store.longitude + 0.002),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("order_attachment[]", new File([pngBytes], "rx.png", { type: "image/png" }));
  const placed = await call(setup.app, "POST", "customer/order/prescription/place", {
    token: owner,
    moduleId: store.moduleId,
    body: form,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  orderId = (placed.body as { order_id: number }).order_id;
  const [row] = await setup.database.db
    .select({ attachments: orders.orderAttachment })
    .from(orders)
    .where(eq(orders.id, orderId));
  file = row?.attachments[0] ?? "";
  sent = pngBytes;
});
afterAll(async () => {
  await setup.dispose();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  setup.app.request(url.replace("http://api.test", ""), { headers });
const attachment = (id = orderId, name = file) =>
  orderAttachmentUrl("http://api.test", id, name).replace("http://api.test", "");
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("GET customer/order/attachment/{order_id}/{file}", () => {
  it("serves the prescription image to the customer who placed the order", async () => {
    const response = await get(attachment(), bearer(owner));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(sent);
  });

  it("is the link the order's answer gives (order_attachment_full_url)", async () => {
    const tracked = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=${String(orderId)}`,
      {
        token: owner,
      },
    );
    expect(tracked.status).toBe(200);
    const links = (tracked.body as { order_attachment_full_url: string[] })
      .order_attachment_full_url;
    expect(links).toHaveLength(1);
    const [link = ""] = links;
    expect(new URL(link).pathname).toBe(attachment());
    expect((await get(new URL(link).pathname, bearer(owner))).status).toBe(200);
  });

  it("answers another customer exactly like a missing order (404, nothing leaked)", async () => {
    const theirs = await get(attachment(), bearer(other));
    const missing = await get(attachment(999_999), bearer(other));
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await theirs.json()).toEqual(await missing.json());
  });

  it("refuses a guest that did not place the order, and signed-out callers", async () => {
    const guest = await newGuest(setup.app);
    const asGuest = await get(`${attachment()}?guest_id=${String(guest)}`);
    expect(asGuest.status).toBe(404);
    expect((await get(attachment())).status).toBe(401);
    expect((await get(attachment(), { authorization: "Bearer null" })).status).toBe(401);
    const guessed = await get(attachment(), bearer("0123456789abcdef0123456789abcdef"));
    expect(guessed.status).toBe(401);
  });

  it("refuses path traversal and file names the order does not list", async () => {
    const base = `/api/v1/customer/order/attachment/${String(orderId)}`;
    for (const name of [
      "..%2F..%2F..%2Fpackage.json",
      "%2e%2e%2f%2e%2e%2fpackage.json",
      "..%5C..%5Cpackage.json",
      encodeURIComponent(`../order/${file}`),
      `${file.slice(0, -4)}.svg`,
      "000000000000000000000000.png",
    ]) {
      const response = await get(`${base}/${name}`, bearer(owner));
      expect(response.status, name).toBe(404);
    }
    const climbing = await get(`${base}/../../../../package.json`, bearer(owner));
    expect(climbing.status).toBe(404);
  });
});

describe("uploaded files and the public /storage route", () => {
  it("keeps the uploads folder outside the served storage folder", () => {
    const relative = path.relative(path.join(packageRoot, "storage"), uploadsRoot);
    expect(relative.startsWith("..")).toBe(true);
  });

  it("never serves a prescription image under /storage", async () => {
    for (const url of [
      `/storage/order/${file}`,
      `/storage/..%2F.data%2Fuploads%2Forder%2F${file}`,
      `/storage/%2e%2e/.data/uploads/order/${file}`,
      `/storage/%2e%2e%2f%2e%2e%2fapps/api/.data/uploads/order/${file}`,
      `/storage/../.data/uploads/order/${file}`,
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
    }
  });

  it("never serves vendor registration files, under /storage or elsewhere", async () => {
    const ref = await getReference(setup.database.db, testNow);
    const store = [...ref.stores.values()][0];
    const form = vendorForm(
      {
        zoneId: store?.zoneId ?? 0,
        moduleId: store?.moduleId ?? 0,
        latitude: store?.latitude ?? 0,
        longitude: store?.longitude ?? 0,
      },
      { f_name: "Uma", email: "uma@shop.test", phone: "+1 555 777 0100" },
      new File([pngBytes], "logo.png", { type: "image/png" }),
    );
    const result = await call(setup.app, "POST", "auth/vendor/register", { body: form });
    expect(result.status).toBe(200);
    const [row] = await setup.database.db
      .select({ logo: vendorApplications.logo })
      .from(vendorApplications)
      .where(eq(vendorApplications.email, "uma@shop.test"));
    const logo = row?.logo ?? "";
    expect(await readFile(path.join(uploadsRoot, "vendor", logo))).toEqual(Buffer.from(pngBytes));
    for (const url of [
      `/storage/vendor/${logo}`,
      `/storage/store/${logo}`,
      `/storage/..%2F.data%2Fuploads%2Fvendor%2F${logo}`,
      `/api/v1/customer/order/attachment/${String(orderId)}/${logo}`,
    ]) {
      const response = await get(url, bearer(owner));
      expect(response.status, url).toBe(404);
    }
  });
});
