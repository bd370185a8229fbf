/**
 * `pnpm --filter @marketplace/api-client bench`
 * 1. Validation time vs JSON.parse time of the same bytes: a 12-item search page and a 50-line cart, with the
 *    schema's runtime parser (`schema.parse`) and with the validator the client uses once a schema is hot
 *    (`responseValidator`: zod's compiled fast path, see src/client/response-validator.ts).
 * 2. Gzip size of a minified browser bundle importing only the cart functions vs the whole entry.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { z } from "zod";
import { build } from "esbuild";

import { COMPILE_AFTER_USES, responseValidator } from "../src/client/response-validator";
import { cartSchema } from "../src/schemas/cart";
import { searchResponseSchema } from "../src/schemas/search";
import {
  foodCartLineWire,
  foodItemWire,
  groceryCartLineWire,
  groceryItemWire,
} from "../src/testing/fixtures";

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function searchPage(): unknown {
  const products = Array.from({ length: 12 }, (_, index) => {
    const base = index % 2 === 0 ? foodItemWire : groceryItemWire;
    return { ...base, id: 100 + index, name: `${base.name} ${String(index)}` };
  });
  return { total_size: 240, limit: 12, offset: 1, products };
}

function cart(): unknown {
  return Array.from({ length: 50 }, (_, index) => {
    const base = index % 2 === 0 ? foodCartLineWire : groceryCartLineWire;
    return { ...base, id: 1000 + index };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Milliseconds per call of a batch. */
function batch(run: () => void, size: number): number {
  const start = performance.now();
  for (let index = 0; index < size; index += 1) run();
  return (performance.now() - start) / size;
}

/**
 * Interleaves batches of JSON.parse and validation (the machine is shared, so load changes during a run) and
 * reports the median per-call times and the median of the per-round ratios.
 */
function measureValidation(name: string, schema: z.ZodType, wire: unknown): void {
  const bytes = JSON.stringify(wire);
  const parsed: unknown = JSON.parse(bytes);
  const check = schema.safeParse(parsed);
  if (!check.success) throw new Error(`${name}: the bench payload does not validate`);
  const parse = () => JSON.parse(bytes) as unknown;
  const validate = () => schema.parse(parsed);
  for (let index = 0; index < 2_000; index += 1) {
    parse();
    validate();
  }
  const size = Math.max(10, Math.round(20_000 / Math.sqrt(bytes.length)));
  const parseTimes: number[] = [];
  const validateTimes: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < 41; round += 1) {
    const parseMs = batch(parse, size);
    const validateMs = batch(validate, size);
    parseTimes.push(parseMs);
    validateTimes.push(validateMs);
    ratios.push(validateMs / parseMs);
  }
  const ratio = median(ratios);
  console.log(
    `${name.padEnd(22)} ${String(bytes.length).padStart(7)} B  JSON.parse ${(median(parseTimes) * 1000).toFixed(1).padStart(7)} µs` +
      `  validate ${(median(validateTimes) * 1000).toFixed(1).padStart(7)} µs  ratio ${ratio.toFixed(2)} ${ratio <= 1 ? "(≤ 1.0: target met)" : "(> 1.0: target missed)"}`,
  );
}

/** The validator the client uses for a schema after COMPILE_AFTER_USES responses; prints the one-off compile time. */
function clientValidator(name: string, schema: z.ZodType): z.ZodType {
  for (let use = 0; use < COMPILE_AFTER_USES; use += 1) responseValidator(schema);
  const start = performance.now();
  const hot = responseValidator(schema);
  console.log(`${name.padEnd(22)} one-off compile ${(performance.now() - start).toFixed(1)} ms`);
  return hot;
}

async function bundleSize(label: string, contents: string): Promise<void> {
  const result = await build({
    stdin: { contents, resolveDir: packageRoot, loader: "ts", sourcefile: `${label}.ts` },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const output = result.outputFiles[0]?.contents ?? new Uint8Array();
  console.log(
    `${label.padEnd(40)} ${(output.length / 1024).toFixed(1).padStart(7)} KiB min  ${(
      gzipSync(output).length / 1024
    )
      .toFixed(1)
      .padStart(6)} KiB gzip`,
  );
}

async function main(): Promise<void> {
  console.log(
    `node ${process.version}\n\nValidation vs JSON.parse (same bytes, median per call): runtime schema.parse`,
  );
  measureValidation("search page (12 items)", searchResponseSchema, searchPage());
  measureValidation("cart (50 lines)", cartSchema, cart());

  console.log("\nThe client's validator once the schema is hot (compiled), same payloads");
  const hotSearch = clientValidator("search page (12 items)", searchResponseSchema);
  const hotCart = clientValidator("cart (50 lines)", cartSchema);
  measureValidation("search page (12 items)", hotSearch, searchPage());
  measureValidation("cart (50 lines)", hotCart, cart());

  console.log("\nBrowser bundle (esbuild, minified, ESM, from src; zod and ky included)");
  await bundleSize(
    "cart functions + createClient",
    'export { createClient, getCart, addToCart, updateCartLine, removeCartLine, clearCart } from "./src/index.ts";',
  );
  await bundleSize(
    "config only (getConfig + createClient)",
    'export { createClient, getConfig } from "./src/index.ts";',
  );
  await bundleSize("everything (export * from index)", 'export * from "./src/index.ts";');
  await bundleSize("query subpath, everything", 'export * from "./src/query/index.ts";');
}

await main();
