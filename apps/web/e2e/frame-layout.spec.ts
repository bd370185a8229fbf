import { mountAllSections } from "./home-support";
import { signIn } from "./sign-in";
import { saveLocation } from "./support";
import { expect, test } from "./test";

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the signed-in grocery home never scrolls sideways", async ({ page, context }) => {
    await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
    await page.goto("/home");
    await signIn(page);
    await page.reload();
    await mountAllSections(page);
    // Signed in, the coupons row is there (the last card's visually hidden status once escaped it).
    await expect(
      page.locator('[data-section="coupons"] [data-slot="coupon-card"]').first(),
    ).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBe(widths.client);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the floating module rail covers no footer text", async ({ page, context }) => {
    await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
    await page.goto("/home");
    const rail = page.getByRole("navigation", { name: "Modules in your zone" });
    await expect(rail).toBeVisible();
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    const railBox = await rail.boundingBox();
    expect(railBox).not.toBeNull();
    const covered = await page.evaluate((box) => {
      if (!box) return [];
      const texts = document.querySelectorAll<HTMLElement>(
        "footer :is(h2, h3, p, a, span, label, input, button, address)",
      );
      return [...texts].flatMap((element) => {
        const rect = element.getBoundingClientRect();
        const overlaps =
          rect.width > 0 &&
          rect.left < box.x + box.width &&
          rect.right > box.x &&
          rect.top < box.y + box.height &&
          rect.bottom > box.y;
        return overlaps ? [element.outerHTML.slice(0, 80)] : [];
      });
    }, railBox);
    expect(covered).toEqual([]);
  });
});

test("in Arabic, the API's English footer texts keep their own direction", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery", language: "ar" });
  await page.goto("/home");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const footer = page.locator("footer");
  // The seed's newsletter subtitle and business address (English) inside the right-to-left page.
  for (const text of ["Deals, new stores and recipes every Friday. No spam.", "1 Market Street"]) {
    const element = footer.getByText(text);
    await expect(element).toBeVisible();
    expect(await element.evaluate((node) => getComputedStyle(node).direction)).toBe("ltr");
  }
  expect(await footer.evaluate((node) => getComputedStyle(node).direction)).toBe("rtl");
});

test("the site has its brand icon", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(href).toMatch(/^\/icon\.svg/);
  const icon = await request.get(href ?? "");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});

test("no page load asks for a route that does not exist (no 404 prefetches)", async ({
  page,
  context,
}) => {
  const missing: string[] = [];
  page.on("response", (answer) => {
    if (answer.status() === 404) missing.push(answer.url());
  });
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  await signIn(page);
  await page.reload();
  await mountAllSections(page);
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForLoadState("networkidle");
  expect(missing).toEqual([]);
});
