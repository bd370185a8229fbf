/** Newsletter. */
import * as z from "zod";

import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { MessageResponse } from "../schemas/auth";
import { messageResponseSchema } from "../schemas/auth";
import { parseInput } from "./call";

/**
 * `POST newsletter/subscribe` with an email (the storefront toasts 'Subscribed Successfully').
 *
 * @example
 * await subscribeNewsletter(client, "ada@example.com");
 */
export async function subscribeNewsletter(
  client: ApiClient,
  email: string,
  options: CallOptions = {},
): Promise<MessageResponse> {
  const json = parseInput(z.object({ email: z.email().max(255) }), { email });
  return await client.request({
    method: "POST",
    path: "newsletter/subscribe",
    schema: messageResponseSchema,
    json,
    ...options,
  });
}
