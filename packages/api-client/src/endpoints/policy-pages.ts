/** The information pages. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { PolicyPage, PolicyPageKey } from "../schemas/policy-page";
import { policyPageSchema } from "../schemas/policy-page";

/**
 * `GET {page}` — an information page's HTML in the client's language (`X-localization`). A page the
 * administrator switched off (refund, cancellation, shipping) answers 404 (an `HttpError`).
 *
 * @example
 * const html = await getPolicyPage(client, "terms-and-conditions");
 */
export async function getPolicyPage(
  client: ApiClient,
  page: PolicyPageKey,
  options: CallOptions = {},
): Promise<PolicyPage> {
  return await client.request({ method: "GET", path: page, schema: policyPageSchema, ...options });
}
