import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { createClient } from "@marketplace/api-client";

vi.mock("server-only", () => ({}));
vi.mock("~/env", () => ({ env: { API_BASE_URL: "http://api.test" } }));
vi.mock("~/lib/visitor/read-visitor-context", () => ({ readApiContext: () => ({}) }));

const { endingSessionOnExpiry } = await import("./server-client");

/** A client of the given session that the API answers with `status` and `body`. */
function clientAnswering(token: string | null, status: number, body: unknown) {
  return createClient({
    baseUrl: "http://api.test/api/v1",
    context: { token, language: "en" },
    retry: 0,
    fetch: () =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        }),
      ),
  });
}

const call = {
  method: "GET" as const,
  path: "customer/info",
  schema: z.object({ id: z.number() }),
};
const unauthorised = { errors: [{ code: "auth-001", message: "Unauthorized." }] };

/** Next's redirect error carries its target in its digest: `NEXT_REDIRECT;<type>;<url>;<status>;`. */
function redirectTarget(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("digest" in error)) return null;
  const digest = String(error.digest);
  return digest.startsWith("NEXT_REDIRECT;") ? (digest.split(";")[2] ?? null) : null;
}

describe("the server client and a session the API has ended", () => {
  it("redirects a 401 to the session's token to the route that ends the session", async () => {
    const client = endingSessionOnExpiry(clientAnswering("tok", 401, unauthorised));
    const error: unknown = await client.request(call).catch((thrown: unknown) => thrown);
    expect(redirectTarget(error)).toBe("/session-ended");
  });

  it("leaves a guest's 401, other failures and answers as they are", async () => {
    const guest = endingSessionOnExpiry(clientAnswering(null, 401, unauthorised));
    const guestError: unknown = await guest.request(call).catch((thrown: unknown) => thrown);
    expect(redirectTarget(guestError)).toBeNull();
    expect(guestError).toMatchObject({ status: 401 });

    const failing = endingSessionOnExpiry(clientAnswering("tok", 503, unauthorised));
    const failed: unknown = await failing.request(call).catch((thrown: unknown) => thrown);
    expect(redirectTarget(failed)).toBeNull();
    expect(failed).toMatchObject({ status: 503 });

    const working = endingSessionOnExpiry(clientAnswering("tok", 200, { id: 7 }));
    await expect(working.request(call)).resolves.toEqual({ id: 7 });
  });

  it("keeps the client's scope, so query keys stay the same", () => {
    const client = clientAnswering("tok", 200, { id: 7 });
    expect(endingSessionOnExpiry(client).scope()).toEqual(client.scope());
  });
});
