import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as sdk from "@marketplace/api-client";

import { signIn } from "../../orders/testing";
import { groceryContext, sdkClient } from "../../test/sdk";
import { createTestApp } from "../../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  setup = await createTestApp();
  token = await signIn(setup.app);
});
afterAll(async () => {
  await setup.dispose();
});

const signedIn = () => sdkClient(setup.app, { ...groceryContext, token });
const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("coupons and cashback for a signed-in customer (parsed by the SDK)", () => {
  it("lists the running coupons of the zone", async () => {
    const coupons = await sdk.getCoupons(signedIn());
    expect(coupons.map((coupon) => coupon.code)).toEqual(
      expect.arrayContaining(["GROCERY10", "GROCERYFREESHIP"]),
    );
    expect(coupons.find((coupon) => coupon.coupon_type === "store_wise")?.store?.name).toBe(
      "FreshMart Old Town",
    );
  });

  it("applies a coupon with the production status codes", async () => {
    const coupon = await sdk.applyCoupon(signedIn(), { code: "GROCERY10", store_id: 1 });
    expect(coupon).toMatchObject({
      code: "GROCERY10",
      discount: 10,
      discount_type: "percent",
      min_purchase: 15,
    });
    const status = async (code: string, storeId: number) => {
      const error = await caught(sdk.applyCoupon(signedIn(), { code, store_id: storeId }));
      return sdk.isHttpError(error) ? error.status : 200;
    };
    expect(await status("NOPE", 1)).toBe(404);
    expect(await status("GROCERYOLD", 1)).toBe(406);
    expect(await status("GROCERYSTORE5", 2)).toBe(403);
    expect(await status("GROCERYSTORE5", 1)).toBe(200);
    const signedOut = await caught(
      sdk.applyCoupon(sdkClient(setup.app, groceryContext), { code: "GROCERY10", store_id: 1 }),
    );
    expect(sdk.isHttpError(signedOut) && signedOut.status).toBe(401);
  });

  it("lists cashback offers and picks the best one for an amount", async () => {
    const offers = await sdk.getCashbackOffers(signedIn());
    expect(offers.map((offer) => offer.title)).toEqual([
      "Weekend cashback",
      "Big basket bonus",
      "Late-night treat",
    ]);
    const best = await sdk.getCashback(signedIn(), 60);
    expect(best).toMatchObject({ cashback_type: "percent", calculated_amount: 5 });
    const small = await sdk.getCashback(signedIn(), 5);
    expect(small.calculated_amount).toBe(0);
  });
});
