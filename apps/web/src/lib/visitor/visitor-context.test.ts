import { describe, expect, it } from "vitest";

import { apiContextOf } from "./api-context";
import { decodeVisitorCookies } from "./visitor-context";

const decode = (cookies: Record<string, string>, secure = false) =>
  decodeVisitorCookies((name) => cookies[name], secure);

const saved = {
  theme: "dark",
  lang: "ar",
  zone_id: "[1]",
  lat: "23.81",
  lng: "90.41",
  location: "Road 1, Demo City",
  module_id: "2",
  module_type: "food",
};

describe("decodeVisitorCookies", () => {
  it("keeps a location from the account's saved addresses only while signed in", () => {
    const fromAccount = { ...saved, location_source: "account" };
    expect(decode({ ...fromAccount, session: "a".repeat(40) }).visitor.location).toEqual({
      zoneIds: [1],
      latitude: 23.81,
      longitude: 90.41,
      address: "Road 1, Demo City",
      fromAccount: true,
    });
    // Signed out (however the session ended): the account's address is no location for the next person.
    expect(decode(fromAccount).visitor.location).toBeNull();
    // The device's own picked location stays without a session.
    expect(decode(saved).visitor.location).toMatchObject({ address: "Road 1, Demo City" });
  });

  it("defaults to the light theme, English, no location, no module and no session", () => {
    expect(decode({})).toEqual({
      token: null,
      visitor: {
        theme: "light",
        language: "en",
        location: null,
        module: null,
        guestId: null,
        signedIn: false,
      },
    });
  });

  it("keeps a saved dark theme, Arabic, location and module", () => {
    expect(decode(saved).visitor).toEqual({
      theme: "dark",
      language: "ar",
      location: { zoneIds: [1], latitude: 23.81, longitude: 90.41, address: "Road 1, Demo City" },
      module: { id: 2, type: "food" },
      guestId: null,
      signedIn: false,
    });
  });

  it("has no location without a zone or with coordinates out of range", () => {
    expect(decode({ zone_id: "[]", lat: "1", lng: "1" }).visitor.location).toBeNull();
    expect(decode({ zone_id: "[1]", lat: "91", lng: "1" }).visitor.location).toBeNull();
  });

  it("treats a tampered zone list as no location rather than keeping part of it", () => {
    for (const zone_id of ["[1,0]", '["x"]', "not json"]) {
      expect(decode({ ...saved, zone_id }).visitor.location, zone_id).toBeNull();
    }
  });

  it("has no module for an unknown or missing module type", () => {
    expect(decode({ module_id: "1", module_type: "rental" }).visitor.module).toBeNull();
    expect(decode({ module_id: "1" }).visitor.module).toBeNull();
  });

  it("reads the session from the cookie its site uses; a guest keeps a guest id only without one", () => {
    expect(decode({ session: "tok", guest_id: "g1" })).toMatchObject({
      token: "tok",
      visitor: { signedIn: true, guestId: null },
    });
    expect(decode({ session: "tok" }, true).visitor.signedIn).toBe(false);
    expect(decode({ "__Host-session": "tok" }, true).visitor.signedIn).toBe(true);
    expect(decode({ guest_id: "1042" }).visitor).toMatchObject({
      signedIn: false,
      guestId: "1042",
    });
  });
});

describe("apiContextOf", () => {
  it("sends the saved module, zones, point and language", () => {
    const { visitor } = decode(saved);
    expect(apiContextOf(visitor, "tok")).toEqual({
      token: "tok",
      hasSession: false,
      guestId: null,
      zoneIds: [1],
      moduleId: 2,
      latitude: 23.81,
      longitude: 90.41,
      language: "ar",
    });
  });

  it("sends no module when the module's type is unknown, as every page treats it", () => {
    const { visitor } = decode({ ...saved, module_type: "rental" });
    expect(apiContextOf(visitor).moduleId).toBeNull();
  });
});
