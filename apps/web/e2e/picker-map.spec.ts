import type { Locator, Page } from "@playwright/test";

import { expectFrameBeforeLateMap } from "./late-dialog";
import { expect, test } from "./test";

/** The label font the picker's map style pins (`MAP_FONT_URL` in demo-city-style.ts). */
const MAP_FONT_PATH = "/map-fonts/inter-latin-wght-normal.woff2";

/**
 * How varied the map's own pixels are: a screenshot of the left third of the map (clear of the
 * centre pin and the map buttons on the right), decoded in the page. A map with nothing but land and
 * the zone tint is one flat colour; streets, blocks and their names give it many.
 */
async function mapVariety(page: Page, map: Locator) {
  const box = await map.boundingBox();
  if (!box) return { dominantShare: 1, colours: 0 };
  const png = await page.screenshot({
    clip: { x: box.x, y: box.y + 8, width: Math.floor(box.width / 3), height: box.height - 16 },
  });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    if (!context) return { dominantShare: 1, colours: 0 };
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const counts = new Map<number, number>();
    for (let index = 0; index < data.length; index += 4) {
      const key =
        ((data[index] ?? 0) << 16) | ((data[index + 1] ?? 0) << 8) | (data[index + 2] ?? 0);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const pixels = data.length / 4;
    return { dominantShare: Math.max(...counts.values()) / pixels, colours: counts.size };
  }, png.toString("base64"));
}

test("the picker's default map draws the demo city from the API, asking no other origin", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:"))
      foreign.push(url);
  });
  const zones = page.waitForResponse((response) => response.url().endsWith("/api/v1/zone/list"));
  const city = page.waitForResponse((response) =>
    response.url().endsWith("/api/v1/zone/map-features"),
  );
  const font = page.waitForResponse((response) => response.url().endsWith(MAP_FONT_PATH));
  await page.goto("/");
  await page.getByTestId("landing-pick-location").click();
  const picker = page.getByRole("dialog", { name: "Pick Location" });
  const map = picker.getByTestId("picker-map");
  await expect(map.locator("canvas")).toBeVisible();
  await expect(picker.getByTestId("picker-address")).not.toBeEmpty();

  expect((await zones).ok()).toBe(true);
  const answer = await city;
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as {
    features: { geometry: { type: string }; properties: { name: string; kind: string } }[];
  };
  // Streets as lines and places as points, named as the place search names them.
  const kinds = new Map(body.features.map((f) => [f.properties.name, f.geometry.type]));
  expect(kinds.get("Market Street")).toBe("LineString");
  expect(kinds.get("Cathedral Square")).toBe("Point");
  // The seed's street-level city: side streets and blocks.
  expect(body.features.filter((f) => f.properties.kind === "street").length).toBeGreaterThan(100);
  expect(body.features.filter((f) => f.properties.kind === "block").length).toBeGreaterThan(1000);

  // At the picker's street zoom (17) the map shows streets, blocks and names, not a flat square.
  expect((await font).ok()).toBe(true);
  await expect
    .poll(async () => (await mapVariety(page, map)).dominantShare, { timeout: 20_000 })
    .toBeLessThan(0.8);
  expect((await mapVariety(page, map)).colours).toBeGreaterThan(20);

  // No tiles, glyphs, sprites or token: nothing but this origin was asked for.
  expect(foreign).toEqual([]);
});

test("on a slow connection the picker's frame answers the click at once, then the picker replaces it", async ({
  page,
}) => {
  await page.goto("/");
  await expectFrameBeforeLateMap(page, {
    open: page.getByTestId("landing-pick-location"),
    title: "Pick Location",
    map: page.getByRole("dialog", { name: "Pick Location" }).getByTestId("picker-map"),
  });
});
