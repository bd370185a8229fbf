/**
 * The secret the e2e API is started with (`DEMO_CONTROL_TOKEN`, playwright.config.ts): it opens the
 * demo-only `/demo/login-settings` route (ADR 0023). Not a real secret: the e2e API listens on loopback.
 */
export const DEMO_CONTROL_TOKEN =
  process.env.E2E_DEMO_CONTROL_TOKEN ?? "e2e-demo-control-token-loopback-only";
