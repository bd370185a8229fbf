import { describe, expect, it } from "vitest";

import { makeQueryClient } from "./make-query-client";

describe("makeQueryClient", () => {
  it("leaves retries to the SDK", () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it("keeps server data fresh long enough not to refetch on hydration", () => {
    expect(makeQueryClient().getDefaultOptions().queries?.staleTime).toBe(60_000);
  });
});

describe("makeQueryClient error hook", () => {
  it("hands every failed query to the shared handler", async () => {
    const seen: unknown[] = [];
    const client = makeQueryClient({ onError: (error) => seen.push(error) });
    const failure = new Error("boom");
    await client
      .fetchQuery({ queryKey: ["failing"], queryFn: () => Promise.reject(failure) })
      .catch(() => undefined);
    expect(seen).toEqual([failure]);
  });
});

describe("makeQueryClient silent queries", () => {
  it("leaves errors of queries marked silent to the component", async () => {
    const seen: unknown[] = [];
    const client = makeQueryClient({ onError: (error) => seen.push(error) });
    await client
      .fetchQuery({
        queryKey: ["quiet"],
        queryFn: () => Promise.reject(new Error("x")),
        meta: { silent: true },
      })
      .catch(() => undefined);
    expect(seen).toEqual([]);
  });
});
