import { setFaultWith as setFault } from "./fault-support";
import { signedInCustomer } from "./orders-support";
import { expect, test } from "./test";

/*
 * The footer links the refund, cancellation and shipping policies only when their config flags are on
 * (spec: accounts §2, issue 18 quality bar). The fault proxy patches this test's own `/config` answers
 * (only requests with its session), so tests running beside it still see the seeded flags.
 */

const policies = ["Refund Policy", "Cancellation Policy", "Shipping Policy"] as const;

test.describe.configure({ mode: "serial" });

test.afterEach(async () => {
  await setFault({ mode: "pass" });
});

test("the footer shows the refund, cancellation and shipping links only while their flags are on", async ({
  page,
  context,
}) => {
  // Signed in: the storefront reads the config for this session, not from its shared cache.
  await signedInCustomer(context);
  const session = (await context.cookies()).find((cookie) => cookie.name === "session")?.value;
  expect(session).toBeTruthy();
  const footer = page.getByRole("contentinfo");

  await page.goto("/help-and-support");
  for (const name of policies) await expect(footer.getByRole("link", { name })).toBeVisible();

  await setFault({
    mode: "patch",
    match: "^/api/v1/config(\\?|$)",
    header: ["authorization", `Bearer ${session ?? ""}`],
    patch: { refund_policy: 0, cancelation_policy: 0, shipping_policy: 0 },
  });
  await page.reload();
  await expect(footer.getByRole("link", { name: "Terms & Conditions" })).toBeVisible();
  for (const name of policies) await expect(footer.getByRole("link", { name })).toHaveCount(0);

  // One flag back on: only its link returns.
  await setFault({
    mode: "patch",
    match: "^/api/v1/config(\\?|$)",
    header: ["authorization", `Bearer ${session ?? ""}`],
    patch: { refund_policy: 0, cancelation_policy: 1, shipping_policy: 0 },
  });
  await page.reload();
  await expect(footer.getByRole("link", { name: "Cancellation Policy" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Refund Policy" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Shipping Policy" })).toHaveCount(0);
});
