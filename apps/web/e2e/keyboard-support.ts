import type { ElementHandle, Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";

/*
 * Keyboard-only steps of the journeys (issue 21 item 5): Tab / Shift+Tab to move, Enter / Space to act,
 * arrows inside radio groups, Escape to close, and a visible focus on every control reached. No mouse
 * event is sent: each step moves the focus by keys until the control it needs has it.
 */

/** The most Tab presses a step may take before the control it wants is counted as unreachable. */
export const MAX_TABS = 80;

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, failing when it is not reached within
 * MAX_TABS presses; then checks that the focus is visible on it.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  await expect(target.first()).toBeVisible();
  const focused = target.and(page.locator(":focus"));
  // The document's active element is asked as well: a control that has just taken the focus (the header
  // search's field loading its combobox) was once missed by the `:focus` query alone and tabbed past.
  const hasFocus = async () =>
    (await focused.count()) > 0 ||
    (await target.evaluateAll((nodes) => nodes.some((node) => node === document.activeElement)));
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await hasFocus()) {
      // A control may hand its focus on as it settles (the header search loads its combobox on focus).
      await page.waitForTimeout(300);
      await expect(focused).toHaveCount(1);
      await expectVisibleFocus(page, String(target));
      return;
    }
    if (presses > 0)
      await expectVisibleFocus(page, `stop ${String(presses)} on the way to ${String(target)}`);
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${String(target)} is not reachable with ${String(MAX_TABS)} Tab presses`);
}

/** Focus rings fade in and out (CSS transitions): waits until the control's transitions are over. */
async function settled(element: ElementHandle) {
  await element.evaluate(async (node) => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const control = node as Element;
    const transitions = [control, control.parentElement ?? control].flatMap((each) =>
      each.getAnimations().filter((animation) => animation instanceof CSSTransition),
    );
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => null)));
  });
}

/**
 * The focused control looks different from the same control without the focus (WCAG 2.4.7): the pixels
 * around it change when it is blurred. The focus is given back the way the browser restores it after a
 * keyboard step (`:focus-visible` still matches).
 */
export async function expectVisibleFocus(page: Page, name: string) {
  // A control that hands its focus on as it settles (the header search's field, replaced by its
  // combobox once that code arrives; late on a loaded machine) is checked again on its replacement.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if ((await visibleFocusOnce(page, name)) === "checked") return;
  }
  throw new Error(`${name}: the focused control kept being replaced`);
}

async function visibleFocusOnce(page: Page, name: string): Promise<"checked" | "replaced"> {
  const handle = await page.evaluateHandle(() => document.activeElement);
  const element = handle.asElement();
  if (!element) throw new Error(`${name}: nothing has the focus`);
  await settled(element);
  // A stretched link (the card's title) draws its ring on an absolutely placed ::after over the whole card:
  // the pixels that change are those of the box it is placed in.
  const box = await element.evaluate((node) => {
    const stretched = getComputedStyle(node, "::after").position === "absolute";
    const holder = node instanceof HTMLElement && stretched ? node.offsetParent : null;
    const rect = (holder ?? node).getBoundingClientRect();
    return rect.width > 0 && rect.height > 0
      ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height }
      : null;
  });
  if (!box) throw new Error(`${name} has no box`);
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const x = Math.max(0, box.x - 4);
  const y = Math.max(0, box.y - 4);
  const clip = {
    x,
    y,
    width: Math.min(viewport.width - x, box.width + 8),
    height: Math.min(viewport.height - y, box.height + 8),
  };
  const focused = await page.screenshot({ clip, animations: "disabled" });
  await element.evaluate((node) => (node as HTMLElement).blur());
  await settled(element);
  const blurred = await page.screenshot({ clip, animations: "disabled" });
  await element.evaluate((node) => (node as HTMLElement).focus());
  if (!(await element.evaluate((node) => node.isConnected))) {
    await handle.dispose();
    return "replaced";
  }
  expect(
    await element.evaluate((node) => node.matches(":focus-visible")),
    `${name} keeps :focus-visible`,
  ).toBe(true);
  const label = await element.evaluate(
    (node) =>
      `${node.tagName.toLowerCase()} "${(node.getAttribute("aria-label") ?? node.textContent ?? "").trim().slice(0, 40)}"`,
  );
  expect.soft(focused.equals(blurred), `${name} (${label}) shows where the focus is`).toBe(false);
  await handle.dispose();
  return "checked";
}

/** The header search: typed, its suggestion `option` shown, Enter lands on the listing of `text`. */
export async function searchWithKeys(page: Page, text: string, option: string) {
  await tabTo(page, page.getByLabel("Search items or stores"));
  const box = page.getByRole("combobox", { name: "Search items or stores" });
  await expect(box).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole("option", { name: option }).first()).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/data_type=searched&search=/);
  await expect(page.getByTestId("listing-count")).toBeVisible();
}

/** The header's cart (reached backwards from where the focus is) opens the drawer, holding `lines` lines. */
export async function openCartWithKeys(page: Page, lines: number): Promise<Locator> {
  const cartButton = page.getByTestId("cart-link").first();
  await tabTo(page, cartButton, { backwards: true });
  await page.keyboard.press("Enter");
  const drawer = page.getByTestId("cart-drawer");
  await expect(drawer.getByTestId("cart-line")).toHaveCount(lines);
  return drawer;
}

/**
 * From the open cart drawer to a placed order as a guest: the drawer's checkout, 'Guest' in the prompt,
 * the contact in its dialog, cash on delivery, Place Order. Answers the order id.
 */
export async function guestCheckoutWithKeys(
  page: Page,
  drawer: Locator,
  contact: { name: string; phone: string; email: string },
): Promise<string> {
  await tabTo(page, drawer.getByTestId("cart-checkout"));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/checkout\?page=cart&prompt=guest$/);
  const prompt = page.getByTestId("guest-prompt");
  await tabTo(page, prompt.getByRole("button", { name: "Guest" }));
  await page.keyboard.press("Enter");
  await expect(prompt).toBeHidden();
  await tabTo(page, page.getByRole("button", { name: "Edit contact information" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("guest-contact-dialog");
  for (const [label, value] of [
    ["Contact person name", contact.name],
    ["Contact person number", contact.phone],
    ["Contact person email", contact.email],
  ] as const) {
    await tabTo(page, dialog.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, dialog.getByRole("button", { name: "Save" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("guest-contact")).toContainText(contact.name);

  const cash = page.getByTestId("checkout-payment").getByLabel("Cash on delivery");
  await tabTo(page, cash);
  await page.keyboard.press("Space");
  await expect(cash).toBeChecked();
  await tabTo(page, page.getByTestId("checkout-place"));
  await page.keyboard.press("Enter");
  const success = page.getByTestId("guest-order-success");
  await expect(success.getByRole("heading", { name: "Order Placed Successfully" })).toBeVisible();
  const orderId = success.locator("dd").first();
  await expect(orderId).toHaveText(/^\d+$/);
  return (await orderId.textContent()) ?? "";
}
