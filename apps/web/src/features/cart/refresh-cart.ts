import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { getQueryClient } from "~/lib/query/browser-query-client";
import { guestIdKnown } from "~/lib/visitor/guest-presence";

/**
 * Reads the cart again into the tab's QueryClient (creating it if no part has yet), so every part that
 * shows the cart (the header's count, card steppers, the drawer) follows a change made in another tab.
 * Skipped while a cart write of this tab is under way (its answer is the newer cart) and for a visitor
 * who has no cart yet (no session, no guest id: `guestIdKnown`). A failure is silent: the next return
 * tries again. Loaded on demand by `ShoppingMount` when the tab comes back to the front, and by
 * `GuestBootstrap` after a guest's page hydrated (the page carries no guest's cart, ADR 0026).
 *
 * The SDK loads in two steps, each evaluated in a task of its own: the client (zod, ky), then the cart's
 * query with its schemas. Loaded together they were one main-thread stretch right after a returning
 * guest's page became interactive (ADR 0027).
 */
export async function refreshCart(visitor: VisitorContext): Promise<void> {
  if (!visitor.signedIn && !guestIdKnown()) return;
  const queryClient = getQueryClient();
  if (queryClient.isMutating() > 0) return;
  try {
    const { getBrowserClient } = await import("~/lib/api/browser-client");
    const client = getBrowserClient(visitor);
    const { readCart } = await import("./read-cart");
    if (queryClient.isMutating() > 0) return;
    await readCart(queryClient, client);
  } catch {
    // kept as it was; the next focus reads again
  }
}
