import { axeViolations, LOOKS } from "./axe";
import { mountAllSections } from "./home-support";
import { modules, saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

for (const variant of LOOKS) {
  test(`axe: landing page, ${variant.theme}, ${variant.language}`, async ({ page, context }) => {
    await context.addCookies([
      { name: "theme", value: variant.theme, url: WEB_URL, httpOnly: true },
      { name: "lang", value: variant.language, url: WEB_URL, httpOnly: true },
    ]);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const homeModule of modules) {
    test(`axe: ${homeModule.type} home, ${variant.theme}, ${variant.language}`, async ({
      page,
      context,
    }) => {
      await saveLocation(context, {
        moduleId: homeModule.id,
        moduleType: homeModule.type,
        ...variant,
      });
      await page.goto("/home");
      await expect(page.getByTestId("module-headline")).toBeVisible();
      // Every streamed section has replaced its skeleton and every deferred card row has mounted.
      await mountAllSections(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
