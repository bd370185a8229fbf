import { axeViolations, LOOKS } from "./axe";
import {
  conversationDetails,
  lookNow,
  openWithPoller,
  PNG,
  secondCustomer,
  storeAnswers,
  withoutReviewPrompt,
  write,
} from "./chat-support";
import {
  BAKERY,
  cancelThroughApi,
  placeOrder,
  signedInCustomer,
  SOURDOUGH,
} from "./orders-support";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * Chat and notifications (issue 18 items 5–6) as the demo customer, with a scheduled (so still running)
 * order at Golden Crust Bakery: the store's chat button, text and image messages, the API's view of the
 * conversation, privacy of the images, abuse, the notifications list and axe.
 */

// Serial: one conversation and order for the whole file; each test walks several server-rendered pages.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let orderId = 0;
let conversationId = 0;
let imagePath = "";

test("a signed-out visitor gets the sign-in prompt on /chatting and the toast from a store's chat button", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const response = await page.goto("/chatting");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page.getByText("You must be login to access this page.")).toBeVisible();
  await page.goto(`/store/${String(BAKERY.id)}`);
  await page.getByTestId("chat-button").click();
  await expect(page.getByText("You are not logged in")).toBeVisible();
});

test("the customer starts a chat from the store page, sends a text and an image, and sees both listed", async ({
  page,
  context,
}) => {
  await withoutReviewPrompt(context);
  await signedInCustomer(context);
  orderId = await placeOrder(context.request, [SOURDOUGH], { scheduled: true });
  await page.goto(`/store/${String(BAKERY.id)}`);
  const start = page.getByRole("link", { name: "Chat with the store" });
  await expect(start).toHaveAttribute(
    "href",
    /^\/profile\?page=inbox&type=vendor&id=\d+&chatFrom=store/,
  );
  await start.click();
  const conversation = page.getByTestId("conversation");
  await expect(conversation.getByRole("heading", { name: "Golden Crust Bakery" })).toBeVisible();

  const text = `Is the sourdough fresh today? ${String(Date.now())}`;
  await conversation.getByRole("textbox", { name: "Message" }).fill(text);
  await conversation.getByRole("button", { name: "Send" }).click();
  await expect(conversation.getByTestId("message").filter({ hasText: text })).toBeVisible();
  // The demo's store answers a few seconds later; the open conversation shows it without a reload.
  await expect(
    conversation.getByTestId("message").filter({ hasText: "Hello from Golden Crust Bakery!" }),
  ).toBeVisible({ timeout: 30_000 });

  await conversation.getByLabel("Add images").setInputFiles({
    name: "loaf.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(conversation.getByRole("img", { name: "Image 1 to send" })).toBeVisible();
  await conversation.getByRole("button", { name: "Send" }).click();
  const sent = conversation.getByTestId("message-image").last();
  await expect(sent).toBeVisible();
  imagePath = (await sent.getAttribute("src")) ?? "";
  // Loaded through the storefront's same-origin proxy (the session cookie), and it is an image.
  expect(imagePath).toMatch(/^\/api\/v1\/customer\/message\/attachment\/\d+\//);
  await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  // The store answers the image too: two answers, read as they arrived (nothing left unread).
  const answers = conversation
    .getByTestId("message")
    .filter({ hasText: "Hello from Golden Crust Bakery!" });
  await expect(answers).toHaveCount(2, { timeout: 30_000 });

  // The conversation is in the list, with its last message, and the search finds it by the store's name.
  await page.goto("/chatting");
  const list = page.getByTestId("conversation-list");
  const row = list.getByRole("link").filter({ hasText: "Golden Crust Bakery" });
  await expect(row).toContainText("Hello from Golden Crust Bakery!");
  await expect(row.getByTestId("unread-count")).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search conversations" }).fill("golden");
  await expect(list.getByRole("link").filter({ hasText: "Golden Crust Bakery" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search conversations" }).fill("no such store");
  await expect(page.getByText("No conversation matches your search.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search conversations" }).fill("");
  await list.getByRole("link").filter({ hasText: "Golden Crust Bakery" }).click();
  await expect(page).toHaveURL(/\/chatting\?conversationId=\d+&type=vendor/);
  conversationId = Number(new URL(page.url()).searchParams.get("conversationId"));
  await expect(page.getByTestId("message").filter({ hasText: text })).toBeVisible();

  // The stored conversation: the customer's text and image, and the store's answer.
  const details = await conversationDetails(
    context.request,
    `conversation_id=${String(conversationId)}`,
  );
  expect(details.conversation?.receiver_type).toBe("vendor");
  expect(details.conversation?.receiver.name).toBe("Golden Crust Bakery");
  expect(details.status).toBe(true);
  expect(details.messages.map((message) => message.message)).toContain(text);
  const fromCustomer = details.messages.filter((message) => message.sender_type === "customer");
  expect(fromCustomer.map((message) => message.file_full_url.length).sort()).toEqual([0, 1]);
  expect(details.messages.some((message) => message.sender_type === "vendor")).toBe(true);
});

test("the composer refuses empty, control characters, 10 000 characters and a non-image file", async ({
  page,
  context,
}) => {
  await withoutReviewPrompt(context);
  await signedInCustomer(context);
  await page.goto(`/chatting?conversationId=${String(conversationId)}&type=vendor`);
  const conversation = page.getByTestId("conversation");
  const box = conversation.getByRole("textbox", { name: "Message" });
  const send = conversation.getByRole("button", { name: "Send" });
  await expect(box).toBeVisible();
  await send.click();
  await expect(conversation.getByRole("alert")).toHaveText("The message field is required.");
  await box.fill("hello\u0007there");
  await send.click();
  await expect(conversation.getByRole("alert")).toHaveText(
    "The message may not contain control characters.",
  );
  await box.fill("x".repeat(10_000));
  await send.click();
  await expect(conversation.getByRole("alert")).toHaveText(
    "The message may not be greater than 2000 characters.",
  );
  await box.fill("");
  await conversation.getByLabel("Add images").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not an image"),
  });
  await expect(conversation.getByRole("alert")).toHaveText(
    "The image must be a jpg, png, gif or webp image.",
  );
  await expect(conversation.getByTestId("image-previews")).toHaveCount(0);

  // The API refuses the same on its own: a text file as an image, and 10 000 characters.
  const file = await context.request.post(`${WEB_URL}/api/v1/customer/message/send`, {
    multipart: {
      conversation_id: String(conversationId),
      "image[]": { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") },
    },
    headers: write,
  });
  expect(file.status()).toBe(403);
  expect(await file.text()).toContain("The image must be a jpg, png, gif or webp image.");
  const long = await context.request.post(`${WEB_URL}/api/v1/customer/message/send`, {
    multipart: { conversation_id: String(conversationId), message: "x".repeat(10_000) },
    headers: write,
  });
  expect(long.status()).toBe(403);
  expect(await long.text()).toContain("The message fields are invalid.");
});

test("another customer can neither open the conversation nor fetch its image", async ({
  browser,
}) => {
  expect(imagePath).not.toBe("");
  const other = await secondCustomer(browser);
  const image = await other.request.get(`${WEB_URL}${imagePath}`, { headers: write });
  expect(image.status()).toBe(404);
  const details = await other.request.get(
    `${WEB_URL}/api/v1/customer/message/details?conversation_id=${String(conversationId)}`,
    { headers: write },
  );
  expect(details.status()).toBe(404);
  const send = await other.request.post(`${WEB_URL}/api/v1/customer/message/send`, {
    multipart: { conversation_id: String(conversationId), message: "hi" },
    headers: write,
  });
  expect(send.status()).toBe(404);
  const page = await other.newPage();
  await page.goto(`/chatting?conversationId=${String(conversationId)}`);
  await expect(
    page.getByTestId("conversation").getByText("This conversation could not be opened."),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  await other.close();
});

test("notifications: the order's status notification is listed as new, and the marker clears", async ({
  page,
  context,
}) => {
  await signedInCustomer(context);
  await page.goto("/profile?page=my-orders");
  await page
    .getByRole("navigation", { name: "Account menu" })
    .getByRole("link", { name: "Notifications" })
    .click();
  await expect(page).toHaveURL(/\/profile\?page=notifications$/);
  const title = new RegExp(`Order #${String(orderId)}(?!\\d)`);
  const item = page.getByTestId("notification").filter({ hasText: title });
  await expect(item).toContainText("Order update");
  await expect(item).toContainText("Your order is pending.");
  await expect(item).toHaveAttribute("data-unread", "true");
  await expect(item.getByText("New", { exact: true })).toBeVisible();
  await expect(item.getByRole("link", { name: "View order" })).toHaveAttribute(
    "href",
    `/profile?page=my-orders&orderId=${String(orderId)}`,
  );
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(item).toHaveAttribute("data-unread", "false");
  await page.reload();
  await expect(page.getByTestId("notification").filter({ hasText: title })).toHaveAttribute(
    "data-unread",
    "false",
  );
  await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
});

test("a store's new message pops up as a toast while the site is open and is listed as a message", async ({
  page,
  context,
}) => {
  await signedInCustomer(context);
  await openWithPoller(page, "/profile?page=my-orders");
  await storeAnswers(context.request, conversationId, `Toast me ${String(Date.now())}`);
  await lookNow(page);
  await expect(
    page.getByText(/^New message from Golden Crust Bakery — Hello from Golden Crust Bakery!/),
  ).toBeVisible();

  await page.goto("/profile?page=notifications");
  const item = page
    .getByTestId("notification")
    .filter({ hasText: "New message from Golden Crust Bakery" })
    .first();
  await expect(item).toContainText("Message");
  await expect(item).toContainText("Hello from Golden Crust Bakery!");
  await expect(item.getByRole("link", { name: "Open chat" })).toHaveAttribute(
    "href",
    `/chatting?conversationId=${String(conversationId)}`,
  );
  // Opening the conversation reads the answers (the inbox test below counts only its own).
  await conversationDetails(context.request, `conversation_id=${String(conversationId)}`);
});

test("with message notifications off on /settings, a new message is no toast while order updates still are", async ({
  page,
  context,
}) => {
  await signedInCustomer(context);
  await page.goto("/settings");
  const main = page.getByRole("main");
  for (const name of ["Order updates", "Messages", "Promotions and referral", "Review reminders"])
    await expect(main.getByRole("switch", { name })).toBeChecked();
  await main.getByRole("switch", { name: "Messages" }).uncheck();
  await expect(page.getByText("Preferences saved.")).toBeVisible();

  await openWithPoller(page, "/profile?page=my-orders");
  await storeAnswers(context.request, conversationId, `No toast ${String(Date.now())}`);
  const placed = await placeOrder(context.request, [SOURDOUGH], { scheduled: true });
  await lookNow(page);
  // The same look toasts the new order (so it ran) and not the message.
  await expect(
    page.getByText(new RegExp(`^Order #${String(placed)} — Your order is pending\\.`)),
  ).toBeVisible();
  await expect(page.getByText(/^New message from Golden Crust Bakery/)).toHaveCount(0);
  await cancelThroughApi(context.request, placed);
  await conversationDetails(context.request, `conversation_id=${String(conversationId)}`);
});

test("the inbox in the profile lists the conversation, with the store's unread answer counted until opened", async ({
  page,
  context,
}) => {
  await signedInCustomer(context);
  // Written while the conversation is not open: the store's answer stays unread.
  const sent = await context.request.post(`${WEB_URL}/api/v1/customer/message/send`, {
    multipart: { conversation_id: String(conversationId), message: "Please ring twice." },
    headers: write,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await page.goto("/profile?page=inbox");
  const row = page
    .getByTestId("conversation-list")
    .getByRole("link")
    .filter({ hasText: "Golden Crust Bakery" });
  await expect(row).toHaveAttribute(
    "href",
    /^\/profile\?page=inbox&conversationId=\d+&type=vendor$/,
  );
  // The list refreshes every 15 s; the answer comes ~4 s after the message.
  await expect(row.getByTestId("unread-count")).toContainText("1", { timeout: 40_000 });
  await row.click();
  await expect(
    page
      .getByTestId("conversation")
      .getByTestId("message")
      .filter({ hasText: "Please ring twice." }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByTestId("conversation-list")
      .getByRole("link")
      .filter({ hasText: "Golden Crust Bakery" })
      .getByTestId("unread-count"),
  ).toHaveCount(0);
});

for (const look of LOOKS) {
  test(`axe: /chatting with an open conversation (${look.theme}, ${look.language})`, async ({
    page,
    context,
  }) => {
    await signedInCustomer(context, look);
    await page.goto(`/chatting?conversationId=${String(conversationId)}&type=vendor`);
    await expect(page.getByTestId("message").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.afterAll(async ({ browser }) => {
  if (orderId === 0) return;
  const context = await browser.newContext({ baseURL: WEB_URL });
  await signedInCustomer(context);
  await cancelThroughApi(context.request, orderId);
  await context.close();
});
