import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { call, errorCode, newGuest, signIn } from "../orders/testing";
import { addLine, firstItem, moduleId, openShop, placeBody } from "./orders/shop";

let setup: Awaited<ReturnType<typeof openShop>>["setup"];
let token = "";
beforeAll(async () => {
  ({ setup } = await openShop());
  token = await signIn(setup.app);
});
afterAll(async () => {
  await setup.dispose();
});

/** One megabyte of text: accepted by the body limit (2 MiB), never a sensible field value. */
const megabyte = "x".repeat(1024 * 1024);

describe("stored text fields are bounded", () => {
  it.each(["address", "order_note", "delivery_instruction", "contact_person_name", "road"])(
    "order/place refuses a 1 MB %s (403) and stores nothing",
    async (field) => {
      const guest = await newGuest(setup.app);
      await addLine(guest, firstItem());
      const result = await call(setup.app, "POST", "customer/order/place", {
        moduleId,
        body: placeBody(guest, { [field]: megabyte }),
      });
      expect(result.status).toBe(403);
      expect(errorCode(result.body)).toBe(field);
    },
  );

  it.each(["address", "contact_person_name", "house", "additional_information"])(
    "address/add refuses a 1 MB %s",
    async (field) => {
      const result = await call(setup.app, "POST", "customer/address/add", {
        token,
        body: {
          contact_person_name: "Demo",
          contact_person_number: "+15550000001",
          address_type: "home",
          address: "1 Demo Street",
          latitude: 23.79,
          longitude: 90.4,
          [field]: megabyte,
        },
      });
      expect(result.status).toBe(403);
      expect(errorCode(result.body)).toBe(field);
    },
  );

  it("accepts ordinary lengths", async () => {
    const result = await call(setup.app, "POST", "customer/address/add", {
      token,
      body: {
        contact_person_name: "Demo Customer",
        contact_person_number: "+15550000001",
        address_type: "home",
        address: "1 Demo Street, Old Town",
        latitude: 23.79,
        longitude: 90.4,
        additional_information: "Ring twice. ".repeat(20),
      },
    });
    expect(result.status).toBe(200);
  });
});
