/**
 * Writes the demo pictures (`render-images.ts`) into apps/api/storage.
 * Run with `pnpm --filter @marketplace/api images`; the output is committed (and a test checks it
 * is what the code draws).
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { packageRoot } from "../env";
import { renderImage, shippedImageSpecs } from "./render-images";

async function main(): Promise<void> {
  const root = path.join(packageRoot, "storage");
  await rm(root, { recursive: true, force: true });
  const specs = shippedImageSpecs();
  for (const spec of specs) {
    const folder = path.join(root, spec.folder);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, spec.file), renderImage(spec));
  }
  console.log(`wrote ${String(specs.length)} images to ${root}`);
}

await main();
