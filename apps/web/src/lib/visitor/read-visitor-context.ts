import "server-only";

import { cookies } from "next/headers";
import { cache } from "react";

import type { RequestContext } from "@marketplace/api-client";

import type { VisitorContext } from "./visitor-context";
import { isSecureSite } from "~/env";
import { apiContextOf } from "./api-context";
import { decodeVisitorCookies } from "./visitor-context";

const readCookies = cache(async () => {
  const store = await cookies();
  return decodeVisitorCookies((name) => store.get(name)?.value, isSecureSite);
});

/**
 * The visitor's context — module, location, language, theme, guest id, whether a session exists — read
 * from the request cookies once per request. Pages, layouts, server actions and route handlers take their
 * context from here and nowhere else.
 */
export const readVisitorContext = cache(async (): Promise<VisitorContext> => {
  return (await readCookies()).visitor;
});

/** The SDK request context (headers) of this request, with the session token: server code only. */
export const readApiContext = cache(async (): Promise<RequestContext> => {
  const { visitor, token } = await readCookies();
  return apiContextOf(visitor, token);
});
