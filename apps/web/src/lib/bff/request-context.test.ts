import { describe, expect, it } from "vitest";

import { contextFromCookies } from "./request-context";

function reader(cookies: Record<string, string>) {
  return (name: string) => cookies[name];
}

describe("contextFromCookies", () => {
  it("is a signed-out English context without cookies", () => {
    expect(contextFromCookies(reader({}), false)).toEqual({
      token: null,
      guestId: null,
      zoneIds: null,
      moduleId: null,
      latitude: null,
      longitude: null,
      language: "en",
    });
  });

  it("reads the session, zone, module, coordinates and language", () => {
    const context = contextFromCookies(
      reader({
        session: "tok",
        guest_id: "g1",
        zone_id: "[1,3]",
        module_id: "2",
        lat: "23.8",
        lng: "90.4",
        lang: "ar",
      }),
      false,
    );
    expect(context).toEqual({
      token: "tok",
      guestId: null,
      zoneIds: [1, 3],
      moduleId: "2",
      latitude: "23.8",
      longitude: "90.4",
      language: "ar",
    });
  });

  it("uses the __Host- session cookie on https and the guest id when signed out", () => {
    expect(contextFromCookies(reader({ session: "ignored", guest_id: "g1" }), true)).toMatchObject({
      token: null,
      guestId: "g1",
    });
    expect(contextFromCookies(reader({ "__Host-session": "tok" }), true).token).toBe("tok");
  });

  it("drops malformed values instead of forwarding them", () => {
    expect(
      contextFromCookies(reader({ module_id: "1; drop", lat: "north", zone_id: "x" }), false),
    ).toMatchObject({
      moduleId: null,
      latitude: null,
      zoneIds: null,
    });
  });
});
