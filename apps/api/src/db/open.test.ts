import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { loadEnv } from "../env";
import { testNow } from "../test/fixed-clock";
import { openDatabase } from "./open";
import { items } from "./schema";
import { prepareDatabase } from "./setup";

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe("PGlite data folder", () => {
  it("seeds on the first start and reuses the data on the second", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "marketplace-api-data-"));
    folders.push(folder);
    const env = loadEnv({ DATA_DIR: folder });

    const first = await openDatabase(env);
    const firstRun = await prepareDatabase(first, { seed: true, now: testNow });
    const [before] = await first.db.select({ value: count() }).from(items);
    await first.close();

    const second = await openDatabase(env);
    const secondRun = await prepareDatabase(second, { seed: true, now: testNow });
    const [after] = await second.db.select({ value: count() }).from(items);
    await second.close();

    expect(firstRun.seeded).toBe(true);
    expect(secondRun.seeded).toBe(false);
    expect(after?.value).toBe(before?.value);
    expect(before?.value).toBeGreaterThanOrEqual(400);
  });
});
