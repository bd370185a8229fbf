import type * as Sdk from "@marketplace/api-client";
import type { ApiClient } from "@marketplace/api-client";

import type { VisitorContext } from "~/lib/visitor/visitor-context";

/**
 * Runs one SDK call as a mutation of the tab's QueryClient, so a failure reaches the shared error handler
 * (the server's message as a toast). TanStack and the SDK load with the first call, not with the page.
 * Resolves null when the call failed (already shown).
 */
export async function runCall<T>(
  visitor: VisitorContext,
  call: (sdk: typeof Sdk, client: ApiClient) => Promise<T>,
): Promise<T | null> {
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
    return await mutation.execute(undefined);
  } catch {
    return null;
  }
}
