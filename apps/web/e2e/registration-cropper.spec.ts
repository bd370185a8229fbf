import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

import {
  fillOwner,
  fillStore,
  naturalSize,
  stamp,
  vendorApplication,
} from "./registration-support";
import { saveLocation } from "./support";
import { expect, test } from "./test";

test.beforeEach(async ({ context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
});

const RED = [197, 48, 48] as const;
const BLUE = [43, 108, 176] as const;

/** A 400×200 PNG drawn by the browser: the left half red, the right half blue. */
async function halvesPng(page: Page, name: string) {
  const data = await page.evaluate(
    ([red, blue]) => {
      const canvas = document.createElement("canvas");
      canvas.width = 400;
      canvas.height = 200;
      const context = canvas.getContext("2d");
      if (context) {
        context.fillStyle = `rgb(${red.join(",")})`;
        context.fillRect(0, 0, 200, 200);
        context.fillStyle = `rgb(${blue.join(",")})`;
        context.fillRect(200, 0, 200, 200);
      }
      return canvas.toDataURL("image/png").split(",")[1] ?? "";
    },
    [RED, BLUE] as const,
  );
  return { name, mimeType: "image/png", buffer: Buffer.from(data, "base64") };
}

/** The colours of the preview's left and right edges (drawn on a canvas in the page). */
const edgeColours = (page: Page, name: string) =>
  page
    .getByRole("img", { name: `Preview of ${name}`, exact: true })
    .evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext("2d");
      if (!context) return [];
      context.drawImage(img, 0, 0);
      const at = (x: number) =>
        Array.from(context.getImageData(x, Math.floor(canvas.height / 2), 1, 1).data.slice(0, 3));
      return [at(1), at(canvas.width - 2)];
    });

/** Where the API (started by the Playwright config from ../api) stores vendor applications' images. */
const VENDOR_UPLOADS = fileURLToPath(new URL("../../api/.data/uploads/vendor/", import.meta.url));
const storedFiles = async () => new Set(await readdir(VENDOR_UPLOADS).catch(() => []));

/** The size and the left and right edges' colours of a PNG, decoded by the browser. */
const decoded = (page: Page, png: Buffer) =>
  page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext("2d");
    context?.drawImage(bitmap, 0, 0);
    const at = (x: number) =>
      Array.from(
        context?.getImageData(x, Math.floor(bitmap.height / 2), 1, 1).data.slice(0, 3) ?? [],
      );
    return { size: [bitmap.width, bitmap.height], edges: [at(1), at(bitmap.width - 2)] };
  }, png.toString("base64"));

test("the logo is framed with the keyboard in the cropper, and the framed part is what is sent", async ({
  page,
}) => {
  test.slow();
  const id = stamp();
  await page.goto("/store-registration?active=active");
  await fillOwner(page, id);
  await page.getByRole("button", { name: "Next" }).click();
  await fillStore(page);
  await page.getByRole("button", { name: "Remove logo.png" }).click();

  // Cancel keeps nothing: the field is empty again, with the focus back on its file input.
  await page.getByTestId("logo-input").setInputFiles(await halvesPng(page, "halves.png"));
  const cropper = page.getByRole("dialog", { name: "Crop halves.png" });
  await expect(cropper).toBeVisible();
  await cropper.getByRole("button", { name: "Cancel" }).click();
  await expect(cropper).toBeHidden();
  await expect(page.getByRole("img", { name: "Preview of halves.png" })).toHaveCount(0);
  await expect(page.getByTestId("logo-input")).toBeFocused();

  await page.getByTestId("logo-input").setInputFiles(await halvesPng(page, "halves.png"));
  await expect(cropper).toBeVisible();
  // Keyboard only: zoom to 2× on the slider, then move the image to its right edge on the crop area.
  const zoom = cropper.getByRole("slider", { name: "Zoom" });
  await zoom.focus();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press("ArrowRight");
  await expect(zoom).toHaveAttribute("aria-valuenow", "2");
  const area = cropper.getByRole("group", { name: "Crop area" });
  await area.focus();
  for (let step = 0; step < 80; step += 1) await page.keyboard.press("ArrowLeft");
  await cropper.getByRole("button", { name: "Apply" }).click();
  await expect(cropper).toBeHidden();
  // A 2× zoom frames half the image's height: 100×100, all from the blue right half.
  await expect.poll(() => naturalSize(page, "halves.png")).toEqual([100, 100]);
  expect(await edgeColours(page, "halves.png")).toEqual([[...BLUE], [...BLUE]]);
  await expect(page.getByRole("button", { name: "Remove halves.png" })).toBeFocused();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Business plan" })).toBeVisible();
  const before = await storedFiles();
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/auth/vendor/register") &&
      response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit" }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { store_id: number }).store_id).toBeGreaterThan(0);
  // The API stored one new image with the application (the logo; no cover): the framed part.
  const added = [...(await storedFiles())].filter((name) => !before.has(name));
  expect(added).toHaveLength(1);
  const stored = await readFile(path.join(VENDOR_UPLOADS, added[0] ?? ""));
  expect(await decoded(page, stored)).toEqual({ size: [100, 100], edges: [[...BLUE], [...BLUE]] });
  await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();

  // Through the API: the application is stored (the same e-mail is now taken).
  const again = await page.request.post("/api/v1/auth/vendor/register", {
    multipart: vendorApplication({ email: `vera${id}@shop.test`, phone: `+1 555 8${id}` }),
  });
  expect(again.status()).toBe(403);
  expect(JSON.stringify(await again.json())).toContain("The email has already been taken.");
});
