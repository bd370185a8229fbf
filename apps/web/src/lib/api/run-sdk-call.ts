"use client";

import type * as ApiClientModule from "@marketplace/api-client";
import type { ApiClient } from "@marketplace/api-client";

import type { VisitorContext } from "~/lib/visitor/visitor-context";

type Sdk = typeof ApiClientModule;

export type SdkCallResult<T> = { ok: true; data: T } | { ok: false };

/**
 * Runs one SDK call of a user action from a part that keeps TanStack and the SDK out of its page's first
 * load: both load with the first action. The call runs through the tab's QueryClient's mutation cache, so
 * a failure goes to the shared error handler (the server's message as a toast, a 401 ends the session);
 * the caller only learns whether it worked.
 * @example const result = await runSdkCall(visitor, (sdk, client) => sdk.cancelOrder(client, body));
 */
export async function runSdkCall<T>(
  visitor: VisitorContext,
  call: (sdk: Sdk, client: ApiClient) => Promise<T>,
): Promise<SdkCallResult<T>> {
  const [{ getQueryClient }, sdk, { getBrowserClient }] = await Promise.all([
    import("~/lib/query/browser-query-client"),
    import("@marketplace/api-client"),
    import("~/lib/api/browser-client"),
  ]);
  const queryClient = getQueryClient();
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => call(sdk, getBrowserClient(visitor)),
  });
  try {
    return { ok: true, data: await mutation.execute(undefined) };
  } catch {
    // Shown by the shared error handler.
    return { ok: false };
  }
}
