import type { Page } from "@playwright/test";

import { fillCourier, image, stamp } from "./registration-support";
import { saveLocation } from "./support";
import { expect, test } from "./test";

test.beforeEach(async ({ context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
});

/** The API's answer to the delivery-staff form's Submit. */
const applicationAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/auth/delivery-man/store") &&
      response.request().method() === "POST",
  );

test("a delivery-staff application with an unknown referral code is refused on the code's field, keeping what was typed", async ({
  page,
}) => {
  test.slow();
  const id = stamp();
  await page.goto("/deliveryman-registration");
  await fillCourier(page, id);
  await page.getByTestId("identity-images-input").setInputFiles(image("id-front.png"));
  const code = page.getByRole("main").getByRole("textbox", { name: "Referral code" });
  await code.fill("NOSUCHCODE");
  const refused = applicationAnswer(page);
  await page.getByRole("button", { name: "Submit" }).click();
  const answer = await refused;
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({
    errors: [{ code: "referral_code", message: "Referrer code not found." }],
  });
  // The message sits on the referral code's field (described by it), and nothing typed is lost.
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(code).toHaveAccessibleDescription(/Referrer code not found\./);
  await expect(code).toHaveValue("NOSUCHCODE");
  await expect(page.getByRole("main").getByRole("textbox", { name: "Email" })).toHaveValue(
    `cory${id}@couriers.test`,
  );
  await expect(
    page.getByRole("main").getByRole("textbox", { name: "Identity number" }),
  ).toHaveValue(`P${id}`);
  await expect(page.getByRole("img", { name: "Preview of id-front.png" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Application received" })).toHaveCount(0);

  // The demo customer's code (any case) is taken: the application is stored.
  await code.fill("demoref001");
  await expect(code).not.toHaveAttribute("aria-invalid", "true");
  const accepted = applicationAnswer(page);
  await page.getByRole("button", { name: "Submit" }).click();
  expect((await accepted).status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();

  // Through the API: stored (the same e-mail is now taken, even with the referral code).
  const again = await page.request.post("/api/v1/auth/delivery-man/store", {
    multipart: {
      f_name: "Cory",
      email: `cory${id}@couriers.test`,
      phone: `+1556${id}`,
      password: "Str0ng!pass",
      identity_type: "passport",
      identity_number: `Q${id}`,
      zone_id: "1",
      vehicle_id: "2",
      earning: "1",
      serve_for: JSON.stringify(["delivery"]),
      referral_code: "DEMOREF001",
    },
  });
  expect(again.status()).toBe(403);
  expect(JSON.stringify(await again.json())).toContain("The email has already been taken.");
});
