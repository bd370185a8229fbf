import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { TestServer } from "../testing/test-server";
import { createClient } from "../client/create-client";
import { isHttpError } from "../errors/http-error";
import { isNetworkError } from "../errors/network-error";
import { foodItemWire, storeWire } from "../testing/fixtures";
import { startTestServer } from "../testing/test-server";
import { getCategoriesItems, getFeaturedCategoryItems } from "./catalogue";
import { getItemsByType } from "./items";
import { getConversationMessages, getConversations, sendMessage } from "./messages";
import { applyCoupon, getCashback, getCashbackOffers } from "./promotions";
import { getItemRating, getItemReviews, getStoreReviews, submitItemReview } from "./reviews";
import { getStoresData } from "./stores";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});
const client = () =>
  createClient({
    baseUrl: server.baseUrl,
    retry: 0,
    context: { token: "tok", zoneIds: [1], moduleId: 2 },
  });

describe("reviews", () => {
  it("reads paged item reviews, a bare rating number and the plain store review array", async () => {
    server.route("GET", "items/reviews/7", {
      body: {
        total_size: 1,
        limit: 10,
        offset: 1,
        reviews: [
          { id: 1, rating: "5", comment: "Fresh", attachment: "[]", customer: { f_name: "Ada" } },
        ],
      },
    });
    server.route("GET", "items/rating/7", { body: 4.5 });
    server.route("GET", "stores/reviews", {
      body: [{ id: 2, rating: 4, item: foodItemWire, customer_name: "Ada" }],
    });
    const { reviews } = await getItemReviews(client(), 7);
    expect([reviews[0]?.rating, reviews[0]?.attachment]).toEqual([5, []]);
    expect(await getItemRating(client(), 7)).toBe(4.5);
    expect((await getStoreReviews(client(), 3))[0]?.item?.name).toBe("Chicken Biryani");
    expect(server.requests[2]?.query.get("store_id")).toBe("3");
  });

  it("submits a review as multipart and maps 'already submitted' to HttpError code review", async () => {
    server.route("POST", "items/reviews/submit", {
      status: 403,
      body: { errors: [{ code: "review", message: "Already submitted" }] },
    });
    const attempt = submitItemReview(client(), { item_id: 7, order_id: 100045, rating: 5 }, [
      new Blob(["x"]),
    ]);
    await expect(attempt).rejects.toSatisfy(
      (error) => isHttpError(error) && error.code === "review",
    );
    expect(server.requests[0]?.body).toContain('name="attachment[]"');
  });
});

describe("messages", () => {
  it("lists conversations, reads messages with the chat-allowed status and sends with images", async () => {
    server.route("GET", "customer/message/list", {
      body: {
        type: "vendor",
        total_size: 1,
        limit: 10,
        offset: 1,
        conversations: [{ id: 9, receiver_type: "vendor", last_message: { id: 3, message: "Hi" } }],
      },
    });
    server.route("GET", "customer/message/details", {
      body: {
        total_size: 1,
        limit: 10,
        offset: 1,
        status: true,
        messages: [{ id: 3, message: "Hi", is_seen: 0 }],
      },
    });
    server.route("POST", "customer/message/send", {
      body: {
        total_size: 2,
        limit: 10,
        offset: 1,
        status: 1,
        message: "successfully sent!",
        messages: [],
      },
    });
    expect((await getConversations(client())).conversations[0]?.last_message?.message).toBe("Hi");
    const details = await getConversationMessages(client(), { conversation_id: 9 });
    expect([details.status, details.messages[0]?.is_seen]).toEqual([true, false]);
    expect(server.requests[1]?.query.get("conversation_id")).toBe("9");
    await sendMessage(client(), { conversation_id: 9, message: "Is it fresh?" }, [
      new Blob(["img"]),
    ]);
    expect(server.requests[2]?.body).toContain('name="image[]"');
  });
});

describe("coupons and cashback", () => {
  it("applies a coupon, maps 406 usage limit to HttpError, and reads cashback offers and the calculation", async () => {
    server.route("GET", "coupon/apply", [
      {
        body: { id: 1, code: "SAVE10", discount: "10", discount_type: "percent", min_purchase: 20 },
      },
      { status: 406, body: { errors: [{ code: "coupon", message: "Coupon usage limit over" }] } },
    ]);
    server.route("GET", "cashback/list", {
      body: [
        {
          id: 1,
          title: "Weekend",
          cashback_type: "amount",
          cashback_amount: "5",
          min_purchase: 50,
          end_date: "2026-12-01",
        },
      ],
    });
    server.route("GET", "cashback/getCashback", {
      body: {
        id: 1,
        calculated_amount: 5,
        cashback_amount: 5,
        cashback_type: "amount",
        min_purchase: 50,
      },
    });
    expect((await applyCoupon(client(), { code: "SAVE10", store_id: 3 })).discount).toBe(10);
    await expect(applyCoupon(client(), { code: "OLD", store_id: 3 })).rejects.toSatisfy(
      (error) =>
        isHttpError(error) &&
        error.status === 406 &&
        error.messages[0] === "Coupon usage limit over",
    );
    expect((await getCashbackOffers(client()))[0]?.cashback_amount).toBe(5);
    expect((await getCashback(client(), 250)).calculated_amount).toBe(5);
  });
});

describe("status 407", () => {
  it("cannot be read by fetch (the Fetch standard makes it a network error), so it surfaces as NetworkError", async () => {
    server.route("GET", "coupon/apply", {
      status: 407,
      body: { errors: [{ code: "coupon", message: "Coupon expired" }] },
    });
    await expect(applyCoupon(client(), { code: "OLD", store_id: 3 })).rejects.toSatisfy(
      isNetworkError,
    );
  });
});

describe("other lists of the path table", () => {
  it("sends category_ids as a JSON array and reads products, stores and categories", async () => {
    server.route("GET", "categories/items/list", {
      body: { total_size: 1, products: [foodItemWire], categories: [] },
    });
    server.route("GET", "categories/featured/items", {
      body: {
        total_size: 1,
        limit: 20,
        offset: 1,
        categories: [{ id: 12, name: "Rice" }],
        products: [foodItemWire],
      },
    });
    server.route("GET", "stores/get-data", { body: { total_size: 1, stores: [storeWire] } });
    server.route("GET", "items/get-products", { body: { total_size: 0, products: [] } });
    await getCategoriesItems(client(), [12, 14]);
    expect(server.requests[0]?.query.get("category_ids")).toBe("[12,14]");
    expect((await getFeaturedCategoryItems(client())).categories?.[0]?.name).toBe("Rice");
    expect((await getStoresData(client(), { data_type: "discounted" })).stores[0]?.open).toBe(
      false,
    );
    expect((await getItemsByType(client(), { data_type: "new" })).products).toEqual([]);
  });
});
