import { expect } from "@playwright/test";

/** e2e/fault-proxy.mjs's switch (playwright.config.ts starts it on E2E_FAULT_PORT). */
const FAULT_URL = `http://127.0.0.1:${
  process.env.E2E_FAULT_PORT ?? String(Number(process.env.E2E_API_PORT ?? 4100) + 1000)
}/__fault`;

export type FaultMode = "pass" | "down" | "503" | "hang" | "401" | "lost" | "patch" | "slow";

/**
 * The whole fault: `patch` merges keys into the API's JSON answer; `header` limits it to one session; `ms`
 * is how long `slow` holds the API's answer back (10 000 unless given).
 */
export interface Fault {
  mode: FaultMode;
  match?: string;
  patch?: Record<string, unknown>;
  header?: [name: string, value: string];
  /** `slow`: how long the API's answer is held back (ms; 10 000 unless given). */
  ms?: number;
}

/** Sets the fault proxy's fault (e2e/fault-proxy.mjs describes each mode). */
export async function setFaultWith(fault: Fault) {
  const answer = await fetch(FAULT_URL, { method: "POST", body: JSON.stringify(fault) });
  expect(answer.status).toBe(200);
}

/** Makes the storefront → API requests whose path matches `match` (all when absent) fail this way. */
export async function setFault(mode: FaultMode, match?: string) {
  await setFaultWith({ mode, match });
}
