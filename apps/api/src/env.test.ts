import { describe, expect, it } from "vitest";

import { demoModeStart } from "./demo-mode";
import { loadEnv } from "./env";

describe("demo mode (issue 20, finding 3)", () => {
  it("is off unless DEMO_MODE turns it on", () => {
    expect(loadEnv({}).demoMode).toBe(false);
    expect(loadEnv({ DEMO_MODE: "1" }).demoMode).toBe(true);
    expect(loadEnv({ DEMO_MODE: "0" }).demoMode).toBe(false);
  });

  it("starts quietly when off and with a warning when on", () => {
    expect(demoModeStart(loadEnv({}))).toEqual({ start: true, warning: null });
    const on = demoModeStart(loadEnv({ DEMO_MODE: "1" }));
    expect(on.start).toBe(true);
    expect(on.warning).toMatch(/demo mode is on/i);
  });

  it("refuses to start in production unless the operator consents explicitly", () => {
    const refused = demoModeStart(loadEnv({ DEMO_MODE: "1", NODE_ENV: "production" }));
    expect(refused.start).toBe(false);
    expect(refused.warning).toMatch(/DEMO_MODE_I_UNDERSTAND=1/);
    const consented = demoModeStart(
      loadEnv({ DEMO_MODE: "1", NODE_ENV: "production", DEMO_MODE_I_UNDERSTAND: "1" }),
    );
    expect(consented.start).toBe(true);
    expect(consented.warning).toMatch(/demo mode is on/i);
    expect(demoModeStart(loadEnv({ NODE_ENV: "production" }))).toEqual({
      start: true,
      warning: null,
    });
  });
});
