import { describe, expect, it } from "vitest";

import { pickMessages } from "./pick-messages";

describe("pickMessages", () => {
  const messages = {
    common: { close: "Close" },
    home: { parcel: { trackTitle: "Track Order" }, rating: "Rated {rating} out of 5" },
    footer: { about: "About Us" },
  };

  it("keeps whole namespaces and nested groups by their dotted paths", () => {
    expect(pickMessages(messages, ["common", "home.parcel"])).toEqual({
      common: { close: "Close" },
      home: { parcel: { trackTitle: "Track Order" } },
    });
  });

  it("skips paths the catalogue does not have", () => {
    expect(pickMessages(messages, ["missing", "home.missing"])).toEqual({});
  });
});
