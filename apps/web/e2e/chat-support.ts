import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";

import { saveLocation, WEB_URL } from "./support";
import { expect } from "./test";

/* The chat and notification tests' requests and waits (chat.spec.ts), as the demo customer. */

export const write = { origin: WEB_URL };
/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export interface Details {
  status: boolean;
  messages: { message: string | null; file_full_url: string[]; sender_type: string }[];
  conversation: { id: number; receiver_type: string; receiver: { name: string } } | null;
}

export async function conversationDetails(
  request: APIRequestContext,
  query: string,
): Promise<Details> {
  const answer = await request.get(`${WEB_URL}/api/v1/customer/message/details?${query}`, {
    headers: write,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Details;
}

/** A second browser context signed in as `second@marketplace.test`. */
export async function secondCustomer(browser: Browser) {
  const context = await browser.newContext({ baseURL: WEB_URL });
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const answer = await context.request.post(`${WEB_URL}/api/v1/auth/login`, {
    data: {
      login_type: "manual",
      field_type: "email",
      email_or_phone: "second@marketplace.test",
      password: "Demo1234",
    },
    headers: write,
  });
  expect(answer.status()).toBe(200);
  return context;
}

// The review prompt (a modal for the demo customer's last delivered order, which other files deliver) opens
// when the browser is first idle; opening over the composer while a test typed, it took the typed text into its
// focus trap. The tests that type turn review reminders off first (the switch on `/settings`), as a customer can.
export async function withoutReviewPrompt(context: BrowserContext) {
  await context.addInitScript((key) => {
    if (localStorage.getItem(key) === null)
      localStorage.setItem(key, JSON.stringify({ reviewReminders: false }));
  }, "notification-preferences"); // NOTIFICATION_PREFERENCES_KEY (src/lib/preferences)
}

/** The notifications the API holds for the signed-in customer (the toasts and the list read these). */
export async function messageNotificationCount(request: APIRequestContext): Promise<number> {
  const answer = await request.get(`${WEB_URL}/api/v1/customer/notifications`, {
    headers: { ...write, zoneId: "[1]" },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const list = (await answer.json()) as { data?: { type?: string } | null }[];
  return list.filter((note) => note.data?.type === "message").length;
}

/** Opens `path` and waits for the notification poller's first look (it remembers what is there). */
export async function openWithPoller(page: Page, path: string) {
  const firstLook = page.waitForResponse(
    (response) => response.url().includes("customer/notifications") && response.ok(),
    { timeout: 30_000 },
  );
  await page.goto(path);
  await firstLook;
}

/** Makes the open tab look for notifications now (it looks when the tab becomes visible). */
export async function lookNow(page: Page) {
  const look = page.waitForResponse(
    (response) => response.url().includes("customer/notifications") && response.ok(),
  );
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await look;
}

/** Sends a message to the bakery's conversation and waits for the demo store's answer to be a notification. */
export async function storeAnswers(
  request: APIRequestContext,
  conversationId: number,
  text: string,
) {
  const before = await messageNotificationCount(request);
  const sent = await request.post(`${WEB_URL}/api/v1/customer/message/send`, {
    multipart: { conversation_id: String(conversationId), message: text },
    headers: write,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await expect
    .poll(() => messageNotificationCount(request), { timeout: 30_000 })
    .toBeGreaterThan(before);
}
