import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * The browser tests' `test`: every page closes the review prompt ('How was your order?') when it shows up.
 * Orders that other specs place for the demo customers reach "delivered" while later specs run (the e2e
 * API moves an order every 4 s), and the prompt — offered on every page for the last delivered order
 * awaiting review (issue 17 item 7; its own behaviour is tested in reviews-order.spec.ts, which uses
 * Playwright's plain `test`) — would cover the page under test. Closing it is what a customer does.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const prompt = page.getByTestId("review-prompt");
    await page.addLocatorHandler(prompt, async () => {
      // Its Close button, not Escape: a key pressed in the moment the dialog appears can come before the
      // dialog listens for it on a busy machine (the prompt then stayed open, failing the page under test).
      await prompt.getByRole("button", { name: "Close" }).click();
    });
    await provide(page);
  },
});
