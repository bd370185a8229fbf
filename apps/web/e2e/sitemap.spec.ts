import { saveLocation } from "./support";
import { expect, test } from "./test";

test.describe("sitemap", () => {
  test("/sitemap.xml indexes the sitemap files; each lists pages that answer, information pages included", async ({
    request,
    context,
  }) => {
    // Every page of the seed is asked for (about 1,000 with the Old Town restaurants).
    test.setTimeout(300_000);
    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toContain("application/xml");
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    // The demo seed fits one file (50,000 URLs each).
    expect(files.map((file) => new URL(file).pathname)).toEqual(["/sitemap/0.xml"]);

    const file = await request.get("/sitemap/0.xml");
    expect(file.status()).toBe(200);
    const urls = [...(await file.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL((match[1] ?? "").replaceAll("&amp;", "&")),
    );
    const paths = urls.map((url) => url.pathname);
    for (const path of [
      "/",
      "/home",
      "/about-us",
      "/terms-and-conditions",
      "/privacy-policy",
      "/help-and-support",
      "/categories",
      "/all-brands",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith("/store/"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/category/"))).toBe(true);
    // Items: every product page, at its canonical URL (no query; a campaign item's is checked below).
    const products = urls.filter(
      (url) =>
        url.pathname.startsWith("/product/") && url.searchParams.get("product_type") !== "campaign",
    );
    expect(products.length).toBeGreaterThan(100);
    expect(products.every((url) => url.search === "")).toBe(true);
    // A crawler has no cookies: the brand listings, /categories and /all-brands answer it with their
    // content, not a redirect to the landing page.
    const brands = urls.filter((url) => url.searchParams.get("data_type") === "brand");
    expect(brands.length).toBeGreaterThan(0);
    for (const url of [
      ...brands,
      ...urls.filter((entry) => ["/categories", "/all-brands"].includes(entry.pathname)),
    ]) {
      const answer = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
      expect(answer.status(), `${url.href} without cookies`).toBe(200);
    }
    expect(new Set(urls.map((url) => url.href)).size).toBe(urls.length);
    // Each page answers a visitor with a saved location (as the crawler spec visits them).
    await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
    // Four at a time: the seed's ~1,000 pages within the test's time on a busy machine.
    for (let start = 0; start < urls.length; start += 4) {
      await Promise.all(
        urls.slice(start, start + 4).map(async (url) => {
          const answer = await context.request.get(`${url.pathname}${url.search}`);
          expect(answer.status(), url.href).toBeLessThan(400);
        }),
      );
    }

    // Past the last file, or not a file name: 404.
    for (const path of ["/sitemap/1.xml", "/sitemap/abc", "/sitemap/-1.xml"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("campaign items are listed at their page's canonical URL (product_type=campaign, the module)", async ({
    request,
  }) => {
    const file = await request.get("/sitemap/0.xml");
    expect(file.status()).toBe(200);
    const urls = [...(await file.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL((match[1] ?? "").replaceAll("&amp;", "&")),
    );
    const campaignItems = urls.filter((url) => url.searchParams.get("product_type") === "campaign");
    // The seed's running campaign items (the ended grocery campaign's are not pages: 404).
    expect(campaignItems.length).toBeGreaterThan(0);
    expect(new Set(campaignItems.map((url) => url.href)).size).toBe(campaignItems.length);
    for (const url of campaignItems) {
      expect(url.pathname).toMatch(/^\/product\/[^/]+$/);
      expect(url.searchParams.get("module_id")).toMatch(/^\d+$/);
      // A crawler (no cookies) gets the page, which names this very URL as its canonical.
      const page = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
      expect(page.status(), url.href).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await page.text())?.[1] ?? "";
      expect(new URL(canonical.replaceAll("&amp;", "&"), url).href, url.href).toBe(url.href);
    }
  });
});
