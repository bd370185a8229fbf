import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";

import { DEMO_CONTROL_TOKEN } from "./demo-control-token";

/** The e2e API itself (the `/demo` controls are not behind the storefront's `/api/v1` proxy). */
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}`;

/** Calls one of the e2e API's demo controls (ADR 0023) and expects it to answer 200; returns its body. */
export async function demoControl(
  request: APIRequestContext,
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body?: object,
): Promise<unknown> {
  const answer = await request.fetch(`${API_URL}/demo/${path}`, {
    method,
    headers: { "x-demo-control-token": DEMO_CONTROL_TOKEN },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return answer.json();
}

/**
 * Moves a demo order through the rest of its life now (the control `POST /demo/orders/{id}/deliver`),
 * for tests that need a delivered order but not its steps: four steps of the e2e pace are 16 s of waiting.
 */
export async function deliverNow(request: APIRequestContext, orderId: number) {
  const body = await demoControl(request, "POST", `orders/${String(orderId)}/deliver`);
  expect(body).toMatchObject({ order_id: orderId, order_status: "delivered" });
}
