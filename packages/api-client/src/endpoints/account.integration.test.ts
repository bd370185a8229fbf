import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { TestServer } from "../testing/test-server";
import { createClient } from "../client/create-client";
import { isHttpError } from "../errors/http-error";
import { foodItemWire, storeWire } from "../testing/fixtures";
import { startTestServer } from "../testing/test-server";
import { getAddresses } from "./addresses";
import { login, logout, requestGuest } from "./auth";
import {
  cancelReviewReminder,
  getProfile,
  getReviewReminder,
  removeAccount,
  updateProfile,
} from "./customer";
import { subscribeNewsletter } from "./newsletter";
import { getWalletTransactions } from "./wallet";
import { addToWishlist, getWishlist, removeFromWishlist } from "./wishlist";

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
const signedIn = () =>
  createClient({
    baseUrl: server.baseUrl,
    retry: 0,
    context: { token: "tok", language: "en", zoneIds: [1] },
  });

describe("auth", () => {
  it("requests a guest id with no payload", async () => {
    server.route("POST", "auth/guest/request", {
      body: { message: "Guest verified", guest_id: 1001 },
    });
    expect((await requestGuest(createClient({ baseUrl: server.baseUrl }))).guest_id).toBe(1001);
  });

  it("logs out with the session's bearer token", async () => {
    server.route("POST", "auth/logout", { body: { message: "Logout successful." } });
    expect((await logout(signedIn())).message).toBe("Logout successful.");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok");
  });

  it("logs in manually and reads the auth envelope's 0/1 flags", async () => {
    server.route("POST", "auth/login", {
      body: {
        token: "tok",
        is_phone_verified: 1,
        is_email_verified: 0,
        is_personal_info: 1,
        is_exist_user: null,
        login_type: "manual",
        email: "ada@example.com",
      },
    });
    const result = await login(createClient({ baseUrl: server.baseUrl }), {
      login_type: "manual",
      email_or_phone: "ada@example.com",
      password: "secret12",
      field_type: "email",
      guest_id: 1001,
    });
    expect([result.token, result.is_phone_verified, result.is_email_verified]).toEqual([
      "tok",
      true,
      false,
    ]);
    expect(JSON.parse(server.requests[0]?.body ?? "{}")).toMatchObject({
      login_type: "manual",
      guest_id: 1001,
    });
  });

  it("maps bad credentials (401 auth-001, no token sent) to HttpError", async () => {
    server.route("POST", "auth/login", {
      status: 401,
      body: {
        errors: [{ code: "auth-001", message: "Credential do not match, please try again" }],
      },
    });
    const attempt = login(createClient({ baseUrl: server.baseUrl }), {
      login_type: "manual",
      email_or_phone: "ada@example.com",
      password: "wrongpass",
      field_type: "email",
    });
    await expect(attempt).rejects.toSatisfy(
      (error) => isHttpError(error) && error.code === "auth-001",
    );
  });
});

describe("customer", () => {
  it("reads the profile and maps the 200-with-errors answer (no X-localization) to HttpError", async () => {
    server.route("GET", "customer/info", [
      {
        body: {
          id: 7,
          f_name: "Ada",
          l_name: "Lovelace",
          is_phone_verified: 1,
          is_valid_for_discount: false,
        },
      },
      {
        body: {
          errors: [{ code: "current_language_key", message: "Current language key required" }],
        },
      },
    ]);
    expect((await getProfile(signedIn())).f_name).toBe("Ada");
    await expect(getProfile(signedIn())).rejects.toSatisfy(
      (error) =>
        isHttpError(error) && error.status === 200 && error.code === "current_language_key",
    );
  });

  it("sends the profile update as multipart with the image", async () => {
    server.route("POST", "customer/update-profile", { body: { message: "Updated successfully." } });
    const image = new Blob(["img"], { type: "image/jpeg" });
    const result = await updateProfile(
      signedIn(),
      { name: "Ada Lovelace", email: "ada@example.com", phone: "+8801700000000" },
      image,
    );
    expect(result.message).toBe("Updated successfully.");
    expect(server.requests[0]?.body).toContain('name="image"');
    expect(server.requests[0]?.body).toContain("Ada Lovelace");
  });

  it("maps account removal with running orders (203 on-going) to HttpError and reads [] as success", async () => {
    server.route("DELETE", "customer/remove-account", [
      { status: 203, body: { errors: [{ code: "on-going", message: "You have ongoing orders" }] } },
      { body: [] },
    ]);
    await expect(removeAccount(signedIn())).rejects.toSatisfy(
      (e) => isHttpError(e) && e.code === "on-going",
    );
    expect(await removeAccount(signedIn())).toEqual({});
  });

  it("reads the review reminder and cancels it with a GET", async () => {
    server.route("GET", "customer/review-reminder", {
      body: { order_id: 100045, images: ["a.png"] },
    });
    server.route("GET", "customer/review-reminder-cancel", { body: "success" });
    expect(await getReviewReminder(signedIn())).toEqual({ order_id: 100045, images: ["a.png"] });
    expect(await cancelReviewReminder(signedIn(), 100045)).toBe("success");
    expect(server.requests[1]?.query.get("order_id")).toBe("100045");
  });

  it("reads the paged address list under `addresses`", async () => {
    server.route("GET", "customer/address/list", {
      body: {
        total_size: 1,
        limit: 10,
        offset: 1,
        addresses: [
          {
            id: 5,
            address_type: "home",
            address: "House 1",
            latitude: "23.81",
            longitude: "90.41",
            zone_id: 1,
            zone_ids: [1],
          },
        ],
      },
    });
    const { addresses } = await getAddresses(signedIn());
    expect(addresses[0]).toMatchObject({ latitude: 23.81, zone_ids: [1] });
  });

  it("reads the wishlist, adds and removes with item_id or store_id", async () => {
    server.route("GET", "customer/wish-list", {
      body: { item: [foodItemWire], store: [storeWire] },
    });
    server.route("POST", "customer/wish-list/add", { body: { message: "Added to wishlist" } });
    server.route("DELETE", "customer/wish-list/remove", { body: { message: "Removed" } });
    const wishlist = await getWishlist(signedIn());
    expect([wishlist.item[0]?.id, wishlist.store[0]?.id]).toEqual([7, 3]);
    expect((await addToWishlist(signedIn(), { item_id: 7 })).message).toBe("Added to wishlist");
    await removeFromWishlist(signedIn(), { store_id: 3 });
    expect(server.requests[2]?.query.get("store_id")).toBe("3");
  });

  it("reads wallet transactions under `data` and subscribes to the newsletter", async () => {
    server.route("GET", "customer/wallet/transactions", {
      body: {
        total_size: 1,
        limit: 10,
        offset: 1,
        data: [{ id: 1, transaction_type: "add_fund", credit: "50.00" }],
      },
    });
    server.route("POST", "newsletter/subscribe", { body: { message: "Subscribed Successfully" } });
    expect((await getWalletTransactions(signedIn())).data[0]?.credit).toBe(50);
    expect((await subscribeNewsletter(signedIn(), "ada@example.com")).message).toBe(
      "Subscribed Successfully",
    );
  });
});
