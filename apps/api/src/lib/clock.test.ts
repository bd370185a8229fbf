import { describe, expect, it } from "vitest";

import { loadEnv } from "../env";
import { clockFrom } from "./clock";

describe("clockFrom", () => {
  it("is the real clock without DEMO_CLOCK", () => {
    let real = Date.UTC(2026, 10, 21, 22, 30);
    const clock = clockFrom(undefined, () => real);
    expect(clock().toISOString()).toBe("2026-11-21T22:30:00.000Z");
    real += 1_000;
    expect(clock().toISOString()).toBe("2026-11-21T22:30:01.000Z");
  });

  it("starts today at the given UTC time and runs on at the real pace", () => {
    let real = Date.UTC(2026, 10, 21, 22, 30, 15);
    const clock = clockFrom("12:00", () => real);
    expect(clock().toISOString()).toBe("2026-11-21T12:00:00.000Z");
    real += 90_000;
    expect(clock().toISOString()).toBe("2026-11-21T12:01:30.000Z");
  });

  it("reads HH:MM at DEMO_CLOCK_FROM, so instances started apart share one clock", () => {
    let real = Date.UTC(2026, 10, 21, 22, 30, 15);
    const from = loadEnv({ DEMO_CLOCK: "12:00", DEMO_CLOCK_FROM: "2026-11-21T22:30:00Z" });
    const first = clockFrom(from.demoClock, () => real, from.demoClockFrom);
    real += 7_000;
    const second = clockFrom(from.demoClock, () => real, from.demoClockFrom);
    expect(first().toISOString()).toBe("2026-11-21T12:00:22.000Z");
    expect(second().toISOString()).toBe(first().toISOString());
    expect(() => loadEnv({ DEMO_CLOCK_FROM: "yesterday" })).toThrow();
  });

  it("DEMO_CLOCK must be HH:MM", () => {
    expect(loadEnv({ DEMO_CLOCK: "09:45" }).demoClock).toBe("09:45");
    expect(loadEnv({}).demoClock).toBeUndefined();
    expect(() => loadEnv({ DEMO_CLOCK: "25:00" })).toThrow();
  });
});
