import { describe, expect, it } from "vitest";

import { HttpError, NetworkError, TimeoutError } from "@marketplace/api-client";

import { errorOutcome } from "./error-outcome";

function http(status: number, messages: string[]) {
  const errors = messages.map((message) => ({ code: "test", message }));
  return new HttpError({ status, method: "GET", url: "http://x/api/v1/y", errors, body: null });
}

describe("errorOutcome", () => {
  it("ends the session on a 401 while signed in", () => {
    expect(errorOutcome(http(401, ["Unauthorized"]), true)).toEqual({ kind: "session-expired" });
  });

  it("shows each server message otherwise", () => {
    expect(
      errorOutcome(http(403, ["Zone id is required", "Module id is required"]), false),
    ).toEqual({
      kind: "toast",
      messages: ["Zone id is required", "Module id is required"],
    });
  });

  it("shows a guest's 401 message as a toast instead of ending a session it does not have", () => {
    expect(errorOutcome(http(401, ["Unauthorized"]), false)).toEqual({
      kind: "toast",
      messages: ["Unauthorized"],
    });
  });

  it("words a call without an answer (network failure, timeout) itself, never with the SDK's technical message", () => {
    const network = new NetworkError("GET", "http://x/api/v1/y", new TypeError("fetch failed"));
    const timeout = new TimeoutError("POST", "http://x/api/v1/customer/order/place", null);
    expect(errorOutcome(network, false)).toEqual({ kind: "unavailable" });
    expect(errorOutcome(timeout, true)).toEqual({ kind: "unavailable" });
  });

  it("uses the fallback for foreign errors", () => {
    expect(errorOutcome(new Error("boom"), false)).toEqual({ kind: "fallback" });
  });
});
