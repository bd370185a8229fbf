import { describe, expect, it } from "vitest";

import { FillingCache, TtlLru } from "./ttl-lru";

describe("TtlLru", () => {
  it("forgets an entry once its time is up", () => {
    let now = 0;
    const store = new TtlLru<string>(10, 30_000, () => now);
    store.set("a", "A");
    now = 29_999;
    expect(store.get("a")).toBe("A");
    now = 30_000;
    expect(store.get("a")).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it("drops the least recently used entry when full", () => {
    const store = new TtlLru<number>(2, 1000);
    store.set("a", 1);
    store.set("b", 2);
    expect(store.get("a")).toBe(1);
    store.set("c", 3);
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBe(1);
    expect(store.get("c")).toBe(3);
  });
});

describe("FillingCache", () => {
  it("fills a key once for concurrent misses, then answers hits", async () => {
    const cache = new FillingCache<string>(10, 1000);
    let fills = 0;
    let release: (value: string) => void = () => undefined;
    const fill = () => {
      fills += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const waiting = Array.from({ length: 5 }, () => cache.get("k", fill));
    release("page");
    const answers = await Promise.all(waiting);
    expect(fills).toBe(1);
    expect(answers.every((answer) => answer.value === "page" && !answer.hit)).toBe(true);
    expect(await cache.get("k", fill)).toEqual({ value: "page", hit: true });
    expect(fills).toBe(1);
  });

  it("keeps nothing for a page that may not be kept, nor for a failed fill", async () => {
    const cache = new FillingCache<string>(10, 1000);
    expect(await cache.get("k", () => Promise.resolve(null))).toEqual({ value: null, hit: false });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", () => Promise.resolve("page"))).toEqual({
      value: "page",
      hit: false,
    });
    expect(cache.size).toBe(1);
  });

  it("fills again once the entry expired", async () => {
    let now = 0;
    const cache = new FillingCache<string>(10, 30_000, () => now);
    await cache.get("k", () => Promise.resolve("old"));
    now = 30_000;
    expect(await cache.get("k", () => Promise.resolve("new"))).toEqual({
      value: "new",
      hit: false,
    });
  });
});
