import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

import type { AppEnv } from "./app-env";

/**
 * The caller's address from the socket's and the `X-Forwarded-For` header: the header is believed only when
 * the socket's peer is one of the trusted proxies (`TRUSTED_PROXIES`, e.g. the storefront's `/api/v1` proxy or a
 * load balancer), and then only its last entry, the one that proxy wrote. Anyone else's header is ignored, so a
 * direct caller cannot choose the address its sign-in and tracking limits are counted under.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  const peer = socketAddress ?? "unknown";
  if (!forwardedFor || !trustedProxies.includes(peer)) return peer;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0 && entry.length <= 64);
  return entries.at(-1) ?? peer;
}

/** The caller's address for per-address limits ("unknown" outside the node server, e.g. in-process tests). */
export function clientAddress(c: Context<AppEnv>): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  return resolveClientAddress(
    socketAddress,
    c.req.header("x-forwarded-for"),
    c.get("deps").env.trustedProxies,
  );
}
