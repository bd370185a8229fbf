import { describe, expect, it } from "vitest";

import { GUEST_CONTACT_KEY as checkoutKey } from "~/features/checkout/guest-contact-store";
import { forgetDevicePerson, GUEST_CONTACT_KEY } from "./device-person-data";

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    removeItem: (key: string) => {
      map.delete(key);
    },
  };
}

describe("forgetDevicePerson", () => {
  it("forgets the checkout's guest contact and keeps the device's other settings", () => {
    expect(checkoutKey).toBe(GUEST_CONTACT_KEY);
    const storage = memoryStorage({ [GUEST_CONTACT_KEY]: '{"name":"Kept Guest"}', theme: "dark" });
    forgetDevicePerson(storage);
    expect([...storage.map.keys()]).toEqual(["theme"]);
  });

  it("does nothing when storage is switched off", () => {
    const storage = {
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => forgetDevicePerson(storage)).not.toThrow();
    expect(() => forgetDevicePerson(null)).not.toThrow();
  });
});
