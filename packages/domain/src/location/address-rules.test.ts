import { describe, expect, it } from "vitest";

import {
  addressesForZone,
  addressSaveAction,
  addressSaveTarget,
  contactNameFromProfile,
} from "./address-rules";

const home = { id: 1, zone_id: 1, zone_ids: [1, 2] };
const office = { id: 2, zone_id: 3, zone_ids: [3] };
const legacy = { id: 3, zone_id: 2 };

describe("addressesForZone", () => {
  it("address lists are filtered by zone_ids when a store zone is given", () => {
    expect(addressesForZone([home, office, legacy], 2)).toEqual([home, legacy]);
    expect(addressesForZone([home, office, legacy], 9)).toEqual([]);
  });

  it("without a store zone every address is listed", () => {
    expect(addressesForZone([home, office], null)).toEqual([home, office]);
  });
});

describe("contactNameFromProfile", () => {
  it("uses the profile's first plus last name", () => {
    expect(contactNameFromProfile({ f_name: "Ann", l_name: "Lee" })).toBe("Ann Lee");
    expect(contactNameFromProfile({ f_name: " Ann ", l_name: null })).toBe("Ann");
    expect(contactNameFromProfile({})).toBe("");
  });
});

describe("addressSaveTarget", () => {
  it("only logged-in users save to the account; a guest keeps one address locally", () => {
    expect(addressSaveTarget({ signedIn: true })).toBe("account");
    expect(addressSaveTarget({ signedIn: false })).toBe("local_single");
  });
});

describe("addressSaveAction", () => {
  it("creates, or updates when editing an address with an id", () => {
    expect(addressSaveAction({ id: 4 })).toBe("update");
    expect(addressSaveAction({ id: null })).toBe("create");
    expect(addressSaveAction(null)).toBe("create");
  });
});
