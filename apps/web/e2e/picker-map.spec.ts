import { expect, test } from "@playwright/test";

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
  await page.goto("/");
  await page.getByTestId("landing-pick-location").click();
  const picker = page.getByRole("dialog", { name: "Pick Location" });
  await expect(picker.getByTestId("picker-map").locator("canvas")).toBeVisible();
  await expect(picker.getByTestId("picker-address")).not.toBeEmpty();

  expect((await zones).ok()).toBe(true);
  const answer = await city;
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as {
    features: { geometry: { type: string }; properties: { name: string } }[];
  };
  // Streets as lines and places as points, named as the place search names them.
  const kinds = new Map(body.features.map((f) => [f.properties.name, f.geometry.type]));
  expect(kinds.get("Market Street")).toBe("LineString");
  expect(kinds.get("Cathedral Square")).toBe("Point");
  // No tiles, glyphs, sprites or token: nothing but this origin was asked for.
  expect(foreign).toEqual([]);
});
