import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { SubscriptionPackage } from "../schemas/subscription-package";
import { packageViewResponseSchema } from "../schemas/subscription-package";

/**
 * `GET vendor/package-view` (public): the active subscription packages a vendor may choose when
 * registering with the business plan "subscription".
 *
 * @example
 * const packages = await getSubscriptionPackages(client);
 */
export async function getSubscriptionPackages(
  client: ApiClient,
  options: CallOptions = {},
): Promise<SubscriptionPackage[]> {
  const answer = await client.request({
    method: "GET",
    path: "vendor/package-view",
    schema: packageViewResponseSchema,
    ...options,
  });
  return answer.packages;
}
