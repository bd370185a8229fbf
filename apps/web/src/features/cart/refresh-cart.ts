import { cartQueryOptions } from "@marketplace/api-client/query";

import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { getBrowserClient } from "~/lib/api/browser-client";
import { getQueryClient } from "~/lib/query/browser-query-client";
import { guestIdKnown } from "~/lib/visitor/guest-presence";

/**
 * Reads the cart again into the tab's QueryClient (creating it if no part has yet), so every part that
 * shows the cart (the header's count, card steppers, the drawer) follows a change made in another tab.
 * Skipped while a cart write of this tab is under way (its answer is the newer cart) and for a visitor
 * who has no cart yet (no session, no guest id: `guestIdKnown`). A failure is silent: the next return
 * tries again. Loaded on demand by `ShoppingMount` when the tab comes back to the front, and by
 * `GuestBootstrap` after a guest's page hydrated (the page carries no guest's cart, ADR 0026).
 */
export async function refreshCart(visitor: VisitorContext): Promise<void> {
  if (!visitor.signedIn && !guestIdKnown()) return;
  const queryClient = getQueryClient();
  if (queryClient.isMutating() > 0) return;
  try {
    await queryClient.fetchQuery({
      ...cartQueryOptions(getBrowserClient(visitor)),
      staleTime: 0,
      meta: { silent: true },
    });
  } catch {
    // kept as it was; the next focus reads again
  }
}
