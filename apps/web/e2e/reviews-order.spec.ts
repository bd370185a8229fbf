import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { axeViolations } from "./axe";
import { deliverNow } from "./demo-control";
import { saveLocation } from "./support";
import {
  API_URL,
  customerToken,
  dismissReminders,
  placeCashOrder,
  signInReviewer,
} from "./tracking-support";

/*
 * Reviews (issue 17 item 7): rate and review an item and the delivery person of a delivered order
 * (photos through the proxy), the already-reviewed state, and the review prompt for the last order
 * awaiting review ('Give Review'; closing calls the cancel endpoint).
 */

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let token = "";

test.beforeAll(async () => {
  token = await customerToken();
  await dismissReminders(token);
});

test.afterAll(async () => {
  await dismissReminders(token);
});

test.beforeEach(async ({ context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
});

/** A delivered order of the reviewer's, awaiting review, with the reviewer signed in on `page`. */
async function deliveredOrderOfReviewer(page: Page): Promise<number> {
  const orderId = await placeCashOrder({ token });
  await deliverNow(page.request, orderId);
  await page.goto("/home");
  await signInReviewer(page);
  return orderId;
}

test("rate and review an item (with a photo) and the delivery person of a delivered order", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const orderId = await placeCashOrder({ token });
  await page.goto("/home");
  await signInReviewer(page);

  // Not delivered yet: the page says when it can be reviewed.
  await page.goto(`/rate-and-review/${String(orderId)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Rate and Review" })).toBeVisible();
  await expect(
    page.getByText("You can rate and review an order once it is delivered."),
  ).toBeVisible();

  await deliverNow(page.request, orderId);
  await page.goto(`/rate-and-review/${String(orderId)}`);
  const item = page.locator("[data-testid^='review-item-']").first();
  await expect(item).toBeVisible();
  // The item's and the courier's pictures come through our own /storage route (the CSP blocks the
  // API's host) and load.
  const pictures = page.locator("main img");
  expect(await pictures.count()).toBeGreaterThan(0);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute("src", /^\/storage\//);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await item.getByRole("button", { name: "Submit" }).click();
  await expect(item.getByRole("alert")).toHaveText("Please choose a rating.");
  await item.locator("label", { hasText: "4 stars" }).click();
  await expect(item.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await item.getByLabel("Comment").fill("Fresh and well packed");
  await item.getByLabel("Photos").setInputFiles({
    name: "plate.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  const submitted = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/items/reviews/submit") &&
      response.request().method() === "POST",
  );
  await item.getByRole("button", { name: "Submit" }).click();
  const answer = await submitted;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers()["content-type"]).toContain("multipart/form-data");
  await expect(item.getByRole("status")).toHaveText("Thanks! Your review has been submitted.");

  const courier = page.locator("[data-testid^='review-courier-']");
  await courier.locator("label", { hasText: "5 stars" }).click();
  await courier.getByRole("button", { name: "Submit" }).click();
  await expect(courier.getByRole("alert")).toHaveText("Please write a comment.");
  await courier.getByLabel("Comment").fill("Quick and friendly");
  await courier.getByRole("button", { name: "Submit" }).click();
  await expect(courier.getByRole("status")).toHaveText("Thanks! Your review has been submitted.");

  // A second visit: the API refuses a second review of the same item, and the card says so.
  await page.reload();
  const again = page.locator("[data-testid^='review-item-']").first();
  await again.locator("label", { hasText: "3 stars" }).click();
  await again.getByRole("button", { name: "Submit" }).click();
  await expect(again.getByRole("status")).toHaveText("You already submitted a review for this.");

  for (const size of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: test.info().outputPath(`rate-and-review-${String(size.width)}.png`),
      fullPage: true,
    });
  }
});

test("the review prompt offers 'Give Review'; closing it calls the cancel endpoint", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const orderId = await deliveredOrderOfReviewer(page);
  await page.goto("/home");
  const prompt = page.getByTestId("review-prompt");
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("heading", { name: "How was your order?" })).toBeVisible();
  await expect(prompt.getByRole("link", { name: "Give Review" })).toHaveAttribute(
    "href",
    `/rate-and-review/${String(orderId)}`,
  );
  // The order's pictures come through our own /storage route (the CSP blocks the API's host) and load.
  const picture = prompt.locator("img").first();
  await expect(picture).toHaveAttribute("src", /^\/storage\//);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const cancel = page.waitForRequest((request) =>
    request.url().includes(`/api/v1/customer/review-reminder-cancel?order_id=${String(orderId)}`),
  );
  await prompt.getByRole("button", { name: "Close" }).click();
  await cancel;
  await expect(prompt).toBeHidden();
  // Dismissed for good: the next page does not ask again.
  await page.goto("/home");
  await page.waitForTimeout(3000);
  await expect(page.getByTestId("review-prompt")).toBeHidden();
  const reminder = await fetch(`${API_URL}/api/v1/customer/review-reminder`, {
    headers: { accept: "application/json", authorization: `Bearer ${token}` },
  });
  expect(((await reminder.json()) as { order_id: number | null }).order_id).toBeNull();
});

test("the review prompt waits while a dialog the customer opened is still loading, and while it is open", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const orderId = await deliveredOrderOfReviewer(page);
  // The prompt's code loads and its order is known while the customer types in a field (busy: it waits).
  const reminderRead = page.waitForResponse((response) =>
    response.url().includes("/api/v1/customer/review-reminder"),
  );
  await page.goto("/profile?page=profile-settings");
  await page.getByRole("textbox").first().focus();
  await reminderRead;
  await page.waitForTimeout(1000);
  const prompt = page.getByTestId("review-prompt");
  await expect(prompt).toHaveCount(0);

  // On a slow connection: the confirmation's frame shows for 4 s, then the confirmation.
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.getByRole("button", { name: "Delete my account" }).click();
  const frame = page.getByTestId("loading-overlay");
  await expect(frame).toBeVisible();
  const confirm = page.getByRole("alertdialog", {
    name: "Are you sure you want to delete your account?",
  });
  await expect(confirm).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(2000);
  await expect(prompt).toHaveCount(0);
  // Once the customer is done with it, the prompt comes.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await expect(prompt).toContainText(`#${String(orderId)}`);
  await prompt.getByRole("button", { name: "Close" }).click();
  await expect(prompt).toBeHidden();
});

test("the review page and the prompt pass axe in light and dark, English and Arabic", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const orderId = await deliveredOrderOfReviewer(page);
  for (const theme of ["light", "dark"]) {
    for (const language of ["en", "ar"]) {
      await saveLocation(context, { moduleId: 1, moduleType: "grocery", theme, language });
      await page.goto(`/rate-and-review/${String(orderId)}`);
      await expect(page.locator("[data-testid^='review-courier-']")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto("/home");
      await expect(page.getByTestId("review-prompt")).toBeVisible();
      expect(await axeViolations(page, "", { include: "[data-testid='review-prompt']" })).toEqual(
        [],
      );
    }
  }
});
