import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  conversationMessagesSchema,
  pagedReviewsSchema,
  profileSchema,
  reviewListSchema,
} from "@marketplace/api-client";

import { deliveryManReviews, deliveryMen, items, reviews, users } from "../../db/schema";
import { call, signIn } from "../../orders/testing";
import { createTestApp, testEnv } from "../../test/test-db";
import { saveUpload } from "../customer/uploads";
import { profileImageUrl } from "./account-files";
import { reviewAttachmentUrl } from "./review-files";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let owner: string;
let other: string;
let ownerId = 0;

/** A real 1×1 PNG. */
const pngBytes = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const png = () => new File([pngBytes], "photo.png", { type: "image/png" });

async function userIdOf(email: string): Promise<number> {
  const [row] = await setup.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

beforeAll(async () => {
  setup = await createTestApp();
  owner = await signIn(setup.app);
  other = await signIn(setup.app, "second@marketplace.test");
  ownerId = await userIdOf("demo@marketplace.test");
});
afterAll(async () => {
  await setup.dispose();
});

const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");
const get = (url: string, headers: Record<string, string> = {}) =>
  setup.app.request(local(url), { headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const signedOut: Record<string, string>[] = [
  {},
  { authorization: "Bearer null" },
  bearer("0123456789abcdef0123456789abcdef"),
];

/** Traversing, foreign-extension and never-stored names under one route prefix: all 404. */
async function expectHiddenNames(base: string, file: string, headers: Record<string, string>) {
  for (const name of [
    "..%2F..%2F..%2Fpackage.json",
    "%2e%2e%2f%2e%2e%2fpackage.json",
    "..%5C..%5Cpackage.json",
    encodeURIComponent(`../order/${file}`),
    `${file.slice(0, -4)}.svg`,
    "000000000000000000000000.png",
  ]) {
    const response = await get(`${base}/${name}`, headers);
    expect(response.status, name).toBe(404);
  }
  expect((await get(`${base}/../../../../package.json`, headers)).status).toBe(404);
}

async function expectImage(response: Response, cache: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("cache-control")).toBe(cache);
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(pngBytes);
}

describe("GET customer/profile-image/{file}", () => {
  let url = "";
  let file = "";
  beforeAll(async () => {
    file = (await saveUpload(png(), "profile")) ?? "";
    await setup.database.db.update(users).set({ image: file }).where(eq(users.id, ownerId));
    const info = await call(setup.app, "GET", "customer/info", { token: owner });
    expect(info.status).toBe(200);
    url = profileSchema.parse(info.body).image_full_url ?? "";
  });

  it("links customer/info image_full_url to the route and serves the photo to its owner", async () => {
    expect(url).toBe(profileImageUrl(testEnv.publicUrl, file));
    expect(url).not.toContain("/storage/");
    await expectImage(await get(url, bearer(owner)), "private, no-store");
  });

  it("answers another customer 404, exactly like a file that does not exist", async () => {
    const theirs = await get(url, bearer(other));
    const missing = await get(profileImageUrl("", "111111111111111111111111.png"), bearer(other));
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await theirs.json()).toEqual(await missing.json());
  });

  it("refuses signed-out callers and Bearer null (401)", async () => {
    for (const headers of signedOut) expect((await get(url, headers)).status).toBe(401);
  });

  it("refuses traversal and names that are not the caller's photo", async () => {
    await expectHiddenNames("/api/v1/customer/profile-image", file, bearer(owner));
    expect((await get(`/storage/profile/${file}`)).status).toBe(404);
  });
});

describe("GET customer/message/attachment/{conversation_id}/{file}", () => {
  let url = "";
  let file = "";
  let conversationId = 0;
  beforeAll(async () => {
    const form = new FormData();
    form.append("receiver_type", "admin");
    form.append("receiver_id", "0");
    form.append("message", "Here is the photo");
    form.append("image[]", png());
    const sent = await call(setup.app, "POST", "customer/message/send", {
      token: owner,
      body: form,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const page = conversationMessagesSchema.parse(sent.body);
    const message = page.messages?.[0];
    conversationId = Number(message?.conversation_id ?? 0);
    const link = message?.file_full_url?.[0];
    url = typeof link === "string" ? link : "";
    file = decodeURIComponent(url.slice(url.lastIndexOf("/") + 1));
  });

  it("links file_full_url to the route and serves the image to the conversation's customer", async () => {
    expect(url).toContain(`/api/v1/customer/message/attachment/${String(conversationId)}/`);
    await expectImage(await get(url, bearer(owner)), "private, no-store");
  });

  it("answers another customer 404, also under their own conversation's id", async () => {
    const theirs = await get(url, bearer(other));
    expect(theirs.status).toBe(404);
    const form = new FormData();
    form.append("receiver_type", "admin");
    form.append("receiver_id", "0");
    form.append("message", "Hello");
    const mine = await call(setup.app, "POST", "customer/message/send", {
      token: other,
      body: form,
    });
    const otherId = Number(conversationMessagesSchema.parse(mine.body).conversation?.id ?? 0);
    expect(otherId).not.toBe(conversationId);
    const base = "/api/v1/customer/message/attachment";
    const borrowed = await get(`${base}/${String(otherId)}/${file}`, bearer(other));
    const missing = await get(`${base}/999999/${file}`, bearer(other));
    expect(borrowed.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await borrowed.json()).toEqual(await theirs.json());
  });

  it("refuses signed-out callers and Bearer null (401), traversal and unlisted names (404)", async () => {
    for (const headers of signedOut) expect((await get(url, headers)).status).toBe(401);
    const base = `/api/v1/customer/message/attachment/${String(conversationId)}`;
    await expectHiddenNames(base, file, bearer(owner));
    expect((await get(`/storage/conversation/${file}`)).status).toBe(404);
  });
});

describe("review attachments", () => {
  let published = 0;
  let hidden = 0;
  let file = "";
  let hiddenFile = "";
  let dmUrl = "";
  let dmFile = "";
  let reviewed = { id: 0, storeId: 0, moduleId: 0 };

  beforeAll(async () => {
    const { db } = setup.database;
    const [item] = await db
      .select({ id: items.id, storeId: items.storeId, moduleId: items.moduleId })
      .from(items)
      .limit(1);
    if (!item) throw new Error("no item");
    reviewed = item;
    file = (await saveUpload(png(), "review", "attachment")) ?? "";
    hiddenFile = (await saveUpload(png(), "review", "attachment")) ?? "";
    const base = {
      itemId: item.id,
      storeId: item.storeId,
      userId: ownerId,
      customerName: "Demo",
      rating: 5,
      moduleId: item.moduleId,
    };
    const [shown] = await db
      .insert(reviews)
      .values({ ...base, attachment: [file] })
      .returning({ id: reviews.id });
    const [unpublished] = await db
      .insert(reviews)
      .values({ ...base, attachment: [hiddenFile], status: 0 })
      .returning({ id: reviews.id });
    published = shown?.id ?? 0;
    hidden = unpublished?.id ?? 0;
    const [courier] = await db.select({ id: deliveryMen.id }).from(deliveryMen).limit(1);
    const courierId = courier?.id ?? 0;
    dmFile = (await saveUpload(png(), "review", "attachment")) ?? "";
    await db.insert(deliveryManReviews).values({
      deliveryManId: courierId,
      userId: ownerId,
      orderId: 999_001,
      rating: 4,
      comment: "Quick",
      attachment: [dmFile],
    });
    const list = await call(setup.app, "GET", `delivery-man/reviews/${String(courierId)}`, {
      token: other,
    });
    expect(list.status).toBe(200);
    const row = reviewListSchema
      .parse(list.body)
      .find((review) => review.attachment?.[0] === dmFile);
    const links = (row as { attachment_full_url?: unknown } | undefined)?.attachment_full_url;
    dmUrl = Array.isArray(links) ? String(links[0]) : "";
  });

  it("serves a published item review's image to everyone, signed in or not", async () => {
    const url = reviewAttachmentUrl("", published, file);
    await expectImage(await get(url), "public, max-age=3600");
    await expectImage(await get(url, { authorization: "Bearer null" }), "public, max-age=3600");
  });

  it("links attachment_full_url of the item and store review lists to the public route", async () => {
    const expected = [reviewAttachmentUrl(testEnv.publicUrl, published, file)];
    const moduleId = reviewed.moduleId;
    const itemList = await call(setup.app, "GET", `items/reviews/${String(reviewed.id)}`, {
      moduleId,
    });
    const storeList = await call(
      setup.app,
      "GET",
      `stores/reviews?store_id=${String(reviewed.storeId)}`,
      { moduleId },
    );
    const details = await call(setup.app, "GET", `items/details/${String(reviewed.id)}`, {
      moduleId,
    });
    const rows = [
      pagedReviewsSchema.parse(itemList.body).reviews,
      reviewListSchema.parse(storeList.body),
      pagedReviewsSchema.shape.reviews.parse((details.body as { reviews?: unknown }).reviews),
    ].map((list) => list.find((review) => review.id === published));
    for (const row of rows) {
      expect(row?.attachment).toEqual([file]);
      expect((row as { attachment_full_url?: unknown } | undefined)?.attachment_full_url).toEqual(
        expected,
      );
    }
    await expectImage(await get(expected[0] ?? ""), "public, max-age=3600");
  });

  it("serves only files a stored, published review lists (404 otherwise, same answer)", async () => {
    const unlisted = await get(reviewAttachmentUrl("", published, hiddenFile));
    const unpublished = await get(reviewAttachmentUrl("", hidden, hiddenFile));
    const missing = await get(reviewAttachmentUrl("", 999_999, file));
    const profile = await get(reviewAttachmentUrl("", published, dmFile));
    for (const response of [unlisted, unpublished, missing, profile])
      expect(response.status).toBe(404);
    expect(await unlisted.json()).toEqual(await missing.json());
    await expectHiddenNames(`/api/v1/reviews/attachment/${String(published)}`, file, {});
    expect((await get(`/storage/review/${file}`)).status).toBe(404);
  });

  it("links delivery-person review images to a sign-in route (any signed-in customer)", async () => {
    expect(dmUrl).toContain("/api/v1/delivery-man/reviews/attachment/");
    await expectImage(await get(dmUrl, bearer(other)), "private, no-store");
    for (const headers of signedOut) expect((await get(dmUrl, headers)).status).toBe(401);
    const base = dmUrl.slice(0, dmUrl.lastIndexOf("/"));
    await expectHiddenNames(base, dmFile, bearer(other));
    const itemReviewFile = `${base}/${file}`;
    expect((await get(itemReviewFile, bearer(other))).status).toBe(404);
  });
});
