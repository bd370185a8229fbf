import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod";

import type { TestServer } from "../testing/test-server";
import { getCart } from "../endpoints/cart";
import { getCategories } from "../endpoints/catalogue";
import { getConfig } from "../endpoints/config";
import { addToWishlist } from "../endpoints/wishlist";
import { isApiClientError } from "../errors/api-client-error";
import { isHttpError, isSessionExpiredError, SESSION_EXPIRED_MESSAGE } from "../errors/http-error";
import { isNetworkError, isTimeoutError } from "../errors/network-error";
import { isResponseValidationError } from "../errors/validation-error";
import { pagedProductsSchema } from "../schemas/search";
import { startTestServer } from "../testing/test-server";
import { createClient } from "./create-client";

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

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("headers", () => {
  it("sends zoneId as a JSON array string, moduleId, latitude, longitude, X-localization, the software id, Accept and the bearer token", async () => {
    server.route("GET", "config", { body: {} });
    const client = createClient({
      baseUrl: server.baseUrl,
      context: {
        token: "tok-1",
        zoneIds: [1, 3],
        moduleId: 2,
        latitude: 23.81,
        longitude: 90.41,
        language: "ar",
      },
    });
    await getConfig(client);
    const headers = server.requests[0]?.headers ?? {};
    expect(headers.zoneid).toBe("[1,3]");
    expect(headers.moduleid).toBe("2");
    expect(headers.latitude).toBe("23.81");
    expect(headers.longitude).toBe("90.41");
    expect(headers["x-localization"]).toBe("ar");
    expect(headers["x-software-id"]).toBe("33571750");
    expect(headers.accept).toBe("application/json");
    expect(headers.authorization).toBe("Bearer tok-1");
  });

  it("sends no authorization header when signed out (no token, empty or the string 'null')", async () => {
    server.route("GET", "config", { body: {} });
    for (const token of [undefined, null, "", "null"]) {
      await getConfig(createClient({ baseUrl: server.baseUrl, context: { token } }));
    }
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("reads the context at request time when it is a function", async () => {
    server.route("GET", "config", { body: {} });
    let language = "en";
    const client = createClient({
      baseUrl: server.baseUrl,
      context: () => Promise.resolve({ language }),
    });
    await getConfig(client);
    language = "ar";
    await getConfig(client);
    expect(server.requests.map((request) => request.headers["x-localization"])).toEqual([
      "en",
      "ar",
    ]);
  });

  it("adds the guest id to guest-capable calls only when signed out", async () => {
    server.route("GET", "customer/cart/list", { body: [] });
    await getCart(createClient({ baseUrl: server.baseUrl, context: { guestId: 1001 } }));
    await getCart(
      createClient({ baseUrl: server.baseUrl, context: { guestId: 1001, token: "tok" } }),
    );
    expect(server.requests.map((request) => request.query.get("guest_id"))).toEqual(["1001", null]);
  });
});

describe("error envelopes", () => {
  const client = () => createClient({ baseUrl: server.baseUrl, retry: 0 });

  it("maps a 403 errors array to HttpError with its code and messages", async () => {
    server.route("GET", "categories", {
      status: 403,
      body: { errors: [{ code: "moduleId", message: "Module id is required!" }] },
    });
    const error = await caught(getCategories(client()));
    expect(isHttpError(error) && error.status === 403 && error.code === "moduleId").toBe(true);
    expect(isHttpError(error) ? error.messages : []).toEqual(["Module id is required!"]);
  });

  it("maps errors sent as one object (404 product-001)", async () => {
    server.route("GET", "categories", {
      status: 404,
      body: { errors: { code: "product-001", message: "Not found" } },
    });
    const error = await caught(getCategories(client()));
    expect(isHttpError(error) ? [error.status, error.code, error.messages] : []).toEqual([
      404,
      "product-001",
      ["Not found"],
    ]);
  });

  it("maps business errors that arrive with status 203", async () => {
    server.route("GET", "categories", {
      status: 203,
      body: {
        errors: [
          {
            code: "order_amount",
            message:
              "The total amount of the order, exceeds maximum amount of the cash on delivery method",
          },
        ],
      },
    });
    const error = await caught(getCategories(client()));
    expect(isHttpError(error) ? [error.status, error.messages[0]] : []).toEqual([
      203,
      "The total amount of the order, exceeds maximum amount of the cash on delivery method",
    ]);
  });

  it("treats a 200 body with errors as an error (campaigns without a zone)", async () => {
    server.route("GET", "categories", {
      status: 200,
      body: { errors: [{ code: "zoneId", message: "Zone id is required!" }] },
    });
    const error = await caught(getCategories(client()));
    expect(isHttpError(error) ? [error.status, error.code] : []).toEqual([200, "zoneId"]);
  });

  it("maps a { message } body (409 already in the wishlist)", async () => {
    server.route("POST", "customer/wish-list/add", {
      status: 409,
      body: { message: "Already in your wishlist" },
    });
    const error = await caught(addToWishlist(client(), { item_id: 7 }));
    expect(isHttpError(error) ? [error.status, error.messages] : []).toEqual([
      409,
      ["Already in your wishlist"],
    ]);
  });

  it("maps errors as a plain string (guest check 401) to an HttpError, not a session end, when no token was sent", async () => {
    const onUnauthorized = vi.fn();
    server.route("GET", "customer/cart/list", { status: 401, body: { errors: "Unauthorized" } });
    const error = await caught(getCart(createClient({ baseUrl: server.baseUrl, onUnauthorized })));
    expect(isSessionExpiredError(error)).toBe(false);
    expect(isHttpError(error) ? [error.status, error.messages] : []).toEqual([
      401,
      ["Unauthorized"],
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("maps a 401 to a signed-in request to SessionExpiredError and calls onUnauthorized once", async () => {
    const onUnauthorized = vi.fn();
    server.route("GET", "customer/cart/list", {
      status: 401,
      body: { message: "Unauthenticated." },
    });
    const error = await caught(
      getCart(
        createClient({ baseUrl: server.baseUrl, context: { token: "expired" }, onUnauthorized }),
      ),
    );
    expect(isSessionExpiredError(error)).toBe(true);
    expect(isSessionExpiredError(error) ? error.messages : []).toEqual([SESSION_EXPIRED_MESSAGE]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it("maps a 500 with an HTML body to an HttpError with a fallback message", async () => {
    server.route("GET", "categories", { status: 500, raw: "<html>oops</html>" });
    const error = await caught(getCategories(client()));
    expect(isHttpError(error) ? [error.status, error.messages] : []).toEqual([
      500,
      ["Request failed with status 500"],
    ]);
  });

  it("maps a 200 body that is not JSON to a ResponseValidationError", async () => {
    server.route("GET", "config", { status: 200, raw: "not json" });
    const error = await caught(getConfig(client()));
    expect(isResponseValidationError(error) ? error.path : "").toBe("(body)");
  });

  it("names the path that did not match", async () => {
    server.route("GET", "items/popular", {
      body: {
        total_size: 1,
        limit: 12,
        offset: 1,
        products: [{ id: 1, name: "x", store_id: 3, price: "free" }],
      },
    });
    const c = client();
    const error = await caught(
      c.request({ method: "GET", path: "items/popular", schema: pagedProductsSchema }),
    );
    expect(isResponseValidationError(error) ? error.path : "").toBe("products.0.price");
  });

  it("maps a refused connection to NetworkError and a slow answer to TimeoutError", async () => {
    const closed = await startTestServer();
    const deadUrl = closed.baseUrl;
    await closed.close();
    const network = await caught(getConfig(createClient({ baseUrl: deadUrl, retry: 0 })));
    expect(isNetworkError(network) && !isTimeoutError(network)).toBe(true);

    server.route("GET", "config", { body: {}, delayMs: 300 });
    const timeout = await caught(
      getConfig(createClient({ baseUrl: server.baseUrl, retry: 0, timeout: 50 })),
    );
    expect(isTimeoutError(timeout)).toBe(true);
  });
});

describe("retries", () => {
  it("retries an idempotent GET after a 503", async () => {
    server.route("GET", "config", [
      { status: 503, body: { message: "busy" } },
      { body: { business_name: "Mart" } },
    ]);
    const config = await getConfig(createClient({ baseUrl: server.baseUrl, retry: 1 }));
    expect(config.business_name).toBe("Mart");
    expect(server.requests).toHaveLength(2);
  });

  it("never retries a POST", async () => {
    server.route("POST", "customer/wish-list/add", { status: 503, body: { message: "busy" } });
    const error = await caught(
      addToWishlist(createClient({ baseUrl: server.baseUrl, retry: 2 }), { item_id: 7 }),
    );
    expect(isHttpError(error) ? error.status : 0).toBe(503);
    expect(server.requests).toHaveLength(1);
  });

  it("does not retry client errors", async () => {
    server.route("GET", "config", { status: 404, body: { message: "Not found" } });
    await caught(getConfig(createClient({ baseUrl: server.baseUrl, retry: 2 })));
    expect(server.requests).toHaveLength(1);
  });
});

describe("request()", () => {
  it("throws only SDK errors, whatever the schema", async () => {
    server.route("GET", "anything", { body: { a: 1 } });
    const client = createClient({ baseUrl: server.baseUrl });
    const error = await caught(
      client.request({ method: "GET", path: "anything", schema: z.object({ a: z.string() }) }),
    );
    expect(isApiClientError(error)).toBe(true);
  });
});
