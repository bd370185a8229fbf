import { describe, expect, it } from "vitest";

import { readRequestContext } from "./request-context";

const headers = (values: Record<string, string>) => (name: string) => values[name];

const zoneIds = (zoneid: string) => readRequestContext(headers({ zoneid })).zoneIds;

describe("the zoneId header", () => {
  it("reads a JSON array sent as a string", () => {
    expect(zoneIds("[1,3]")).toEqual([1, 3]);
    expect(zoneIds('["2"]')).toEqual([2]);
  });
  it("accepts a single number", () => {
    expect(zoneIds("2")).toEqual([2]);
  });
  it("rejects garbage", () => {
    expect(zoneIds("[abc")).toBeNull();
    expect(zoneIds("[-1]")).toBeNull();
    expect(zoneIds("[]")).toBeNull();
    expect(readRequestContext(headers({})).zoneIds).toBeNull();
  });
});

describe("readRequestContext", () => {
  it("treats `Bearer null` as signed out", () => {
    expect(readRequestContext(headers({ authorization: "Bearer null" })).token).toBeNull();
    expect(readRequestContext(headers({ authorization: "Bearer abc" })).token).toBe("abc");
  });
  it("reads module, coordinates and language", () => {
    const ctx = readRequestContext(
      headers({ moduleid: "3", latitude: "23.81", longitude: "90.41", "x-localization": "ar" }),
    );
    expect(ctx).toMatchObject({
      moduleId: 3,
      latitude: 23.81,
      longitude: 90.41,
      locale: "ar",
      zoneIds: null,
    });
  });
  it("tells a module id sent but unreadable from none sent", () => {
    expect(readRequestContext(headers({ moduleid: "x" }))).toMatchObject({
      moduleId: null,
      moduleIdSent: true,
    });
    expect(readRequestContext(headers({})).moduleIdSent).toBe(false);
  });
  it("defaults the language to English and remembers whether one was sent", () => {
    expect(readRequestContext(headers({}))).toMatchObject({
      locale: "en",
      localizationSent: false,
    });
    expect(readRequestContext(headers({ "x-localization": "xx-yyy" }))).toMatchObject({
      locale: "en",
      localizationSent: true,
    });
  });
  it("ignores out-of-range coordinates", () => {
    expect(readRequestContext(headers({ latitude: "123" })).latitude).toBeNull();
  });
});
