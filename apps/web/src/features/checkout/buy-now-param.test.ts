import { describe, expect, it } from "vitest";

import { parseBuyNowParam } from "./buy-now-param";

const body = { item_id: 7, model: "Item", price: 2.5, quantity: 2 };

describe("parseBuyNowParam", () => {
  it("reads a cart/add body of the page's model", () => {
    expect(parseBuyNowParam("buy_now", JSON.stringify(body))).toMatchObject(body);
    expect(
      parseBuyNowParam("campaign", JSON.stringify({ ...body, model: "ItemCampaign" })),
    ).toMatchObject({ model: "ItemCampaign" });
  });

  it("refuses a missing, oversized, malformed or foreign line", () => {
    expect(parseBuyNowParam("buy_now", undefined)).toBeNull();
    expect(parseBuyNowParam("buy_now", "")).toBeNull();
    expect(parseBuyNowParam("buy_now", "{not json")).toBeNull();
    expect(parseBuyNowParam("buy_now", JSON.stringify({ ...body, quantity: 0 }))).toBeNull();
    expect(parseBuyNowParam("buy_now", JSON.stringify({ ...body, item_id: -1 }))).toBeNull();
    expect(parseBuyNowParam("buy_now", JSON.stringify({ ...body, item_id: "1\u0000" }))).toBeNull();
    expect(parseBuyNowParam("campaign", JSON.stringify(body))).toBeNull();
    const huge = JSON.stringify({ ...body, variation: [{ type: "x".repeat(2000) }] });
    expect(parseBuyNowParam("buy_now", huge)).toBeNull();
    expect(parseBuyNowParam("buy_now", JSON.stringify([body]))).toBeNull();
  });
});
