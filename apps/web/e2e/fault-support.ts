import { expect } from "@playwright/test";

/** e2e/fault-proxy.mjs's switch (playwright.config.ts starts it on E2E_FAULT_PORT). */
const FAULT_URL = `http://127.0.0.1:${
  process.env.E2E_FAULT_PORT ?? String(Number(process.env.E2E_API_PORT ?? 4100) + 1000)
}/__fault`;

export type FaultMode = "pass" | "down" | "503" | "hang" | "401" | "lost";

/** Makes the storefront → API requests whose path matches `match` (all when absent) fail this way. */
export async function setFault(mode: FaultMode, match?: string) {
  const answer = await fetch(FAULT_URL, { method: "POST", body: JSON.stringify({ mode, match }) });
  expect(answer.status).toBe(200);
}
