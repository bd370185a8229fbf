import { describe, expect, it } from "vitest";

import { GUEST_CONTACT_KEY, readGuestContact, writeGuestContact } from "./guest-contact-store";

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => values.delete(key),
    setItem: (key, value) => values.set(key, value),
  };
}

const contact = { name: "Jane Guest", phone: "+15550001111", email: "jane@example.com" };

describe("the guest contact kept per device", () => {
  it("reads back what was saved", () => {
    const storage = memoryStorage();
    writeGuestContact(storage, contact);
    expect(readGuestContact(storage)).toEqual(contact);
  });

  it("forgets an emptied contact (Reset, then Save)", () => {
    const storage = memoryStorage();
    writeGuestContact(storage, contact);
    writeGuestContact(storage, { name: "", phone: "", email: "" });
    expect(storage.getItem(GUEST_CONTACT_KEY)).toBeNull();
  });

  it.each([["not json"], ['{"name":1}'], ["[]"], ["null"]])(
    "reads an unreadable value (%s) as no contact",
    (value) => {
      const storage = memoryStorage();
      storage.setItem(GUEST_CONTACT_KEY, value);
      expect(readGuestContact(storage)).toEqual({ name: "", phone: "", email: "" });
    },
  );
});
