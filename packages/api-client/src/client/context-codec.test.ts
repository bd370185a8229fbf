import { describe, expect, it } from "vitest";

import {
  decodeContextHeaders,
  decodeCoordinate,
  decodeGuestId,
  decodeLanguage,
  decodeModuleId,
  decodeToken,
  decodeZoneIds,
  encodeContextHeaders,
  encodeZoneIds,
} from "./context-codec";

const headers = (values: Record<string, string>) => (name: string) => new Headers(values).get(name);

describe("decodeZoneIds", () => {
  it("reads every shape the backend and the storefront send", () => {
    expect(decodeZoneIds("[1]")).toEqual([1]);
    expect(decodeZoneIds("[1,3]")).toEqual([1, 3]);
    expect(decodeZoneIds(" [1, 3] ")).toEqual([1, 3]);
    expect(decodeZoneIds('["2"]')).toEqual([2]);
    expect(decodeZoneIds([1])).toEqual([1]);
    expect(decodeZoneIds(["1", 3])).toEqual([1, 3]);
    expect(decodeZoneIds(1)).toEqual([1]);
    expect(decodeZoneIds("1")).toEqual([1]);
  });

  it("gives null, never a throw, for anything malformed", () => {
    for (const raw of [
      undefined,
      null,
      "",
      "  ",
      "[",
      "[abc",
      "not json",
      "[]",
      "[0]",
      "[-1]",
      "[1,0]",
      '["x"]',
      "[1.5]",
      "[2147483648]",
      '{"id":1}',
      "null",
      "true",
      [],
      [0],
      0,
      -3,
      Number.NaN,
    ]) {
      expect(decodeZoneIds(raw), JSON.stringify(raw)).toBeNull();
    }
  });

  it("round-trips with the exact encoding", () => {
    expect(encodeZoneIds([1, 3])).toBe("[1,3]");
    expect(decodeZoneIds(encodeZoneIds([4, 2]))).toEqual([4, 2]);
  });
});

describe("the single-value decoders", () => {
  it("read a module id as a positive integer", () => {
    expect(decodeModuleId("2")).toBe(2);
    expect(decodeModuleId(2)).toBe(2);
    expect(decodeModuleId(" 7 ")).toBe(7);
    for (const raw of ["0", "-1", "2.5", "two", "", "[2]", undefined, null, "99999999999"]) {
      expect(decodeModuleId(raw), String(raw)).toBeNull();
    }
  });

  it("read coordinates within their limits", () => {
    expect(decodeCoordinate("23.81", 90)).toBe(23.81);
    expect(decodeCoordinate("-90", 90)).toBe(-90);
    expect(decodeCoordinate("90.41", 180)).toBe(90.41);
    expect(decodeCoordinate(23.81, 90)).toBe(23.81);
    for (const raw of ["123", "abc", "", "Infinity", undefined]) {
      expect(decodeCoordinate(raw, 90), String(raw)).toBeNull();
    }
    expect(decodeCoordinate("181", 180)).toBeNull();
  });

  it("read a language code", () => {
    expect(decodeLanguage("ar")).toBe("ar");
    expect(decodeLanguage("pt-BR")).toBe("pt-BR");
    expect(decodeLanguage("english")).toBeNull();
    expect(decodeLanguage("")).toBeNull();
  });

  it("read a guest id", () => {
    expect(decodeGuestId("1042")).toBe("1042");
    expect(decodeGuestId(1042)).toBe("1042");
    expect(decodeGuestId("null")).toBeNull();
    expect(decodeGuestId("<script>")).toBeNull();
    expect(decodeGuestId("")).toBeNull();
  });

  it("read a token bare or as a bearer header; `null` means signed out", () => {
    expect(decodeToken("Bearer abc")).toBe("abc");
    expect(decodeToken("bearer abc")).toBe("abc");
    expect(decodeToken("abc")).toBe("abc");
    for (const raw of ["Bearer null", "Bearer undefined", "Bearer ", "null", "", undefined]) {
      expect(decodeToken(raw), String(raw)).toBeNull();
    }
  });
});

describe("decodeContextHeaders", () => {
  it("reads a request's context whatever the header case", () => {
    expect(
      decodeContextHeaders(
        headers({
          zoneid: "[1,3]",
          moduleId: "2",
          latitude: "23.81",
          LONGITUDE: "90.41",
          "x-localization": "ar",
          guest_id: "1042",
          authorization: "Bearer tok-1",
        }),
      ),
    ).toEqual({
      zoneIds: [1, 3],
      moduleId: 2,
      latitude: 23.81,
      longitude: 90.41,
      language: "ar",
      guestId: "1042",
      token: "tok-1",
      invalid: [],
    });
  });

  it("reads plain lower-case maps too (Hono's `header(name)`)", () => {
    const values: Record<string, string> = { moduleid: "3", zoneid: "2" };
    expect(decodeContextHeaders((name) => values[name])).toMatchObject({
      moduleId: 3,
      zoneIds: [2],
    });
  });

  it("lists the headers that were sent but unreadable, and never throws", () => {
    const decoded = decodeContextHeaders(
      headers({
        zoneId: "[abc",
        moduleId: "x",
        latitude: "123",
        longitude: "east",
        "X-localization": "english",
        Authorization: "Bearer null",
      }),
    );
    expect(decoded).toMatchObject({
      zoneIds: null,
      moduleId: null,
      latitude: null,
      longitude: null,
      language: null,
      token: null,
    });
    expect(decoded.invalid.sort()).toEqual(
      ["authorization", "latitude", "localization", "longitude", "moduleId", "zoneId"].sort(),
    );
  });

  it("treats absent and empty headers as not sent", () => {
    expect(decodeContextHeaders(headers({ moduleId: " " }))).toMatchObject({
      moduleId: null,
      invalid: [],
    });
  });
});

describe("encodeContextHeaders", () => {
  it("writes the contract's headers exactly", () => {
    expect(
      encodeContextHeaders({
        zoneIds: [1, 3],
        moduleId: 2,
        latitude: 23.81,
        longitude: "90.41",
        language: "en",
        token: "abc",
      }),
    ).toEqual({
      zoneId: "[1,3]",
      moduleId: "2",
      latitude: "23.81",
      longitude: "90.41",
      "X-localization": "en",
      Authorization: "Bearer abc",
    });
  });

  it("leaves out what is absent, empty or signed out", () => {
    expect(
      encodeContextHeaders({ zoneIds: [], moduleId: "", token: "null", language: null }),
    ).toEqual({});
  });

  it("decodes back to what it encoded", () => {
    const encoded = encodeContextHeaders({ zoneIds: [2], moduleId: 5, language: "ar", token: "t" });
    expect(decodeContextHeaders(headers(encoded))).toMatchObject({
      zoneIds: [2],
      moduleId: 5,
      language: "ar",
      token: "t",
      invalid: [],
    });
  });
});
